import GRDB

/// The `sync_state` row: this machine's household, device and place in the shared log.
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

    static func fetch(_ db: Database) throws -> SyncState? {
        guard
            let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT connection, household, device_id, device_name, pulled_seq, floor_seq, queued_seq, auto, last_sync
                    FROM sync_state WHERE id = 1
                    """)
        else { return nil }
        return SyncState(
            connection: row[0], household: row[1], device: row[2], deviceName: row[3], pulledSeq: row[4], floorSeq: row[5],
            queuedSeq: row[6], auto: row[7], lastSync: row[8])
    }
}
