import GRDB

/// Triggers dropped for the rest of a write transaction and created again, from their own stored
/// SQL, before it commits: a bulk write that brings their work up to date set-wise instead of row
/// by row. A rollback brings them back with everything else (SQLite's DDL is transactional).
/// Example: an import sets aside `tx_report_insert`, inserts 100,000 rows, adds each budget's
/// category sums in one `INSERT … SELECT … GROUP BY`, then restores the trigger.
public struct SetAsideTriggers: Sendable {
    /// Each trigger's `CREATE TRIGGER` statement, as `sqlite_master` held it.
    private let statements: [String]

    /// Drops the triggers `names` (each must exist) and keeps their SQL.
    public init(_ db: Database, names: [String]) throws {
        var statements: [String] = []
        for name in names {
            guard
                let sql = try String.fetchOne(
                    db, sql: "SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ?", arguments: [name])
            else { throw DatabaseError(resultCode: .SQLITE_ERROR, message: "no trigger \(name) to set aside") }
            statements.append(sql)
            try db.execute(sql: "DROP TRIGGER \(name)")
        }
        self.statements = statements
    }

    /// Creates the triggers again, as they were.
    public func restore(_ db: Database) throws {
        for sql in statements { try db.execute(sql: sql) }
    }
}
