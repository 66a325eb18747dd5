import GRDB

/// Import keys stored short (`StoredImportKey`): a million imported rows held 76 MB of readable
/// keys, once in `tx` and again in its unique index.
extension Schema {
    /// Rewrites every readable key (one holding a `|`) of `tx` and `transfer_movement` into its
    /// stored form, and the keys in the journal's images with them, so an undo or a redo puts back
    /// the key a new import looks for. The rewrite is the schema's, not a command's: it is not
    /// journaled. Example: `|2026-01-01|4645|twint anna|1` → `3zaJ0TS5CJvw`.
    static func shortenImportKeys(_ db: Database) throws {
        let stored = DatabaseFunction("pulpe_stored_import_key", argumentCount: 1, pure: true) { values in
            String.fromDatabaseValue(values[0]).map(StoredImportKey.make)
        }
        db.add(function: stored)
        defer { db.remove(function: stored) }
        // The allocation check fires on any update of a row on a line; a row an older release's merge left on a
        // line of another kind would stop the rewrite of its key. It is put back as it was.
        let check = try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = 'tx_check_update'")
        // A row whose short key another row already holds is that row again (an older pulpe in the household did
        // not find it): it keeps its readable key, as the rewrite of v12 did.
        try db.execute(
            sql: """
                DROP TRIGGER IF EXISTS journal_tx_update;
                DROP TRIGGER IF EXISTS journal_transfer_movement_update;
                DROP TRIGGER IF EXISTS tx_check_update;
                UPDATE OR IGNORE tx SET import_key = pulpe_stored_import_key(import_key) WHERE instr(import_key, '|') > 0;
                UPDATE OR IGNORE transfer_movement SET import_key = pulpe_stored_import_key(import_key)
                WHERE instr(import_key, '|') > 0;
                """)
        if let check { try db.execute(sql: check) }
        for table in ["tx", "transfer_movement"] {
            guard let columns = try JournalLayout.stored(db, table: table), let position = columns.firstIndex(of: "import_key")
            else { continue }
            for image in ["old_row", "new_row"] {
                try db.execute(
                    sql: """
                        UPDATE journal_change
                        SET \(image) = json_set(\(image), '$[\(position)]', pulpe_stored_import_key(json_extract(\(image), '$[\(position)]')))
                        WHERE table_name = ? AND instr(json_extract(\(image), '$[\(position)]'), '|') > 0
                        """,
                    arguments: [table])
            }
        }
        try JournalTriggers.create(db)
    }
}
