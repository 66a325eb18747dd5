import GRDB

/// The whole database as plain rows, and back: what `export json` writes and `import json`
/// restores. Only stored facts travel; derived values (consumption, free sums, month deltas,
/// report totals) are rebuilt by the triggers as the rows go back in.
extension AppDatabase {
    /// Tables restored first, in this order (lines before the transactions allocated to them);
    /// any other table follows by name.
    static let restoreOrder = [
        "account", "settings", "savings_goal", "template", "template_line", "budget", "budget_line", "planned_withdrawal", "tx",
        "transfer", "roundup_move",
    ]
    /// Tables that only hold derived values, the journal or bookkeeping: the tables the journal
    /// leaves out (`JournalTables`, the one list of what is a fact and what is derived).
    static var derivedTables: Set<String> { Set(JournalTables.excluded.keys) }
    /// Columns kept by triggers, as `JournalTables` names them.
    static var derivedColumns: [String: Set<String>] {
        Dictionary(uniqueKeysWithValues: JournalTables.journaled.map { ($0.name, $0.derivedColumns) })
    }

    /// Each table with its stored columns, in restore order.
    public func dumpLayout() throws -> [(table: String, columns: [String])] {
        try read { db in
            let names = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
                .filter { !Self.derivedTables.contains($0) }
            let ordered =
                Self.restoreOrder.filter(names.contains) + names.filter { !Self.restoreOrder.contains($0) }.sorted()
            return try ordered.map { table in
                let columns = try db.columns(in: table).map(\.name).filter { !(Self.derivedColumns[table]?.contains($0) ?? false) }
                return (table, columns)
            }
        }
    }

    /// Calls `body` with each row of `table` (the `columns` given), by rowid.
    public func dumpRows(table: String, columns: [String], _ body: ([DatabaseValue]) throws -> Void) throws {
        try read { db in
            let list = columns.map { "\"\($0)\"" }.joined(separator: ", ")
            let cursor = try Row.fetchCursor(db, sql: "SELECT \(list) FROM \"\(table)\" ORDER BY rowid")
            while let row = try cursor.next() { try body((0..<columns.count).map { row[$0] }) }
        }
    }

    /// The migrations applied to the file, in order.
    public func appliedMigrations() throws -> [String] {
        try read { try String.fetchAll($0, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid") }
    }

    /// Inserts the rows of each table (ids kept) in one transaction; foreign keys are checked at
    /// its end. The caller makes sure the database holds nothing yet.
    public func restore(_ tables: [(table: String, columns: [String], rows: [[DatabaseValue]])]) throws {
        let known = Dictionary(uniqueKeysWithValues: try dumpLayout().map { ($0.table, Set($0.columns)) })
        try write { db in
            try db.execute(sql: "PRAGMA defer_foreign_keys = ON")
            let order = Self.restoreOrder + tables.map(\.table).filter { !Self.restoreOrder.contains($0) }.sorted()
            for name in order {
                guard let table = tables.first(where: { $0.table == name }) else { continue }
                guard let columns = known[name] else { throw RestoreError.unknownTable(name) }
                if let unknown = table.columns.first(where: { !columns.contains($0) }) { throw RestoreError.unknownColumn(name, unknown) }
                let list = table.columns.map { "\"\($0)\"" }.joined(separator: ", ")
                let marks = Array(repeating: "?", count: table.columns.count).joined(separator: ", ")
                // An upsert, not a REPLACE: a row an empty file already holds (the settings, the Main
                // account) is updated in place, so undoing the restore sets it back instead of deleting it.
                let updates = table.columns.map { "\"\($0)\" = excluded.\"\($0)\"" }.joined(separator: ", ")
                let statement = try db.makeStatement(
                    sql: "INSERT INTO \"\(name)\" (\(list)) VALUES (\(marks)) ON CONFLICT DO UPDATE SET \(updates)")
                for row in table.rows {
                    guard row.count == table.columns.count else { throw RestoreError.rowWidth(name) }
                    try statement.execute(arguments: StatementArguments(row))
                }
            }
        }
    }
}

/// Why a dump cannot be restored into this build's schema.
public enum RestoreError: Error, CustomStringConvertible, Equatable, Sendable {
    case unknownTable(String)
    case unknownColumn(String, String)
    case rowWidth(String)

    /// The message, so that `"\(error)"` reads as the sentence too.
    public var description: String { message }

    public var message: String {
        switch self {
        case .unknownTable(let table): "the file has a table '\(table)' this pulpe does not know: restore it with a newer pulpe"
        case .unknownColumn(let table, let column):
            "the file's table '\(table)' has a column '\(column)' this pulpe does not know: restore it with a newer pulpe"
        case .rowWidth(let table): "a row of '\(table)' in the file has the wrong number of values"
        }
    }
}
