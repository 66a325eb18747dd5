import GRDB
import GRDBSQLite

/// A statement run many times in a row (an import's insert and its import-key probe) with its
/// values bound straight to SQLite, without GRDB's boxed `StatementArguments` (a tenth of an
/// import's time went to building and binding them). It still runs through GRDB's `execute`, so
/// the change observer hears the tables it writes.
/// Example: `try probe.bind(1, key); try probe.hasRow()` → true when a row has that key.
public struct BoundStatement {
    private let statement: Statement
    private let raw: OpaquePointer
    /// SQLite copies each text it is given (`SQLITE_TRANSIENT`).
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    /// Prepares `sql` (its own statement, not the connection's cache: nothing else may bind it).
    public init(_ db: Database, sql: String) throws {
        statement = try db.makeStatement(sql: sql)
        raw = statement.sqliteStatement
        // Marks the arguments bound, so that `execute()` binds nothing of its own.
        statement.setUncheckedArguments(
            StatementArguments(Array(repeating: DatabaseValue.null, count: Int(sqlite3_bind_parameter_count(raw)))))
    }

    /// Readies the statement for new values (each `bind` follows this).
    public func reset() { sqlite3_reset(raw) }

    /// Binds the 1-based parameter `index` to `value` (NULL when nil).
    public func bind(_ index: Int32, _ value: String?) {
        if let value { sqlite3_bind_text(raw, index, value, -1, Self.transient) } else { sqlite3_bind_null(raw, index) }
    }

    public func bind(_ index: Int32, _ value: Int64?) {
        if let value { sqlite3_bind_int64(raw, index, value) } else { sqlite3_bind_null(raw, index) }
    }

    /// Runs the statement to its end, as GRDB's `execute` does (errors thrown as `DatabaseError`).
    public func execute() throws { try statement.execute() }

    /// True when the query gives at least one row (a read: nothing for the change observer).
    public func hasRow() throws -> Bool { try firstInteger() != nil }

    /// The first column of the query's first row as an integer, nil when it gives no row (a read).
    public func firstInteger() throws -> Int64? {
        switch sqlite3_step(raw) {
        case SQLITE_ROW:
            let value = sqlite3_column_int64(raw, 0)
            sqlite3_reset(raw)
            return value
        case SQLITE_DONE: return nil
        case let code:
            sqlite3_reset(raw)
            throw DatabaseError(
                resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(sqlite3_db_handle(raw))),
                sql: statement.sql)
        }
    }
}
