import GRDB

/// One row change in the household's shared log: which row (table and global id), what
/// happened to it, and the columns it set (references as global ids). `seq` is the log's order,
/// the same on every machine.
struct SyncEntry: Sendable, Equatable {
    enum Operation: String, Sendable { case insert, update, delete }

    var seq: Int64
    var device: String
    var table: String
    var gid: String
    var operation: Operation
    /// The columns as the server sent them (JSON), read when the entry is applied: a sync that
    /// holds 100,000 entries at once keeps their text, not 100,000 dictionaries.
    var fieldsJSON: String?
    /// Its number among its device's entries (1, 2, 3…: a gap or a step back means the server
    /// dropped or moved some); 0 when unknown.
    var deviceSeq: Int64 = 0

    var fields: SyncFields { SyncFields(json: fieldsJSON) ?? SyncFields() }
}

/// When a change was made and what its device had seen then, carried among the entry's columns
/// under names no column has (`~at`, `~base`), so they travel sealed with it and an older pulpe
/// passes them by.
struct SyncMade: Sendable, Equatable {
    /// The change's hybrid clock stamp (`HybridClock`), in microseconds since 1970.
    let stamp: Int64
    /// The last entry of the log its device had applied when it made the change: every entry
    /// numbered above it was made without this device knowing it (concurrently).
    let base: Int64

    static let stampKey = "~at"
    static let baseKey = "~base"

    /// Read from an entry's columns; nil for an entry of a pulpe that does not stamp.
    init?(_ fields: SyncFields) {
        guard let stamp = fields[Self.stampKey].flatMap(Int64.fromDatabaseValue) else { return nil }
        self.stamp = stamp
        base = fields[Self.baseKey].flatMap(Int64.fromDatabaseValue) ?? 0
    }

    init(stamp: Int64, base: Int64) {
        self.stamp = stamp
        self.base = base
    }

    /// Writes them into an entry's columns.
    func write(into fields: inout SyncFields) {
        fields[Self.stampKey] = stamp.databaseValue
        fields[Self.baseKey] = base.databaseValue
    }
}
