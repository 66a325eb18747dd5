import GRDB
import Persistence

/// Every row of every table of the database but the journal's and SQLite's bookkeeping, as
/// sorted text: two dumps are equal when the data (derived figures included) is the same. The
/// search index is dumped as its term counts (`tx_search_terms`): FTS5's own storage depends on
/// the order of the writes that made it, not only on what it holds.
public enum DatabaseDump {
    static let skipped: Set<String> = [
        "journal_unit", "journal_change", "journal_state", "grdb_migrations", "sqlite_sequence", "sync_state", "sync_row", "sync_outbox",
        "sync_merged", "sync_stamp", "sync_own", "sync_note", "sync_device", "tx_search_data", "tx_search_idx", "tx_search_config",
    ]

    public static func take(_ database: AppDatabase) throws -> String {
        try database.read(take)
    }

    /// The dump of the file at `path`, opened read-only.
    public static func take(path: String) throws -> String {
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        defer { try? queue.close() }
        return try queue.read(take)
    }

    public static func take(_ db: Database) throws -> String {
        let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        var out = ""
        for table in tables where !skipped.contains(table) {
            let rows = try Row.fetchAll(db, sql: "SELECT * FROM \(table)").map(\.description).sorted()
            out += "\(table):\n" + rows.map { "  \($0)\n" }.joined()
        }
        return out
    }

    /// The first table line that differs between two dumps, for the failure message.
    public static func firstDifference(_ lhs: String, _ rhs: String) -> String {
        let left = lhs.split(separator: "\n", omittingEmptySubsequences: false)
        let right = rhs.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(left.count, right.count) {
            let a = index < left.count ? String(left[index]) : "(end)"
            let b = index < right.count ? String(right[index]) : "(end)"
            if a != b { return "got  \(a)\nwant \(b)" }
        }
        return "(same)"
    }
}
