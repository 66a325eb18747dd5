import DomainKit
import GRDB
import Model
import Persistence
import Shared

/// Reads reports: per-month spans from the stored per-budget totals (`report_category_total`,
/// `report_line_total`, kept by triggers), days and names from the transactions themselves.
public actor ReportService: ServiceActor {
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
                ReportGroup(key: row[0], label: row[1] ?? grouping.noneLabel, amount: Money(cents: row[2]), count: row[3])
            }
        }
    }

    /// The groups of each budget month of `months`, for trends.
    public func monthlyGroups(months: ClosedRange<YearMonth>, kind: Kind?, by grouping: ReportGrouping) throws -> [ReportMonthGroup] {
        try database.read { db in
            let query = ReportQuery(span: .months(months), payDay: nil, kind: kind, grouping: grouping, perMonth: true)
            return try Row.fetchAll(db.cachedStatement(sql: query.sql), arguments: query.arguments).map { row in
                ReportMonthGroup(
                    month: YearMonth.parse(row[4]) ?? months.lowerBound,
                    group: ReportGroup(key: row[0], label: row[1] ?? grouping.noneLabel, amount: Money(cents: row[2]), count: row[3]))
            }
        }
    }

    /// Every budget line of `months` with its planned and consumed amounts (about 40 rows a month).
    public func planPoints(months: ClosedRange<YearMonth>) throws -> [PlanPoint] {
        try database.read { db in
            try Row.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT b.month, l.name_key, l.name, l.kind, l.amount_cents, l.consumed_cents
                        FROM budget b JOIN budget_line l ON l.budget_id = b.id
                        WHERE b.month BETWEEN ? AND ? ORDER BY b.month, l.id
                        """),
                arguments: [months.lowerBound.description, months.upperBound.description]
            ).map { row in
                PlanPoint(
                    month: YearMonth.parse(row[0]) ?? months.lowerBound, key: row[1], name: row[2],
                    kind: Kind(rawValue: row[3]) ?? .expense,
                    planned: Money(cents: row[4]), consumed: Money(cents: row[5]))
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

    package static func stored(_ db: Database, table: String, group: String, budgetID: Int64? = nil) throws
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
