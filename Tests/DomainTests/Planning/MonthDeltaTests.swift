import Model
import Shared
import TestSupport
import Testing

/// The persisted month delta (`Budget.monthDelta`, Docs/Domain.md §5.6) is income − outflows under
/// the envelope rule after every add, update and remove, whatever the services go through.
@Suite struct MonthDeltaTests {
    let services: TestServices
    let budget: Budget

    init() async throws {
        services = try TestServices()
        budget = try await services.budgets.create(month: month(2026, 3))
    }

    /// The stored delta is `expected`, and a recomputation from every line and transaction agrees.
    private func expectDelta(_ expected: Money, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        #expect(try await services.storedDelta(budget.month) == expected, sourceLocation: sourceLocation)
        let details = try #require(try await services.budgets.details(month: budget.month), sourceLocation: sourceLocation)
        #expect(
            BudgetFormulas.monthDelta(lines: details.lines, transactions: details.transactions) == expected,
            sourceLocation: sourceLocation)
        #expect(try await services.budgets.summaries().first?.totals.monthDelta == expected, sourceLocation: sourceLocation)
    }

    @Test func everyAmountChangeRestoresTheDelta() async throws {
        let lines = services.lines
        let transactions = services.transactions
        let id = budget.id

        _ = try await lines.add(budgetID: id, kind: .income, name: "Salaire", amount: chf(5000))
        try await expectDelta(chf(5000))
        let loyer = try await lines.add(budgetID: id, kind: .expense, name: "Loyer", amount: chf(1500))
        try await expectDelta(chf(3500))
        let courses = try await lines.add(budgetID: id, kind: .expense, name: "Courses", amount: chf(600))
        try await expectDelta(chf(2900))

        try await services.addTransaction(budget, line: courses, "Migros", chf(250), .expense)
        try await expectDelta(chf(2900))  // inside the envelope: 250 ≤ 600
        let coop = try await services.addTransaction(budget, line: courses, "Coop", chf(400), .expense)
        try await expectDelta(chf(2850))  // 650 > 600: the overrun of 50 counts
        let restaurant = try await services.addTransaction(budget, "Restaurant", chf(80), .expense)
        try await expectDelta(chf(2770))
        try await services.addTransaction(budget, "Freelance", chf(300), .income)
        try await expectDelta(chf(3070))

        _ = try await lines.update(id: courses.id, amount: chf(700))
        try await expectDelta(chf(3020))  // 5300 − (1500 + 700 + 80)
        _ = try await transactions.update(id: coop.id, amount: chf(500))
        try await expectDelta(chf(2970))  // Courses consumed 750 > 700
        _ = try await transactions.update(id: restaurant.id, lineID: .some(courses.id))
        try await expectDelta(chf(2970))  // 5300 − (1500 + 830): counted once, inside Courses
        try await transactions.remove(id: coop.id)
        try await expectDelta(chf(3100))  // Courses back to its 700 (330 consumed)
        try await lines.remove(id: loyer.id)
        try await expectDelta(chf(4600))  // 5300 − 700
        _ = try await lines.add(budgetID: id, kind: .saving, name: "Épargne", amount: chf(500))
        try await expectDelta(chf(4100))
        try await services.addTransaction(budget, "Pilier 3a", chf(100), .saving)
        try await expectDelta(chf(4000))

        for line in try await lines.lines(budgetID: id) { _ = try await lines.setChecked(id: line.id, true) }
        for transaction in try await transactions.list(budgetID: id) { _ = try await transactions.setChecked(id: transaction.id, true) }
        try await expectDelta(chf(4000))
        for transaction in try await transactions.list(budgetID: id) { _ = try await transactions.setChecked(id: transaction.id, false) }
        try await expectDelta(chf(4000))
    }

    @Test func exampleAStoresDelta2570() async throws {
        let services = try TestServices()
        try await ServiceExampleA.build(in: services)
        #expect(try await services.storedDelta(ServiceExampleA.month) == chf(2570))
        // The earlier month's own delta is not touched by March.
        #expect(try await services.storedDelta(ServiceExampleA.month.previous) == chf(200))
    }

    @Test func aDeficitIsStoredNegative() async throws {
        _ = try await services.lines.add(budgetID: budget.id, kind: .income, name: "Salaire", amount: chf(1000))
        _ = try await services.lines.add(budgetID: budget.id, kind: .expense, name: "Loyer", amount: Money(cents: 150_050))
        try await expectDelta(Money(cents: -50_050))
    }

    @Test func anIncomeOverrunRaisesTheDelta() async throws {
        let salaire = try await services.lines.add(budgetID: budget.id, kind: .income, name: "Salaire", amount: chf(5000))
        try await services.addTransaction(budget, line: salaire, "Paie", chf(5200), .income)
        try await expectDelta(chf(5200))  // max(5000, 5200)
    }
}
