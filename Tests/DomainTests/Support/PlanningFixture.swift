import GRDB
import Model
import Persistence
import Shared
import TestSupport

/// The planning tests' name for the shared fixture.
typealias PlanningFixture = DatabaseFixture

extension DatabaseFixture {
    /// A household's normal month: income 6500, outflows 1800+420+600+80+65+500 = 3465, balance 3035.
    @discardableResult
    func household(name: String = "Normal month", isDefault: Bool = false) async throws -> Template {
        let template = try await templates.create(name: name, isDefault: isDefault)
        for (kind, lineName, amount) in [
            (Kind.income, "Salary", "6500"), (.expense, "Rent", "1800"), (.expense, "Health insurance", "420"),
            (.expense, "Groceries", "600"), (.expense, "Phone", "80"), (.expense, "Transport", "65"), (.saving, "Savings", "500"),
        ] {
            _ = try await templates.addLine(templateID: template.id, kind: kind, name: lineName, amount: money(amount))
        }
        return template
    }

    /// The line named `name` in the budget of `month`.
    func line(_ name: String, in month: YearMonth) async throws -> BudgetLine? {
        guard let budget = try await budgets.budget(for: month) else { return nil }
        return try await lines.line(named: name, budgetID: budget.id)
    }

    /// The months that have a budget, as text.
    func months() async throws -> [String] {
        try await budgets.months().map(\.description)
    }

    /// Month → (net, rollover) from the budget list.
    func chain() async throws -> [String: (net: Money, rollover: Money)] {
        Dictionary(uniqueKeysWithValues: try await budgets.summaries().map { ($0.month.description, ($0.net, $0.rollover)) })
    }
}
