import GRDB

/// The triggers that record every row change of a journaled table into `journal_change`, with
/// its before and after images as JSON, so every writer — present or future — is journaled
/// without code of its own. A recorded row has no unit yet (`unit_id` NULL): the session claims
/// it for the command or script running (`Journal.claim`) inside the same transaction.
/// An update that only moves derived columns (a line's consumption) is not recorded: replaying
/// the base rows recomputes it.
enum JournalTriggers {
    /// Creates (or recreates, after a migration that changed a journaled table's columns) the
    /// three triggers of every journaled table.
    static func create(_ db: Database) throws {
        for table in JournalTables.journaled {
            let columns = try db.columns(in: table.name).map(\.name)
            let base = columns.filter { !table.derivedColumns.contains($0) }
            let image = { (row: String) in
                "json_object(" + columns.map { "'\($0)', \(row).\($0)" }.joined(separator: ", ") + ")"
            }
            let changed = base.map { "OLD.\($0) IS NOT NEW.\($0)" }.joined(separator: " OR ")
            try db.execute(
                sql: """
                    DROP TRIGGER IF EXISTS journal_\(table.name)_insert;
                    DROP TRIGGER IF EXISTS journal_\(table.name)_update;
                    DROP TRIGGER IF EXISTS journal_\(table.name)_delete;
                    CREATE TRIGGER journal_\(table.name)_insert AFTER INSERT ON \(table.name)
                    BEGIN
                        INSERT INTO journal_change (table_name, op, new_row) VALUES ('\(table.name)', 'insert', \(image("NEW")));
                    END;
                    CREATE TRIGGER journal_\(table.name)_update AFTER UPDATE OF \(base.joined(separator: ", ")) ON \(table.name)
                    WHEN \(changed)
                    BEGIN
                        INSERT INTO journal_change (table_name, op, old_row, new_row)
                        VALUES ('\(table.name)', 'update', \(image("OLD")), \(image("NEW")));
                    END;
                    CREATE TRIGGER journal_\(table.name)_delete AFTER DELETE ON \(table.name)
                    BEGIN
                        INSERT INTO journal_change (table_name, op, old_row) VALUES ('\(table.name)', 'delete', \(image("OLD")));
                    END;
                    """)
        }
    }
}
