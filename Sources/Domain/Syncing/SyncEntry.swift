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
    var fields: SyncFields
}
