import Model
import Shared
import TestSupport
import Testing

@Suite struct BudgetServiceTests {
    let services: TestServices

    init() throws { services = try TestServices() }

    // MARK: - Create and delete

    @Test func aBudgetWithoutTemplateStartsEmptyWithDeltaZero() async throws {
        let budget = try await services.budgets.create(month: month(2026, 3), description: "  mars  ")
        #expect(budget.month == month(2026, 3))
        #expect(budget.description == "mars")
        #expect(budget.templateID == nil)
        #expect(budget.monthDelta == .zero)
        #expect(try await services.budgets.budget(id: budget.id) == budget)
        #expect(try await services.budgets.months() == [month(2026, 3)])
        #expect(try services.count("budget_line") == 0)
    }

    @Test func aSecondBudgetForTheSameMonthIsRefused() async throws {
        _ = try await services.budgets.create(month: month(2026, 3))
        let error = await #expect(throws: DomainError.self) { try await services.budgets.create(month: month(2026, 3)) }
        #expect(error == .duplicateBudget(month(2026, 3)))
        #expect(error?.description == "a budget for 2026-03 already exists: see it with `budget show 2026-03`")
        #expect(try services.count("budget") == 1)
    }

    @Test func aDescriptionLongerThan500CharactersIsRefused() async throws {
        await #expect(throws: DomainError.self) {
            _ = try await services.budgets.create(month: month(2026, 3), description: String(repeating: "a", count: 501))
        }
        #expect(try services.count("budget") == 0)
        let budget = try await services.budgets.create(month: month(2026, 3), description: String(repeating: "a", count: 500))
        #expect(budget.description?.count == 500)
    }

    @Test func anUnknownTemplateIsRefusedWithADomainError() async throws {
        let error = await #expect(throws: (any Error).self) {
            try await services.budgets.create(month: month(2026, 3), templateID: 999)
        }
        #expect(try services.count("budget") == 0)
        #expect(error is DomainError, "got \(String(describing: error))")
    }

    @Test func monthsAreListedInPeriodOrder() async throws {
        for created in [month(2026, 2), month(2025, 12), month(2026, 11), month(2026, 1)] {
            _ = try await services.budgets.create(month: created)
        }
        #expect(try await services.budgets.months() == [month(2025, 12), month(2026, 1), month(2026, 2), month(2026, 11)])
    }

    @Test func deletingABudgetDeletesItsLinesAndTransactionsOnly() async throws {
        let march = try await services.budgets.create(month: month(2026, 3))
        let courses = try await services.lines.add(budgetID: march.id, kind: .expense, name: "Courses", amount: chf(600))
        _ = try await services.lines.add(budgetID: march.id, kind: .income, name: "Salaire", amount: chf(5000))
        try await services.addTransaction(march, line: courses, "Migros", chf(250), .expense)
        try await services.addTransaction(march, line: courses, "Coop", chf(180), .expense)
        try await services.addTransaction(march, "Restaurant", chf(80), .expense)
        let april = try await services.budgets.create(month: month(2026, 4))
        let loyer = try await services.lines.add(budgetID: april.id, kind: .expense, name: "Loyer", amount: chf(1500))
        try await services.addTransaction(april, line: loyer, "Régie", chf(1500), .expense)
        #expect(try services.count("budget_line") == 3)
        #expect(try services.count("tx") == 4)

        #expect(
            try await services.budgets.contents(month: month(2026, 3))
                == BudgetContents(lines: 2, transactions: 3, checked: 0, transfers: 0, accounts: ["Main"]))
        let deleted = try await services.budgets.delete(month: month(2026, 3))

        #expect(deleted.budget.id == march.id)
        #expect(deleted.removed == BudgetContents(lines: 2, transactions: 3, checked: 0, transfers: 0, accounts: ["Main"]))
        #expect(try await services.budgets.contents(month: month(2026, 3)) == nil)
        #expect(try services.count("budget") == 1)
        #expect(try services.count("budget_line") == 1)
        #expect(try services.count("tx") == 1)
        #expect(try await services.budgets.details(month: month(2026, 4))?.transactions.map(\.name) == ["Régie"])
    }

    @Test func deletingAMissingBudgetIsNotFound() async throws {
        let error = await #expect(throws: DomainError.self) { try await services.budgets.delete(month: month(2026, 3)) }
        #expect(error == .noBudget(month(2026, 3)))
        #expect(error?.description == "no budget for 2026-03: create it with `budget new 2026-03`")
    }

    // MARK: - Details (Docs/Domain.md §9 example A)

    @Test func exampleADetailsThroughTheServices() async throws {
        let example = try await ServiceExampleA.build(in: services)
        let details = try #require(try await services.budgets.details(month: ServiceExampleA.month))

        #expect(details.budget.monthDelta == chf(2570))
        #expect(details.lines.map(\.name) == ["Salaire", "Loyer", "Courses", "Épargne"])
        #expect(details.transactions.count == 6)
        #expect(details.metrics.rollover == chf(200))
        #expect(details.metrics.totalIncome == chf(5300))
        #expect(details.metrics.totalExpenses == chf(2730))
        #expect(details.metrics.totalSavings == chf(500))
        #expect(details.metrics.available == chf(5500))
        #expect(details.metrics.remaining == chf(2770))
        #expect(details.realized.income == chf(5000))
        #expect(details.realized.expenses == chf(2510))
        #expect(details.realized.balance == chf(2690))
        #expect(details.realized.checkedItems == 6)
        #expect(details.realized.totalItems == 10)
        #expect(details.consumed[example.courses.id] == chf(650))
        #expect(details.consumed[example.epargne.id] == chf(500))
        #expect(details.consumed[example.loyer.id] == nil)
        #expect(details.period == BudgetPeriod(month: ServiceExampleA.month, start: day(2026, 3, 1), end: day(2026, 3, 31)))
    }

    @Test func checkingInExampleAMovesOnlyTheRealizedFigures() async throws {
        let example = try await ServiceExampleA.build(in: services)
        _ = try await services.lines.setChecked(id: example.courses.id, true)
        let freelance = try #require(try await services.transactions.transactions(named: "Freelance", budgetID: example.budget.id).first)
        _ = try await services.transactions.setChecked(id: freelance.id, true)

        let details = try #require(try await services.budgets.details(month: ServiceExampleA.month))
        // Courses now counts max(600, 430 checked); Freelance adds 300 to realized income.
        #expect(details.realized.income == chf(5300))
        #expect(details.realized.expenses == chf(2680))
        #expect(details.realized.balance == chf(2820))  // 5300 − 2680 + 200
        #expect(details.realized.checkedItems == 8)
        #expect(details.metrics.remaining == chf(2770))
        #expect(details.budget.monthDelta == chf(2570))
    }

    @Test func detailsOfAMonthWithoutBudgetAreNil() async throws {
        try await services.budget(month(2026, 3), delta: chf(100))
        #expect(try await services.budgets.details(month: month(2026, 4)) == nil)
        #expect(try await services.budgets.budget(for: month(2026, 4)) == nil)
    }

    @Test func detailsFollowThePayDay() async throws {
        _ = try await services.settings.setPayDay(27)
        _ = try await services.budgets.create(month: month(2026, 3))
        let details = try #require(try await services.budgets.details(month: month(2026, 3)))
        #expect(details.period.start == day(2026, 2, 27))
        #expect(details.period.end == day(2026, 3, 26))
    }

    // MARK: - Rollover chain (Docs/Domain.md §9 example B)

    /// Jan +500, Feb +400, Mar −100, Apr −1200, May +300, each as Salaire 5000 minus a rent.
    @discardableResult
    private func exampleB() async throws -> [YearMonth: BudgetLine] {
        var rents: [YearMonth: BudgetLine] = [:]
        for (number, rent) in [(1, 4500), (2, 4600), (3, 5100), (4, 6200), (5, 4700)] {
            let budget = try await services.budgets.create(month: month(2026, number))
            _ = try await services.lines.add(budgetID: budget.id, kind: .income, name: "Salaire", amount: chf(5000))
            rents[budget.month] = try await services.lines.add(budgetID: budget.id, kind: .expense, name: "Loyer", amount: chf(Int64(rent)))
        }
        return rents
    }

    @Test func exampleBSummariesCarryEachMonthIntoTheNext() async throws {
        try await exampleB()
        let summaries = try await services.budgets.summaries()
        #expect(summaries.map(\.month) == (1...5).map { month(2026, $0) })
        #expect(summaries.map(\.net) == [chf(500), chf(400), chf(-100), chf(-1200), chf(300)])
        #expect(summaries.map(\.rollover) == [chf(0), chf(500), chf(900), chf(800), chf(-400)])
        #expect(summaries.map(\.endingBalance) == [chf(500), chf(900), chf(800), chf(-400), chf(-100)])
        #expect(summaries[3].totals.income == chf(5000))
        #expect(summaries[3].totals.expenses == chf(6200))
    }

    @Test func raisingAprilsRentMovesEveryLaterMonth() async throws {
        let rents = try await exampleB()
        try await services.budget(month(2026, 6), delta: .zero)
        let april = try #require(rents[month(2026, 4)])

        _ = try await services.lines.update(id: april.id, amount: chf(6300))

        let summaries = try await services.budgets.summaries()
        #expect(summaries.map(\.net) == [chf(500), chf(400), chf(-100), chf(-1300), chf(300), chf(0)])
        #expect(summaries.map(\.endingBalance) == [chf(500), chf(900), chf(800), chf(-500), chf(-200), chf(-200)])
        #expect(summaries[5].rollover == chf(-200))
        // The details of a later month read the same chain.
        let june = try #require(try await services.budgets.details(month: month(2026, 6)))
        #expect(june.metrics.rollover == chf(-200))
        #expect(june.metrics.remaining == chf(-200))
        let may = try #require(try await services.budgets.details(month: month(2026, 5)))
        #expect(may.metrics.remaining == chf(-200))
    }

    @Test func aMonthWithoutBudgetContributesNothing() async throws {
        try await services.budget(month(2026, 1), delta: chf(500))
        try await services.budget(month(2026, 3), delta: chf(-100))
        try await services.budget(month(2026, 6), delta: chf(40))
        let summaries = try await services.budgets.summaries()
        #expect(summaries.map(\.month) == [month(2026, 1), month(2026, 3), month(2026, 6)])
        #expect(summaries.map(\.rollover) == [chf(0), chf(500), chf(400)])
        #expect(summaries.map(\.endingBalance) == [chf(500), chf(400), chf(440)])
        #expect(try await services.budgets.details(month: month(2026, 3))?.metrics.rollover == chf(500))
    }

    @Test func deletingAnEarlierBudgetRemovesItFromTheChain() async throws {
        try await services.budget(month(2026, 1), delta: chf(500))
        try await services.budget(month(2026, 2), delta: chf(400))
        try await services.budgets.delete(month: month(2026, 1))
        let summaries = try await services.budgets.summaries()
        #expect(summaries.map(\.rollover) == [chf(0)])
        #expect(summaries.map(\.endingBalance) == [chf(400)])
    }

    @Test func summariesUseTheSameEnvelopesAsTheDetails() async throws {
        try await ServiceExampleA.build(in: services)
        let summary = try #require(try await services.budgets.summaries().last)
        #expect(summary.month == ServiceExampleA.month)
        #expect(summary.rollover == chf(200))
        #expect(summary.totals.income == chf(5300))
        #expect(summary.totals.outflows == chf(2730))
        #expect(summary.totals.savings == chf(500))
        #expect(summary.totals.expenses == chf(2230))
        #expect(summary.endingBalance == chf(2770))
    }
}
