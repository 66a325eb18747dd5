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

    var fields: SyncFields { SyncFields(json: fieldsJSON) ?? SyncFields() }
}
