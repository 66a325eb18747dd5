import Domain
import GRDB
import Model
import Persistence
import Shared
import TestSupport

/// A pulpe database in a real SQLite file of its own (WAL, triggers, foreign keys) with the
/// services that plan months on it: templates, budgets, lines, transactions, spreads.
struct PlanningFixture {
    /// Removed, with its folder, when the last copy of the fixture goes away.
    let file = TemporaryDatabaseFile()
    let database: AppDatabase
    let settings: SettingsService
    let budgets: BudgetService
    let lines: BudgetLineService
    let transactions: TransactionService
    let templates: TemplateService
    let spreads: SpreadService

    init() throws {
        database = try file.open()
        let clock = ManualClock()
        settings = SettingsService(database: database)
        budgets = BudgetService(database: database)
        lines = BudgetLineService(database: database, clock: clock)
        transactions = TransactionService(database: database, clock: clock)
        templates = TemplateService(database: database)
        spreads = SpreadService(database: database)
    }

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

    func count(_ table: String) throws -> Int {
        try database.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM \(table)") ?? -1 }
    }
}
