import GRDB

extension Schema {
    /// `sync_state.merged_seq`: this device's entries of the log up to it are merged here already,
    /// though the log has other devices' entries before them not yet applied: a sync found those
    /// touch nothing its own entries touch, so it applies them on top, a step at a time, instead
    /// of taking its own back. A sync stopped between two steps goes on from there.
    static func addSyncMergedOwn(_ db: Database) throws {
        try db.execute(sql: "ALTER TABLE sync_state ADD COLUMN merged_seq INTEGER NOT NULL DEFAULT 0")
    }
}
