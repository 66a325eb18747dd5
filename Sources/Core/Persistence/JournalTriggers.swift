import GRDB

/// The triggers that record every row change of a journaled table into `journal_change`, so
/// every writer — present or future — is journaled without code of its own. A recorded row has no
/// unit yet (`unit_id` NULL): the session claims it for the command or script running
/// (`Journal.claim`) inside the same transaction.
///
/// What each records is what undo, redo and sync need, no more (`JournalLayout` for the images):
/// an insert only the new row's key (undo deletes it; the row is in its table), and its image too
/// on a database in a household (sync sends the row as it was inserted, at its place), an update both
/// images (undo sets back the columns it moved, if they still hold what it wrote), a delete the
/// row's image (undo puts it back). An update that only moves derived columns (a line's
/// consumption) is not recorded: replaying the base rows recomputes it.
enum JournalTriggers {
    /// Creates (or recreates, after a migration that changed a journaled table's columns) the
    /// three triggers of every journaled table, rewriting stored images to the new layout first.
    static func create(_ db: Database) throws {
        for layout in try JournalLayout.all(db) {
            if let old = try JournalLayout.stored(db, table: layout.table) { try layout.rewrite(db, from: old) }
            try layout.store(db)
            let table = layout.table
            let changed = layout.columns.map { "OLD.\($0) IS NOT NEW.\($0)" }.joined(separator: " OR ")
            try db.execute(
                sql: """
                    DROP TRIGGER IF EXISTS journal_\(table)_insert;
                    DROP TRIGGER IF EXISTS journal_\(table)_update;
                    DROP TRIGGER IF EXISTS journal_\(table)_delete;
                    CREATE TRIGGER journal_\(table)_insert AFTER INSERT ON \(table)
                    BEGIN
                        INSERT INTO journal_change (table_name, op, row_key, new_row)
                        VALUES ('\(table)', 'insert', NEW.\(layout.key), \(layout.insertImage(of: "NEW")));
                    END;
                    CREATE TRIGGER journal_\(table)_update AFTER UPDATE OF \(layout.columns.joined(separator: ", ")) ON \(table)
                    WHEN \(changed)
                    BEGIN
                        INSERT INTO journal_change (table_name, op, row_key, old_row, new_row)
                        VALUES ('\(table)', 'update', NEW.\(layout.key), \(layout.image(of: "OLD")), \(layout.image(of: "NEW")));
                    END;
                    CREATE TRIGGER journal_\(table)_delete AFTER DELETE ON \(table)
                    BEGIN
                        INSERT INTO journal_change (table_name, op, row_key, old_row)
                        VALUES ('\(table)', 'delete', OLD.\(layout.key), \(layout.image(of: "OLD")));
                    END;
                    """)
        }
    }
}
