import GRDB
import Model
import Persistence
import Shared

/// Reads reports: per-month spans from the stored per-budget totals (`report_category_total`,
/// `report_line_total`, kept by triggers), days and names from the transactions themselves.
public actor ReportService {
    /// Runs on the main actor's executor like the other read paths of commands (no thread hop).
    public nonisolated var unownedExecutor: UnownedSerialExecutor { MainActor.sharedUnownedExecutor }

    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// The groups of the transactions of `kind` (every kind when nil) in `span`, by `grouping`;
    /// months in chronological order, other groupings in no particular order.
    public func groups(span: ReportSpan, payDay: Int?, kind: Kind?, by grouping: ReportGrouping) throws -> [ReportGroup] {
        try database.read { db in
            let query = ReportQuery(span: span, payDay: payDay, kind: kind, grouping: grouping)
            return try Row.fetchAll(db.cachedStatement(sql: query.sql), arguments: query.arguments).map { row in
                ReportGroup(key: row[0], label: row[1], amount: Money(cents: row[2]), count: row[3])
            }
        }
    }

    /// The stored per-budget totals by category (`group` = the category, `""` for none).
    public func storedCategoryTotals() throws -> [ReportAggregateKey: ReportAggregate] {
        try database.read { try Self.stored($0, table: "report_category_total", group: "category") }
    }

    /// The stored per-budget totals by line (`group` = the line id, `"0"` for free transactions).
    public func storedLineTotals() throws -> [ReportAggregateKey: ReportAggregate] {
        try database.read { try Self.stored($0, table: "report_line_total", group: "CAST(line_id AS TEXT)") }
    }

    static func stored(_ db: Database, table: String, group: String, budgetID: Int64? = nil) throws
        -> [ReportAggregateKey: ReportAggregate]
    {
        let filter = budgetID == nil ? "" : " WHERE budget_id = ?"
        let rows = try Row.fetchAll(
            db, sql: "SELECT budget_id, kind, \(group), amount_cents, tx_count FROM \(table)\(filter)",
            arguments: budgetID.map { [$0] } ?? [])
        var totals: [ReportAggregateKey: ReportAggregate] = [:]
        for row in rows {
            let key = ReportAggregateKey(budgetID: row[0], kind: Kind(rawValue: row[1]) ?? .expense, group: row[2])
            totals[key] = ReportAggregate(amount: Money(cents: row[3]), count: row[4])
        }
        return totals
    }
}
