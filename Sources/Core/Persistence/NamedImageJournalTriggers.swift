import GRDB

/// The journal triggers of schema versions 9 to 13, which wrote each image as a JSON object naming
/// every column (inserts included). Kept unchanged for those migrations, which must replay as they
/// shipped; from v14 on, `JournalTriggers` writes the compact images (`JournalLayout`).
enum NamedImageJournalTriggers {
    /// Creates (or recreates, after a migration that changed a journaled table's columns) the
    /// three triggers of every journaled table (a table a later migration creates is left out).
    static func create(_ db: Database) throws {
        for table in JournalTables.journaled where try db.tableExists(table.name) {
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
