import Foundation
import GRDB
import Ledger
import Model
import Persistence
import Planning
import Shared
import Synchronization

/// A temporary database with one budget, a few lines and transactions, and a way to record the
/// statements a service call runs and explain each of them.
struct QueryPlanFixture {
    static let month = YearMonth(year: 2026, month: 6)

    let folder: URL
    let database: AppDatabase
    let budgets: BudgetService
    let lines: BudgetLineService
    let ledger: TransactionService
    let budgetID: Int64
    let groceriesID: Int64

    init() async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("pulpe-plan-\(UUID().uuidString)")
        database = try AppDatabase.open(path: folder.appendingPathComponent("plan.sqlite").path)
        budgets = BudgetService(database: database)
        lines = BudgetLineService(database: database)
        ledger = TransactionService(database: database)
        _ = try await budgets.create(month: Self.month.previous)
        budgetID = try await budgets.create(month: Self.month).id
        groceriesID = try await lines.add(budgetID: budgetID, kind: .expense, name: "Groceries", amount: Money(cents: 60_000)).id
        _ = try await lines.add(budgetID: budgetID, kind: .income, name: "Salary", amount: Money(cents: 650_000))
        for day in 1...5 {
            _ = try await ledger.add(
                NewTransaction(
                    budgetID: budgetID, lineID: day.isMultiple(of: 2) ? groceriesID : nil, name: "Migros", amount: Money(cents: 1_000),
                    kind: .expense, date: LocalDate(year: 2026, month: 6, day: day)))
        }
    }

    func cleanUp() { try? FileManager.default.removeItem(at: folder) }

    /// How many values a statement takes: its `?`s, or the highest `?N` when it numbers them.
    static func parameterCount(_ sql: String) -> Int {
        let numbered = sql.split(separator: "?").dropFirst().compactMap { Int($0.prefix { $0.isNumber }) }
        return numbered.max() ?? sql.filter { $0 == "?" }.count
    }

    /// The plans of the data statements `body` runs (triggers' and transaction control left out).
    func plans(_ body: (QueryPlanFixture) async throws -> Void) async throws -> [QueryPlan] {
        let recorded = Mutex<[String]>([])
        try database.read { db in
            db.trace { event in
                if case .statement(let statement) = event { recorded.withLock { $0.append(statement.sql) } }
            }
        }
        try await body(self)
        try database.read { db in db.trace(options: [], nil) }
        let statements = recorded.withLock { $0 }.filter { sql in
            ["SELECT", "INSERT", "UPDATE", "DELETE", "WITH"].contains { sql.uppercased().hasPrefix($0) }
        }
        return try database.read { db in
            try statements.map { sql in
                let placeholders = Self.parameterCount(sql)
                let rows = try Row.fetchAll(
                    db, sql: "EXPLAIN QUERY PLAN \(sql)",
                    arguments: StatementArguments(Array(repeating: DatabaseValue.null, count: placeholders)))
                return QueryPlan(sql: sql, details: rows.map { $0["detail"] })
            }
        }
    }
}
