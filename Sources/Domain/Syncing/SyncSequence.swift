import GRDB

/// The `sync_device` table's one writer. Each device numbers its entries 1, 2, 3… and the log
/// keeps them in that order; the last number applied of every other device is kept, so an entry
/// that does not follow it (the server dropped, repeated or moved one) stops the sync before
/// anything of it is applied, rather than leaving this device quietly apart from the others.
///
/// Example: desk's entries 7 and 8 were applied; the next of desk's read must be 9. A 10 means 9
/// is missing; a 7 that it came twice or out of order.
enum SyncSequence {
    /// Checks that each other device's entries in `entries` follow on from the last applied, and
    /// records the new last ones. A device not seen yet starts where its first entry stands.
    static func follow(_ db: Database, _ entries: [SyncEntry], me: String, server: String, names: [String: String]) throws {
        var last: [String: Int64] = [:]
        let read = try db.cachedStatement(sql: "SELECT last_seq FROM sync_device WHERE device = ?")
        for entry in entries where entry.device != me && entry.deviceSeq > 0 {
            let before: Int64? = try last[entry.device] ?? Int64.fetchOne(read, arguments: [entry.device])
            if let before, entry.deviceSeq != before + 1 {
                throw SyncError.logAltered(
                    server: server, device: names[entry.device] ?? entry.device, expected: before + 1, found: entry.deviceSeq)
            }
            last[entry.device] = entry.deviceSeq
        }
        let write = try db.cachedStatement(sql: "INSERT OR REPLACE INTO sync_device (device, last_seq) VALUES (?, ?)")
        for (device, seq) in last { try write.execute(arguments: [device, seq]) }
    }

    /// Sets `device`'s last number applied (from a snapshot, which stands for the log up to it).
    static func restore(_ db: Database, device: String, last: Int64) throws {
        try db.execute(sql: "INSERT OR REPLACE INTO sync_device (device, last_seq) VALUES (?, ?)", arguments: [device, last])
    }

    /// Forgets every device's last number (a rebuild reads the log from its start again).
    static func forgetAll(_ db: Database) throws { try db.execute(sql: "DELETE FROM sync_device") }
}
