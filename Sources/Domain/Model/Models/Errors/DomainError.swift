import Shared

/// A rule of the domain was broken by the input. The cases carry what went wrong as data, so
/// tests compare cases and values; `DomainError+Message.swift` is the one mapper to the sentence
/// the user reads (what is wrong, with which input, and what to do).
public enum DomainError: Equatable, Sendable {
    // MARK: Not found

    /// No budget for the month.
    case noBudget(YearMonth)
    /// No budget with this id (a row pointing at a budget that is gone).
    case noBudgetID(Int64)
    /// No line with this id.
    case noLineID(Int64)
    /// No line of that name in the month's budget; `suggestion` is the nearest name, if close.
    case noLineNamed(String, month: YearMonth, suggestion: String?)
    /// `#id` names a line of another budget than the one the command is about.
    case lineNotInBudget(lineID: Int64, month: YearMonth)
    /// No transaction with this id.
    case noTransactionID(Int64)
    /// No transaction of that name in the month's budget.
    case noTransactionNamed(String, month: YearMonth)
    /// `tx set NAME --budget MONTH` found no such name there: with a name, `--budget` is where it is
    /// looked up, so a move to MONTH needs the transaction's `#ID`.
    case noTransactionNamedToMove(String, month: YearMonth)
    /// `tx set NAME --budget MONTH` and nothing else: a name is looked up in MONTH, so this moves nothing.
    case moveNeedsID(String, month: YearMonth)
    case noCategory(String)
    case noFavouriteNamed(String)
    case favouriteExists(String)
    /// `last` used before any transaction was created here.
    case noLastTransaction

    // MARK: Placement and uniqueness

    /// Several transactions share the name: the ids to choose from.
    case ambiguousTransactionName(String, month: YearMonth, ids: [Int64])
    /// A transaction's date is outside its budget's period.
    case dateOutsidePeriod(LocalDate, month: YearMonth, start: LocalDate, end: LocalDate)
    /// An allocation to a line of another budget.
    case lineInAnotherBudget(line: String, lineID: Int64, month: YearMonth)
    /// A transaction whose kind is not its line's.
    case kindDiffersFromLine(line: String, lineKind: Kind, kind: Kind)
    /// `--kind` given with `--line` and contradicting it.
    case kindContradictsLine(line: String, lineKind: Kind, kind: Kind)
    /// `tx set --kind` on a withdrawal, which is an income drawn from a goal (Docs/Domain.md §8.3).
    case withdrawalKeepsItsKind(transactionID: Int64)
    /// A budget already has a line of that name.
    case duplicateLineName(String, existingID: Int64)
    /// The month already has a budget.
    case duplicateBudget(YearMonth)

    /// No goal of that name: `suggestion` is the nearest name, `known` every goal's name.
    case noGoalNamed(String, suggestion: String?, known: [String])
    /// No goal with this id.
    case noGoalID(Int64)
    /// A goal already has the name.
    case duplicateGoalName(String, existingID: Int64)
    /// No template of that name (or `#ID`); `known` lists the templates.
    case noTemplate(String, known: [String])
    /// No template with this id.
    case noTemplateID(Int64)
    /// A template already has the name.
    case duplicateTemplateName(String, existingID: Int64)
    /// The template already has a line of that name.
    case duplicateTemplateLineName(template: String, line: String, existingID: Int64)

    /// No account of that name (or `#ID`): `suggestion` is the nearest name, `known` every account's name.
    case noAccountNamed(String, suggestion: String?, known: [String])
    /// An account already has the name.
    case duplicateAccountName(String, existingID: Int64)
    /// Another account already has the bank's number.
    case duplicateAccountNumber(String, account: String)
    /// A new transaction, a transfer or a move into a closed account.
    case accountClosed(String, on: LocalDate)
    /// `transfer` from an account to itself.
    case transferToSameAccount(String)
    /// `account reconcile` on a date before the account's opening.
    case reconcileBeforeOpening(account: String, date: LocalDate, opening: LocalDate)
    /// `account remove` of an account that still holds transactions or transfers.
    case accountInUse(String, transactions: Int, transfers: Int)

    /// `tx split` with parts that do not add up to the movement's amount.
    case splitDoesNotAddUp(transactionID: Int64, total: Money, parts: Money)
    /// `tx split` with fewer than two parts.
    case splitNeedsTwoParts(transactionID: Int64)
    /// A part on a line of the other direction (an income line for money going out, or the reverse).
    case splitLineOfOtherDirection(line: String, lineKind: Kind, movementKind: Kind)
    /// A line named by two parts.
    case splitLineTwice(String)
    /// A change a part cannot take alone (its amount, date, kind, budget or account; its removal).
    case splitPartMovesWithItsMovement(transactionID: Int64, first: Int64, removing: Bool)
    /// `tx unsplit` of a transaction that is not split.
    case notSplit(transactionID: Int64)
    /// `tx split` of a goal withdrawal or of a transfer's saving side, which keep their amount whole.
    case unsplittable(transactionID: Int64, transfer: Int64?)

    // MARK: Values the rules refuse

    /// An empty name (after trimming) for a "transaction", "line", "goal", "template", ….
    case emptyName(of: String)
    /// A name over 100 characters; `start` is its first 20.
    case nameTooLong(of: String, start: String)
    /// A transaction amount not above 0 or above the largest allowed (`MoneyRules.maximumTransaction`).
    case transactionAmountOutOfRange(Money, maximum: Money)
    /// A new line whose amount is not above 0.
    case newLineAmountNotPositive(Money)
    /// A line amount below 0.
    case negativeLineAmount
    /// A description over 500 characters.
    case descriptionTooLong
    /// A control character (tab included) in `what` ("a line name", "a category", …), as `U+001B`.
    case controlCharacter(in: String, codePoint: String)
    /// A bidirectional override or zero-width character in `what`, as `U+202E`.
    case invisibleCharacter(in: String, codePoint: String)
    /// A category longer than 100 characters; `start` is its first 20.
    case categoryTooLong(start: String)

    // MARK: The file itself

    /// A stored value that does not read as what its column holds (a month '2026-13', a NULL
    /// amount): the file was changed outside pulpe.
    case unreadableRow(table: String, id: Int64?, column: String, value: String)

    // MARK: Other rules, each with its own sentence

    /// An argument the command cannot take (options that contradict, a missing one, …).
    case invalidArgument(String)
    /// A value the rules refuse, in its own sentence (a goal's target of 0, pay day 32): bad data, status 65.
    case invalidValue(String)
    /// Something named does not exist (goals, templates, planned withdrawals, spreads).
    case notFound(String)
    /// A name already taken (goals, templates, template lines).
    case duplicate(String)
    /// The state forbids the change (a paused goal, a template in use, …).
    case conflict(String)
}
