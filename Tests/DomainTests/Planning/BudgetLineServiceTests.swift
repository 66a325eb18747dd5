import GRDB
import Model
import Shared
import TestSupport
import Testing

@Suite struct BudgetLineServiceTests {
    let services: TestServices
    let budget: Budget

    init() async throws {
        services = try TestServices()
        budget = try await services.budgets.create(month: month(2026, 3))
    }

    // MARK: - Amounts

    @Test func aNewLineMustBeAboveZero() async throws {
        for amount in [Money.zero, Money(cents: -1)] {
            let error = await #expect(throws: DomainError.self) {
                try await services.lines.add(budgetID: budget.id, kind: .expense, name: "Loyer", amount: amount)
            }
            #expect(error == .newLineAmountNotPositive(amount))
        }
        #expect(try services.count("budget_line") == 0)
        let smallest = try await services.lines.add(budgetID: budget.id, kind: .expense, name: "Loyer", amount: Money(cents: 1))
        #expect(smallest.amount == Money(cents: 1))
    }

    @Test func anExistingLineMayBeSetToZeroButNotBelow() async throws {
        _ = try await services.lines.add(budgetID: budget.id, kind: .income, name: "Salaire", amount: chf(5000))
        let loyer = try await services.lines.add(budgetID: budget.id, kind: .expense, name: "Loyer", amount: chf(1500))
        #expect(try await services.storedDelta(budget.month) == chf(3500))

        let zeroed = try await services.lines.update(id: loyer.id, amount: .zero)
        #expect(zeroed.amount == .zero)
        #expect(try await services.storedDelta(budget.month) == chf(5000))

        await #expect(throws: DomainError.self) { try await services.lines.update(id: loyer.id, amount: Money(cents: -100)) }
        #expect(try await services.lines.line(id: loyer.id)?.amount == .zero)
    }

    // MARK: - Names

    @Test func namesAreUniqueInABudgetWhateverTheCase() async throws {
        _ = try await services.lines.add(budgetID: budget.id, kind: .saving, name: "Épargne", amount: chf(500))
        let error = await #expect(throws: DomainError.self) {
            try await services.lines.add(budgetID: budget.id, kind: .saving, name: "épargne", amount: chf(200))
        }
        // The error names the line as it is stored, not as typed.
        #expect(error == .duplicateLineName("Épargne", existingID: 1))
        #expect(try services.count("budget_line") == 1)
        #expect(try await services.storedDelta(budget.month) == chf(-500))
        #expect(try await services.lines.line(named: "ÉPARGNE", budgetID: budget.id)?.name == "Épargne")
    }

    @Test func aDecomposedAccentIsTheSameName() async throws {
        // "Épargne" typed as É (U+00C9), then pasted as E + combining acute (U+0045 U+0301).
        _ = try await services.lines.add(budgetID: budget.id, kind: .saving, name: "\u{C9}pargne", amount: chf(500))
        let decomposed = "E\u{301}pargne"
        #expect(decomposed == "\u{C9}pargne")  // Swift already calls them equal
        await #expect(throws: DomainError.self) {
            try await services.lines.add(budgetID: budget.id, kind: .saving, name: decomposed, amount: chf(200))
        }
        #expect(try services.count("budget_line") == 1)
    }

    @Test func renamingOntoAnotherLinesNameIsRefused() async throws {
        _ = try await services.lines.add(budgetID: budget.id, kind: .saving, name: "Épargne", amount: chf(500))
        let loyer = try await services.lines.add(budgetID: budget.id, kind: .expense, name: "Loyer", amount: chf(1500))
        await #expect(throws: DomainError.self) { try await services.lines.update(id: loyer.id, name: " ÉPARGNE ") }
        #expect(try await services.lines.line(id: loyer.id)?.name == "Loyer")
        // Changing only the case of its own name is allowed.
        #expect(try await services.lines.update(id: loyer.id, name: "LOYER").name == "LOYER")
    }

    @Test func theSameNameIsAllowedInAnotherBudget() async throws {
        let april = try await services.budgets.create(month: month(2026, 4))
        _ = try await services.lines.add(budgetID: budget.id, kind: .expense, name: "Loyer", amount: chf(1500))
        let other = try await services.lines.add(budgetID: april.id, kind: .expense, name: "loyer", amount: chf(1500))
        #expect(other.budgetID == april.id)
    }

    @Test(arguments: ["", "   ", String(repeating: "x", count: 101)])
    func anEmptyOrTooLongNameIsRefused(name: String) async throws {
        await #expect(throws: DomainError.self) {
            try await services.lines.add(budgetID: budget.id, kind: .expense, name: name, amount: chf(10))
        }
        #expect(try services.count("budget_line") == 0)
    }

    @Test func namesAreTrimmed() async throws {
        let line = try await services.lines.add(budgetID: budget.id, kind: .expense, name: "  Loyer  ", amount: chf(1500))
        #expect(line.name == "Loyer")
    }

    // MARK: - Other rules

    @Test func onlyASavingLineFeedsAGoal() async throws {
        try services.database.write { db in
            try db.execute(sql: "INSERT INTO savings_goal (id, name, name_key, created_on) VALUES (1, 'Voiture', 'voiture', '2026-01-01')")
        }
        await #expect(throws: DomainError.self) {
            try await services.lines.add(budgetID: budget.id, kind: .expense, name: "Voiture", amount: chf(300), goalID: 1)
        }
        let saving = try await services.lines.add(budgetID: budget.id, kind: .saving, name: "Voiture", amount: chf(300), goalID: 1)
        #expect(saving.savingsGoalID == 1)
    }

    @Test func aLineAddedByHandIsOneOffAndUncheckedByDefault() async throws {
        let line = try await services.lines.add(budgetID: budget.id, kind: .expense, name: "Dentiste", amount: chf(250))
        #expect(line.recurrence == .oneOff)
        #expect(!line.isChecked)
        #expect(!line.isManuallyAdjusted)
        #expect(line.templateLineID == nil)
    }

    @Test func updatingMarksTheLineAsAdjustedByHand() async throws {
        let line = try await services.lines.add(budgetID: budget.id, kind: .expense, name: "Loyer", amount: chf(1500))
        #expect(try await services.lines.update(id: line.id, name: "Loyer Genève").isManuallyAdjusted)
    }

    @Test func aLineForAMissingBudgetIsRefusedWithADomainError() async throws {
        let error = await #expect(throws: (any Error).self) {
            try await services.lines.add(budgetID: 999, kind: .expense, name: "Loyer", amount: chf(1500))
        }
        #expect(try services.count("budget_line") == 0)
        #expect(error is DomainError, "got \(String(describing: error))")
    }

    @Test func unknownLinesAreNotFound() async throws {
        await #expect(throws: DomainError.noLineID(42)) { try await services.lines.update(id: 42, amount: chf(1)) }
        await #expect(throws: DomainError.noLineID(42)) { try await services.lines.remove(id: 42) }
        await #expect(throws: DomainError.noLineID(42)) { try await services.lines.setChecked(id: 42, true) }
    }

    // MARK: - Checking and removing

    @Test func checkingAndUncheckingNeverChangeTheDelta() async throws {
        _ = try await services.lines.add(budgetID: budget.id, kind: .income, name: "Salaire", amount: chf(5000))
        let loyer = try await services.lines.add(budgetID: budget.id, kind: .expense, name: "Loyer", amount: chf(1500))
        #expect(try await services.lines.setChecked(id: loyer.id, true).isChecked)
        #expect(try await services.storedDelta(budget.month) == chf(3500))
        #expect(try await services.lines.setChecked(id: loyer.id, true).isChecked)
        #expect(try await services.lines.setChecked(id: loyer.id, false).isChecked == false)
        #expect(try await services.storedDelta(budget.month) == chf(3500))
    }

    @Test func removingALineFreesItsTransactionsAndTheDeltaCountsThemInFull() async throws {
        _ = try await services.lines.add(budgetID: budget.id, kind: .income, name: "Salaire", amount: chf(5000))
        let courses = try await services.lines.add(budgetID: budget.id, kind: .expense, name: "Courses", amount: chf(600))
        try await services.addTransaction(budget, line: courses, "Migros", chf(250), .expense)
        try await services.addTransaction(budget, line: courses, "Coop", chf(180), .expense)
        // The envelope covers both: 5000 − max(600, 430).
        #expect(try await services.storedDelta(budget.month) == chf(4400))

        let removed = try await services.lines.remove(id: courses.id)

        #expect(removed.id == courses.id)
        #expect(try await services.lines.line(id: courses.id) == nil)
        let transactions = try await services.transactions.list(budgetID: budget.id)
        #expect(transactions.count == 2)
        #expect(transactions.allSatisfy { $0.isFree })
        // Now free, they count in full: 5000 − 250 − 180.
        #expect(try await services.storedDelta(budget.month) == chf(4570))
        let details = try #require(try await services.budgets.details(month: budget.month))
        #expect(details.metrics.totalExpenses == chf(430))
        #expect(try await services.budgets.summaries().first?.net == chf(4570))
        #expect(try await services.budgets.summaries().first?.totals.expenses == chf(430))
    }
}
