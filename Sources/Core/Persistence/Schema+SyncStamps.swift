import GRDB

extension Schema {
    /// What orders the household's edits by when they were made rather than when they were sent:
    /// - `journal_unit.stamp`: the moment a unit was made, in microseconds since 1970 (UTC);
    ///   `made_at` keeps the second for the screens.
    /// - `sync_state.clock`: the last stamp this device gave or saw (its hybrid logical clock).
    /// - `sync_stamp`: for each row and column an edit set, the stamp, device and log number of
    ///   that edit, so a concurrent edit made earlier never overwrites it; `column_name` '-' is a
    ///   removed row's mark (who removed it, and `what` it was), so an edit arriving for it is
    ///   reported and a row added to it meanwhile can bring it back.
    /// - `sync_note`: what syncs reported of merges (edits overwritten, swallowed, rows kept or
    ///   renamed), listed by `changes` beside the units.
    /// - `sync_own`: this device's edits and removals sent but not yet in the log's order here,
    ///   kept apart until the merge places them (`SyncStamps.settle`): a replay may refuse or
    ///   trim one, and then what stands is what the replay wrote.
    /// - `sync_device`: the last number applied of each other device's entries, so an entry the
    ///   server dropped or moved (a gap, a step back) is noticed.
    static func addSyncStamps(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE journal_unit ADD COLUMN stamp INTEGER;
                ALTER TABLE sync_state ADD COLUMN clock INTEGER NOT NULL DEFAULT 0;
                CREATE TABLE sync_stamp (
                    table_name TEXT NOT NULL,
                    row_key TEXT NOT NULL,
                    column_name TEXT NOT NULL,
                    stamp INTEGER NOT NULL,
                    device TEXT NOT NULL,
                    seq INTEGER,
                    what TEXT,
                    PRIMARY KEY (table_name, row_key, column_name)
                ) WITHOUT ROWID;
                CREATE TABLE sync_own (
                    table_name TEXT NOT NULL,
                    row_key TEXT NOT NULL,
                    column_name TEXT NOT NULL,
                    stamp INTEGER NOT NULL,
                    seq INTEGER,
                    what TEXT,
                    PRIMARY KEY (table_name, row_key, column_name)
                ) WITHOUT ROWID;
                CREATE TABLE sync_device (
                    device TEXT PRIMARY KEY,
                    last_seq INTEGER NOT NULL
                ) WITHOUT ROWID;
                CREATE TABLE sync_note (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    made_at TEXT NOT NULL,
                    text TEXT NOT NULL
                );
                """)
    }
}
