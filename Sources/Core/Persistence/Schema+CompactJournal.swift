import GRDB

/// The change journal in its compact form (`JournalLayout`): images as arrays of values, an insert
/// recorded by its key alone. A million imported transactions kept 365 MB of JSON objects, one per
/// inserted row, naming every column.
extension Schema {
    /// Adds `journal_change.row_key` (the changed row's primary key, untyped: `roundup_move` is
    /// keyed by its week) and `journal_layout` (each table's image columns), rewrites the stored
    /// images as arrays, and drops the image of each insert that undo can take back by its key:
    /// every insert but those of undone units (redo puts their image back) and those waiting for
    /// the household's server (sync sends them; a later sync reads the row itself).
    static func compactJournal(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE journal_change ADD COLUMN row_key;
                CREATE TABLE journal_layout (
                    table_name TEXT PRIMARY KEY,
                    columns TEXT NOT NULL
                );
                """)
        for layout in try JournalLayout.all(db) {
            func array(_ image: String) -> String {
                "CASE WHEN \(image) IS NULL THEN NULL ELSE json_array("
                    + layout.columns.map { "json_extract(\(image), '$.\($0)')" }.joined(separator: ", ") + ") END"
            }
            try db.execute(
                sql: """
                    UPDATE journal_change SET row_key = json_extract(coalesce(new_row, old_row), '$.\(layout.key)'),
                        old_row = \(array("old_row")), new_row = \(array("new_row"))
                    WHERE table_name = ?
                    """, arguments: [layout.table])
        }
        try db.execute(
            sql: """
                UPDATE journal_change SET new_row = NULL
                WHERE op = 'insert' AND unit_id > 0 AND unit_id NOT IN (SELECT id FROM journal_unit WHERE undone = 1)
                    AND seq < \(Journal.floor)
                """)
        try JournalTriggers.create(db)
    }
}
