import Foundation
import GRDB

/// Writes to a pulpe file behind pulpe's back, as an older release or another tool could have:
/// for tests of what pulpe does with rows it would never write itself.
public enum RawDatabase {
    /// Runs `sql` with `arguments` on the file at `path` in one transaction.
    public static func execute(_ path: String, _ sql: String, _ arguments: [String] = []) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in try db.execute(sql: sql, arguments: StatementArguments(arguments)) }
        try queue.close()
    }
}

extension RawDatabase {
    /// Runs `sql` and leaves its write-ahead log beside the file, as a process killed after its
    /// commit would: the log is saved while the connection is open and put back after it closed.
    public static func leaveLog(_ path: String, _ sql: String) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_autocheckpoint = 0") }
        try queue.write { db in try db.execute(sql: sql) }
        let saved = path + "-wal.saved"
        try? FileManager.default.removeItem(atPath: saved)
        try FileManager.default.copyItem(atPath: path + "-wal", toPath: saved)
        try queue.close()
        try? FileManager.default.removeItem(atPath: path + "-wal")
        try FileManager.default.moveItem(atPath: saved, toPath: path + "-wal")
    }
}
