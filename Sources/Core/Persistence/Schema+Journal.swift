import GRDB

/// The change journal: units (one command, or one whole script run), their row changes, and the
/// journal's own setting (how many units it keeps).
extension Schema {
    /// `journal_unit`: one per command or script run that changed something, newest last, its
    /// changes between `first_seq` and `last_seq` (NULL while a script runs, or if it was killed:
    /// up to the end); `undone` marks the units `redo` can re-apply. `journal_change`: one row change, in the order
    /// SQLite made it (`seq`), with before (`old_row`) and after (`new_row`) images as JSON.
    static func createJournal(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE journal_unit (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    made_at TEXT NOT NULL,
                    text TEXT NOT NULL,
                    first_seq INTEGER NOT NULL,
                    last_seq INTEGER,
                    undone INTEGER NOT NULL DEFAULT 0
                );
                CREATE TABLE journal_change (
                    seq INTEGER PRIMARY KEY,
                    unit_id INTEGER,
                    table_name TEXT NOT NULL,
                    op TEXT NOT NULL,
                    old_row TEXT,
                    new_row TEXT
                );
                CREATE TABLE journal_state (
                    id INTEGER PRIMARY KEY CHECK (id = 1),
                    keep_units INTEGER NOT NULL DEFAULT 1000
                );
                INSERT INTO journal_state (id) VALUES (1);
                """)
        try NamedImageJournalTriggers.create(db)
    }
}
