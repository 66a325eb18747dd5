import GRDB

/// What a synced database keeps of the household it shares (nothing until `sync init` or
/// `sync join`): its connection and place in the shared log, the global identity of its rows,
/// and the changes queued for the server.
extension Schema {
    /// `sync_state`: one row once set up. `pulled_seq` is the last entry of the shared log applied;
    /// `floor_seq` the journal's marker row: local changes above it are not yet merged in the
    /// log's order; `queued_seq` the last journal change copied to the outbox.
    /// `sync_row`: the global id of each local row (a merged row may have two).
    /// `sync_outbox`: changes ready to send, numbered per device so a resend is recognised.
    /// `sync_merged`: the rows and columns other devices' changes set here, with the journal's
    /// high water then: undo and redo refuse to write over them (`Journal.refuseMerged`).
    static func createSync(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE sync_state (
                    id INTEGER PRIMARY KEY CHECK (id = 1),
                    connection TEXT NOT NULL,
                    household TEXT NOT NULL,
                    device_id TEXT NOT NULL,
                    device_name TEXT NOT NULL,
                    pulled_seq INTEGER NOT NULL DEFAULT 0,
                    floor_seq INTEGER NOT NULL,
                    queued_seq INTEGER NOT NULL,
                    auto INTEGER NOT NULL DEFAULT 0,
                    last_sync TEXT
                );
                CREATE TABLE sync_row (
                    table_name TEXT NOT NULL,
                    gid TEXT NOT NULL,
                    local_id INTEGER NOT NULL,
                    PRIMARY KEY (table_name, gid)
                );
                CREATE INDEX sync_row_by_local ON sync_row(table_name, local_id);
                CREATE TABLE sync_merged (
                    table_name TEXT NOT NULL,
                    row_key TEXT NOT NULL,
                    column_name TEXT NOT NULL,
                    at_seq INTEGER NOT NULL
                );
                CREATE INDEX sync_merged_by_row ON sync_merged(table_name, row_key);
                CREATE TABLE sync_outbox (
                    device_seq INTEGER PRIMARY KEY AUTOINCREMENT,
                    unit_id INTEGER,
                    table_name TEXT NOT NULL,
                    gid TEXT NOT NULL,
                    op TEXT NOT NULL,
                    fields TEXT
                );
                """)
    }
}
