import Model
import Shared

extension ErrorCatalogue {
    private static let november = YearMonth(year: 2026, month: 11)
    private static let day = LocalDate(year: 2026, month: 11, day: 26)

    /// The rules of the domain broken by input: every case of `DomainError`; a value the rules
    /// refuse exits 65 (bad data), a split of one part 64, every other case 1.
    static let domainErrors: [ErrorSample] = [
        ErrorSample("noBudget", DomainError.noBudget(november)),
        ErrorSample("noBudgetID", DomainError.noBudgetID(7)),
        ErrorSample("noLineID", DomainError.noLineID(7)),
        ErrorSample("noLineNamed", DomainError.noLineNamed("Rnt", month: november, suggestion: "Rent")),
        ErrorSample("lineNotInBudget", DomainError.lineNotInBudget(lineID: 7, month: november)),
        ErrorSample("noTransactionID", DomainError.noTransactionID(7)),
        ErrorSample("noTransactionNamed", DomainError.noTransactionNamed("Cofee", month: november)),
        ErrorSample("noTransactionNamedToMove", DomainError.noTransactionNamedToMove("Coffee", month: november)),
        ErrorSample("moveNeedsID", DomainError.moveNeedsID("Coffee", month: november)),
        ErrorSample("noCategory", DomainError.noCategory("Fod")),
        ErrorSample("noFavouriteNamed", DomainError.noFavouriteNamed("Bakery")),
        ErrorSample("favouriteExists", DomainError.favouriteExists("Bakery")),
        ErrorSample("noLastTransaction", DomainError.noLastTransaction),
        ErrorSample("ambiguousTransactionName", DomainError.ambiguousTransactionName("Coffee", month: november, ids: [3, 9])),
        ErrorSample(
            "dateOutsidePeriod",
            DomainError.dateOutsidePeriod(
                LocalDate(year: 2026, month: 12, day: 30), month: november, start: LocalDate(year: 2026, month: 11, day: 25),
                end: LocalDate(year: 2026, month: 12, day: 24)), .dataError),
        ErrorSample("lineInAnotherBudget", DomainError.lineInAnotherBudget(line: "Rent", lineID: 7, month: november)),
        ErrorSample("kindDiffersFromLine", DomainError.kindDiffersFromLine(line: "Salary", lineKind: .income, kind: .expense)),
        ErrorSample("kindContradictsLine", DomainError.kindContradictsLine(line: "Salary", lineKind: .income, kind: .expense)),
        ErrorSample("withdrawalKeepsItsKind", DomainError.withdrawalKeepsItsKind(transactionID: 7)),
        ErrorSample("duplicateLineName", DomainError.duplicateLineName("Rent", existingID: 7)),
        ErrorSample("duplicateBudget", DomainError.duplicateBudget(november)),
        ErrorSample("noGoalNamed", DomainError.noGoalNamed("Holidya", suggestion: "Holiday", known: ["Holiday", "Car"])),
        ErrorSample("noGoalID", DomainError.noGoalID(7)),
        ErrorSample("duplicateGoalName", DomainError.duplicateGoalName("Holiday", existingID: 7)),
        ErrorSample("noTemplate", DomainError.noTemplate("Standart", known: ["Standard"])),
        ErrorSample("noTemplateID", DomainError.noTemplateID(7)),
        ErrorSample("duplicateTemplateName", DomainError.duplicateTemplateName("Standard", existingID: 7)),
        ErrorSample("duplicateTemplateLineName", DomainError.duplicateTemplateLineName(template: "Standard", line: "Rent", existingID: 7)),
        ErrorSample("noAccountNamed", DomainError.noAccountNamed("Svings", suggestion: "Savings", known: ["Main", "Savings"])),
        ErrorSample("duplicateAccountName", DomainError.duplicateAccountName("Savings", existingID: 2)),
        ErrorSample("duplicateAccountNumber", DomainError.duplicateAccountNumber("CH93 0076 2011 6238 5295 7", account: "Main")),
        ErrorSample("accountClosed", DomainError.accountClosed("Savings", on: day)),
        ErrorSample("transferToSameAccount", DomainError.transferToSameAccount("Main")),
        ErrorSample(
            "reconcileBeforeOpening",
            DomainError.reconcileBeforeOpening(account: "Savings", date: day, opening: LocalDate(year: 2026, month: 12, day: 1))),
        ErrorSample("accountInUse", DomainError.accountInUse("Savings", transactions: 3, transfers: 1)),
        ErrorSample(
            "splitDoesNotAddUp", DomainError.splitDoesNotAddUp(transactionID: 5, total: Money(cents: 8_240), parts: Money(cents: 8_000)),
            .dataError),
        ErrorSample("splitNeedsTwoParts", DomainError.splitNeedsTwoParts(transactionID: 5), .usage),
        ErrorSample(
            "splitLineOfOtherDirection",
            DomainError.splitLineOfOtherDirection(line: "Salary", lineKind: .income, movementKind: .expense)),
        ErrorSample("splitLineTwice", DomainError.splitLineTwice("Groceries")),
        ErrorSample(
            "splitPartMovesWithItsMovement", DomainError.splitPartMovesWithItsMovement(transactionID: 12, first: 5, removing: true)),
        ErrorSample("notSplit", DomainError.notSplit(transactionID: 5)),
        ErrorSample("unsplittable", DomainError.unsplittable(transactionID: 5, transfer: 2)),
        ErrorSample("emptyName", DomainError.emptyName(of: "transaction"), .dataError),
        ErrorSample("nameTooLong", DomainError.nameTooLong(of: "line", start: "Aaaaaaaaaaaaaaaaaaaa"), .dataError),
        ErrorSample(
            "transactionAmountOutOfRange",
            DomainError.transactionAmountOutOfRange(Money(cents: 150_000_000_000), maximum: Money(cents: 100_000_000)), .dataError),
        ErrorSample("newLineAmountNotPositive", DomainError.newLineAmountNotPositive(Money(cents: 0)), .dataError),
        ErrorSample("negativeLineAmount", DomainError.negativeLineAmount, .dataError),
        ErrorSample("descriptionTooLong", DomainError.descriptionTooLong, .dataError),
        ErrorSample("controlCharacter", DomainError.controlCharacter(in: "a line name", codePoint: "U+001B"), .dataError),
        ErrorSample("invisibleCharacter", DomainError.invisibleCharacter(in: "a category", codePoint: "U+202E"), .dataError),
        ErrorSample("categoryTooLong", DomainError.categoryTooLong(start: "Aaaaaaaaaaaaaaaaaaaa"), .dataError),
        ErrorSample("unreadableRow", DomainError.unreadableRow(table: "budget", id: 3, column: "month", value: "2026-13")),
        ErrorSample("invalidArgument", DomainError.invalidArgument("no pattern 2: the numbers run from 1 to 1 (pattern list)")),
        ErrorSample("invalidValue", DomainError.invalidValue("the goal's target must be above 0: give --target AMOUNT"), .dataError),
        ErrorSample("notFound", DomainError.notFound("no planned withdrawal #4: `goal show NAME` lists them")),
        ErrorSample("duplicate", DomainError.duplicate("a template line 'Rent' exists already: choose another name")),
        ErrorSample("conflict", DomainError.conflict("goal 'Car' is paused: `goal resume Car` first")),
    ]
}
