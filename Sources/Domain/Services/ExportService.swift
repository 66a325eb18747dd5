import GRDB
import Model
import Persistence
import Shared

/// Reads every transaction out, streamed a row at a time: as CSV, and as a ledger/hledger
/// journal whose accounts are named from kinds, lines and goals.
public final class ExportService: Sendable {
    let database: AppDatabase

    public init(database: AppDatabase) { self.database = database }

    /// One transaction as exported.
    public struct Row: Sendable {
        public var id: Int64
        public var date: LocalDate
        public var month: YearMonth
        public var kind: Kind
        public var name: String
        public var amount: Money
        public var line: String?
        public var goal: String?
        public var category: String?
        public var checked: Bool
    }

    /// The number of transactions dated within the bounds (for progress).
    public func count(since: LocalDate?, until: LocalDate?) throws -> Int {
        try database.read { db in
            try Int.fetchOne(
                db, sql: "SELECT count(*) FROM tx WHERE date >= ? AND date <= ?",
                arguments: [since?.description ?? "0000", until?.description ?? "9999"]) ?? 0
        }
    }

    /// Calls `body` with each transaction dated within the bounds, by date then id.
    public func forEach(since: LocalDate?, until: LocalDate?, _ body: (Row) throws -> Void) throws {
        try database.read { db in
            let cursor = try GRDB.Row.fetchCursor(
                db,
                sql: """
                    SELECT t.id, t.date, b.month, t.kind, t.name, t.amount_cents, l.name AS line, g.name AS goal, t.category,
                        t.checked_at IS NOT NULL AS checked
                    FROM tx t JOIN budget b ON b.id = t.budget_id
                    LEFT JOIN budget_line l ON l.id = t.budget_line_id
                    LEFT JOIN savings_goal g ON g.id = IFNULL(l.savings_goal_id, t.source_goal_id)
                    WHERE t.date >= ? AND t.date <= ?
                    ORDER BY t.date, t.id
                    """,
                arguments: [since?.description ?? "0000", until?.description ?? "9999"])
            while let row = try cursor.next() {
                let id: Int64 = row[0]
                let dateText: String = row[1]
                let monthText: String = row[2]
                let kindText: String = row[3]
                guard let date = LocalDate.parse(dateText) else {
                    throw DomainError.unreadableRow(table: "tx", id: id, column: "date", value: dateText)
                }
                guard let month = YearMonth.parse(monthText) else {
                    throw DomainError.unreadableRow(table: "budget", id: nil, column: "month", value: monthText)
                }
                guard let kind = Kind(rawValue: kindText) else {
                    throw DomainError.unreadableRow(table: "tx", id: id, column: "kind", value: kindText)
                }
                try body(
                    Row(
                        id: id, date: date, month: month, kind: kind, name: row[4], amount: Money(cents: row[5]), line: row[6],
                        goal: row[7], category: row[8], checked: row[9]))
            }
        }
    }
}
