import GRDB

/// The statements that replay journal images into a table, compiled once per table and kind.
/// Each reads its values from the image bound as a parameter (a JSON array, `JournalLayout`), so
/// no row is decoded in Swift. A delete matches every base column of the image (or only the key,
/// for an insert recorded by its key), an update the columns it moved, so either changes nothing
/// (0 rows) when the row is no longer as the journal left it.
struct ReplayStatements {
    private var cache: [String: Statement] = [:]
    private var layouts: [String: JournalLayout] = [:]

    func layout(_ db: Database, table: JournalTables.Journaled) throws -> JournalLayout {
        try layouts[table.name] ?? JournalLayout.current(db, table: table)
    }

    /// A single row's replay: a delete takes (?1 image or NULL, ?2 key), an insert (?1 image), an
    /// update (?1 before, ?2 after).
    mutating func statement(_ db: Database, table: JournalTables.Journaled, operation: JournalChange.Operation) throws -> Statement {
        let key = "\(table.name).\(operation.rawValue)"
        if let statement = cache[key] { return statement }
        let layout = try layout(db, table: table)
        layouts[table.name] = layout
        let sql: String
        switch operation {
        case .delete:
            let matches = layout.columns.map { "\($0) IS \(layout.value($0, in: "?1"))" }.joined(separator: " AND ")
            sql =
                "DELETE FROM \(table.name) WHERE \(layout.key) = coalesce(\(layout.value(layout.key, in: "?1")), ?2) AND (?1 IS NULL OR \(matches))"
        case .insert:
            sql =
                "INSERT INTO \(table.name) (\(layout.columns.joined(separator: ", "))) VALUES ("
                + layout.columns.map { layout.value($0, in: "?1") }.joined(separator: ", ") + ")"
        case .update:
            // Only the columns the change moved are checked and set back: an undone `tx check`
            // leaves a category another device set since as it is.
            func same(_ column: String) -> String { "\(layout.value(column, in: "?1")) IS \(layout.value(column, in: "?2"))" }
            sql =
                "UPDATE \(table.name) SET "
                + layout.columns.map { "\($0) = CASE WHEN \(same($0)) THEN \($0) ELSE \(layout.value($0, in: "?2")) END" }
                .joined(separator: ", ")
                + " WHERE "
                + (["\(layout.key) = \(layout.value(layout.key, in: "?1"))"]
                + layout.columns.map { "(\(same($0)) OR \($0) IS \(layout.value($0, in: "?1")))" }).joined(separator: " AND ")
        }
        let statement = try db.makeStatement(sql: sql)
        cache[key] = statement
        return statement
    }

    /// Keeps the rows a run of inserts made (`seq BETWEEN ?1 AND ?2` of unit `?3`, recorded by
    /// their key) as images in the journal, so a redo can put them back once undo deleted them.
    mutating func keepInsertedRows(_ db: Database, table: JournalTables.Journaled) throws -> Statement {
        let key = "\(table.name).keep"
        if let statement = cache[key] { return statement }
        let layout = try layout(db, table: table)
        layouts[table.name] = layout
        let statement = try db.makeStatement(
            sql: """
                UPDATE journal_change SET new_row = \(layout.rowImage(key: "journal_change.row_key"))
                WHERE seq BETWEEN ?1 AND ?2 AND unit_id = ?3 AND op = 'insert' AND new_row IS NULL
                """)
        cache[key] = statement
        return statement
    }

    /// One statement for a run of deletes or inserts of `table`, reading the images (or keys) from
    /// the journal's rows `seq BETWEEN ?1 AND ?2` of unit `?3`; inserts in the replay's order.
    mutating func batch(_ db: Database, table: JournalTables.Journaled, operation: JournalChange.Operation, backwards: Bool)
        throws -> Statement
    {
        let key = "\(table.name).\(operation.rawValue).batch.\(backwards)"
        if let statement = cache[key] { return statement }
        let layout = try layout(db, table: table)
        layouts[table.name] = layout
        // The image a delete matches is the row as the journal left it; an insert's is the row it restores.
        let image = (operation == .delete) == backwards ? "j.new_row" : "j.old_row"
        let rows = "journal_change j WHERE j.seq BETWEEN ?1 AND ?2 AND j.unit_id = ?3"
        let sql: String
        if operation == .delete {
            let matches = layout.columns.map { "t.\($0) IS \(layout.value($0, in: image))" }.joined(separator: " AND ")
            sql = """
                DELETE FROM \(table.name) WHERE rowid IN (
                    SELECT t.rowid FROM journal_change j JOIN \(table.name) t ON t.\(layout.key) = j.row_key
                        AND (\(image) IS NULL OR \(matches))
                    WHERE j.seq BETWEEN ?1 AND ?2 AND j.unit_id = ?3)
                """
        } else {
            sql =
                "INSERT INTO \(table.name) (\(layout.columns.joined(separator: ", "))) SELECT "
                + layout.columns.map { layout.value($0, in: image) }.joined(separator: ", ")
                + " FROM \(rows) AND \(image) IS NOT NULL ORDER BY j.seq \(backwards ? "DESC" : "ASC")"
        }
        let statement = try db.makeStatement(sql: sql)
        cache[key] = statement
        return statement
    }
}
