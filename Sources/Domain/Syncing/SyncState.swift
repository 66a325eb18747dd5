import Foundation
import GRDB
import Remote

/// The `sync_state` row: this machine's household, device and place in the shared log; its one
/// writer (the journal's marker moves with `SyncJournal.moveMarker`).
struct SyncState: Sendable {
    let connection: String
    let household: String
    let device: String
    let deviceName: String
    let pulledSeq: Int64
    let floorSeq: Int64
    let queuedSeq: Int64
    let auto: Bool
    let lastSync: String?
    /// The household's key when its entries travel sealed (`sync init --encrypt`).
    let key: HouseholdKey?
    /// This device's entries of the log up to this one are merged here already (`merged`).
    let mergedSeq: Int64

    static func fetch(_ db: Database) throws -> SyncState? {
        guard
            let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT connection, household, device_id, device_name, pulled_seq, floor_seq, queued_seq, auto, last_sync,
                        household_key, merged_seq
                    FROM sync_state WHERE id = 1
                    """)
        else { return nil }
        return SyncState(
            connection: row[0], household: row[1], device: row[2], deviceName: row[3], pulledSeq: row[4], floorSeq: row[5],
            queuedSeq: row[6], auto: row[7], lastSync: row[8], key: (row[9] as Data?).flatMap(HouseholdKey.init(raw:)), mergedSeq: row[10])
    }

    static func insert(_ db: Database, connection: String, household: String, device: String, name: String, key: HouseholdKey?) throws {
        try db.execute(
            sql: """
                INSERT INTO sync_state (id, connection, household, device_id, device_name, floor_seq, queued_seq, household_key)
                VALUES (1, ?, ?, ?, ?, 0, 0, ?)
                """, arguments: [connection, household, device, name, key?.raw])
    }

    /// The journal's changes up to `seq` are in the outbox.
    static func queued(_ db: Database, upTo seq: Int64) throws {
        try db.execute(sql: "UPDATE sync_state SET queued_seq = max(queued_seq, ?) WHERE id = 1", arguments: [seq])
    }

    /// The log is applied up to `seq`, at `time`.
    static func pulled(_ db: Database, upTo seq: Int64, at time: String) throws {
        try db.execute(sql: "UPDATE sync_state SET pulled_seq = ?, last_sync = ? WHERE id = 1", arguments: [seq, time])
    }

    /// This device's entries of the log up to `seq` are merged here, before the other devices'
    /// entries that precede them in the log are applied (they touch different rows): a later
    /// sync neither takes them back nor applies them again.
    static func merged(_ db: Database, upTo seq: Int64) throws {
        try db.execute(sql: "UPDATE sync_state SET merged_seq = max(merged_seq, ?) WHERE id = 1", arguments: [seq])
    }

    /// The hybrid clock's last stamp, given or seen (`HybridClock`).
    static func setClock(_ db: Database, _ clock: Int64) throws {
        try db.execute(sql: "UPDATE sync_state SET clock = max(clock, ?) WHERE id = 1", arguments: [clock])
    }

    static func clock(_ db: Database) throws -> Int64 {
        try Int64.fetchOne(db, sql: "SELECT clock FROM sync_state WHERE id = 1") ?? 0
    }

    static func setAuto(_ db: Database, _ auto: Bool) throws {
        try db.execute(sql: "UPDATE sync_state SET auto = ? WHERE id = 1", arguments: [auto])
    }
}
