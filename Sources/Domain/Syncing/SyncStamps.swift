import GRDB

/// The `sync_stamp` table's one writer: which edit set each row's column last (its stamp, device
/// and place in the log), and which rows were removed, by whom, and what they held.
///
/// A column set by a later stamp keeps its value whatever order the edits arrive in, so every
/// device ends with the same value: the edit made last. Only edits are stamped here; an insert
/// needs none (every edit of a row is made after its insert was seen, so it stamps later).
enum SyncStamps {
    /// The stamp of one edit of a column, or of a row's removal.
    struct Stamp: Sendable, Hashable {
        let stamp: Int64
        let device: String
        /// Its number in the household's log (this device's own wait in `sync_own` until they have one).
        let seq: Int64?
        /// A removed row: its columns as they were (a JSON object), to name it and bring it back.
        let what: String?

        /// Whether this edit stands against another made at `stamp` by `device`: the later
        /// stamp wins, and on a tie the greater device id, so every device decides alike.
        func beats(_ stamp: Int64, device: String) -> Bool {
            self.stamp > stamp || (self.stamp == stamp && self.device > device)
        }
    }

    /// The column name that marks a removed row.
    static let removedMark = "-"

    /// The stamps of a row's columns (without its removal mark).
    static func stored(_ db: Database, table: String, row: String) throws -> [String: Stamp] {
        var stamps: [String: Stamp] = [:]
        let rows = try Row.fetchAll(
            db.cachedStatement(
                sql: "SELECT column_name, stamp, device, seq FROM sync_stamp WHERE table_name = ? AND row_key = ? AND column_name <> '-'"),
            arguments: [table, row])
        for row in rows { stamps[row[0]] = Stamp(stamp: row[1], device: row[2], seq: row[3], what: nil) }
        return stamps
    }

    /// Records that an edit stamped `stamp` by `device` (at `seq` in the log) set these columns.
    static func record(_ db: Database, table: String, row: String, columns: [String], stamp: Int64, device: String, seq: Int64?) throws {
        let statement = try db.cachedStatement(
            sql: "INSERT OR REPLACE INTO sync_stamp (table_name, row_key, column_name, stamp, device, seq) VALUES (?, ?, ?, ?, ?, ?)")
        for column in columns { try statement.execute(arguments: [table, row, column, stamp, device, seq]) }
    }

    /// Sets one stamp as a snapshot holds it: a column's (`column`) or a removal's (`removedMark`).
    static func restore(_ db: Database, table: String, row: String, column: String, _ stamp: Stamp) throws {
        try db.cachedStatement(
            sql:
                "INSERT OR REPLACE INTO sync_stamp (table_name, row_key, column_name, stamp, device, seq, what) VALUES (?, ?, ?, ?, ?, ?, ?)"
        ).execute(arguments: [table, row, column, stamp.stamp, stamp.device, stamp.seq, stamp.what])
    }

    /// Forgets the stamps of these columns (an edit from a pulpe that does not stamp set them).
    static func forget(_ db: Database, table: String, row: String, columns: [String]) throws {
        let statement = try db.cachedStatement(sql: "DELETE FROM sync_stamp WHERE table_name = ? AND row_key = ? AND column_name = ?")
        for column in columns { try statement.execute(arguments: [table, row, column]) }
    }

    /// Records a row's removal (its column stamps go with it).
    static func markRemoved(_ db: Database, table: String, row: String, stamp: Int64, device: String, seq: Int64?, what: String) throws {
        try db.cachedStatement(sql: "DELETE FROM sync_stamp WHERE table_name = ? AND row_key = ?").execute(arguments: [table, row])
        try db.cachedStatement(
            sql: "INSERT INTO sync_stamp (table_name, row_key, column_name, stamp, device, seq, what) VALUES (?, ?, '-', ?, ?, ?, ?)"
        ).execute(arguments: [table, row, stamp, device, seq, what])
    }

    /// The removal of a row, when it was removed.
    static func removal(_ db: Database, table: String, row: String) throws -> Stamp? {
        try Row.fetchOne(
            db.cachedStatement(
                sql: "SELECT stamp, device, seq, what FROM sync_stamp WHERE table_name = ? AND row_key = ? AND column_name = '-'"),
            arguments: [table, row]
        ).map { Stamp(stamp: $0[0], device: $0[1], seq: $0[2], what: $0[3]) }
    }

    /// Forgets a row's removal (it was kept, or made again).
    static func forgetRemoval(_ db: Database, table: String, row: String) throws {
        try db.cachedStatement(sql: "DELETE FROM sync_stamp WHERE table_name = ? AND row_key = ? AND column_name = '-'")
            .execute(arguments: [table, row])
    }

    // MARK: - This device's own, until the merge places them

    /// Keeps an edit (`columns`) or a removal (`what`, column '-') this device queued, apart from
    /// the stamps the merge decides by, until `settle` places it.
    static func queued(_ db: Database, table: String, row: String, columns: [String], stamp: Int64, what: String? = nil) throws {
        let statement = try db.cachedStatement(
            sql: "INSERT OR REPLACE INTO sync_own (table_name, row_key, column_name, stamp, what) VALUES (?, ?, ?, ?, ?)")
        for column in columns { try statement.execute(arguments: [table, row, column, stamp, what]) }
    }

    /// This device's edits the server has just numbered: they get their place in the log.
    static func sent(_ db: Database, table: String, row: String, stamp: Int64, seq: Int64) throws {
        try db.cachedStatement(sql: "UPDATE sync_own SET seq = ? WHERE table_name = ? AND row_key = ? AND stamp = ?")
            .execute(arguments: [seq, table, row, stamp])
    }

    /// Places this device's own edits and removals when the merge applies the log after them
    /// without replaying them (they came first: this device was up to date when it made them, so
    /// every device writes them whole): their stamps and marks stand, in the order they were made.
    /// When the merge replays them (`replayed`), they are dropped: the replay records what it wrote.
    static func settle(_ db: Database, device: String, replayed: Bool) throws {
        let rows =
            replayed
            ? []
            : try Row.fetchAll(
                db, sql: "SELECT table_name, row_key, column_name, stamp, seq, what FROM sync_own ORDER BY stamp, column_name = '-'")
        try db.execute(sql: "DELETE FROM sync_own")
        for row in rows {
            let (table, key, column): (String, String, String) = (row[0], row[1], row[2])
            if column == removedMark {
                try markRemoved(db, table: table, row: key, stamp: row[3], device: device, seq: row[4], what: row[5] ?? "{}")
            } else {
                try record(db, table: table, row: key, columns: [column], stamp: row[3], device: device, seq: row[4])
            }
        }
    }

    /// Forgets every stamp (a rebuild makes them again as it applies the log).
    static func forgetAll(_ db: Database) throws {
        try db.execute(sql: "DELETE FROM sync_stamp")
        try db.execute(sql: "DELETE FROM sync_own")
    }
}
