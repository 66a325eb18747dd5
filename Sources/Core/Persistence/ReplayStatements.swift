import GRDB

/// The statements that replay journal images into a table, compiled once per table and kind.
/// Each reads its values from the JSON image bound as a parameter, so no row is decoded in Swift.
/// A delete matches every base column of the image, an update the columns it moved, so either
/// changes nothing (0 rows) when the row is no longer as the journal left it.
struct ReplayStatements {
    private var cache: [String: Statement] = [:]

    /// True when the two images (?1 before, ?2 after) agree on `column`.
    private static func same(_ column: String) -> String { "json_extract(?1, '$.\(column)') IS json_extract(?2, '$.\(column)')" }

    mutating func statement(_ db: Database, table: JournalTables.Journaled, operation: JournalChange.Operation) throws -> Statement {
        let key = "\(table.name).\(operation.rawValue)"
        if let statement = cache[key] { return statement }
        let base = try db.columns(in: table.name).map(\.name).filter { !table.derivedColumns.contains($0) }
        let matches = base.map { "\($0) IS json_extract(?1, '$.\($0)')" }.joined(separator: " AND ")
        let sql =
            switch operation {
            case .delete: "DELETE FROM \(table.name) WHERE \(matches)"
            case .insert:
                "INSERT INTO \(table.name) (\(base.joined(separator: ", "))) VALUES ("
                    + base.map { "json_extract(?1, '$.\($0)')" }.joined(separator: ", ") + ")"
            case .update:
                // Only the columns the change moved are checked and set back: an undone `tx check`
                // leaves a category another device set since as it is.
                "UPDATE \(table.name) SET "
                    + base.map { "\($0) = CASE WHEN \(Self.same($0)) THEN \($0) ELSE json_extract(?2, '$.\($0)') END" }
                    .joined(separator: ", ")
                    + " WHERE "
                    + (try db.primaryKey(table.name).columns.map { "\($0) = json_extract(?1, '$.\($0)')" }
                    + base.map { "(\(Self.same($0)) OR \($0) IS json_extract(?1, '$.\($0)'))" }).joined(separator: " AND ")
            }
        let statement = try db.makeStatement(sql: sql)
        cache[key] = statement
        return statement
    }

    /// One statement for a run of deletes or inserts of `table`, reading the images from the
    /// journal's rows `seq BETWEEN ?1 AND ?2` of unit `?3`; inserts in the replay's order.
    mutating func batch(_ db: Database, table: JournalTables.Journaled, operation: JournalChange.Operation, backwards: Bool)
        throws -> Statement
    {
        let key = "\(table.name).\(operation.rawValue).batch.\(backwards)"
        if let statement = cache[key] { return statement }
        let base = try db.columns(in: table.name).map(\.name).filter { !table.derivedColumns.contains($0) }
        // The image a delete matches is the row as the journal left it; an insert's is the row it restores.
        let image = (operation == .delete) == backwards ? "j.new_row" : "j.old_row"
        let rows = "journal_change j WHERE j.seq BETWEEN ?1 AND ?2 AND j.unit_id = ?3"
        let sql: String
        if operation == .delete {
            let keyMatches = try db.primaryKey(table.name).columns.map { "t.\($0) = json_extract(\(image), '$.\($0)')" }
            let matches = (keyMatches + base.map { "t.\($0) IS json_extract(\(image), '$.\($0)')" }).joined(separator: " AND ")
            sql = """
                DELETE FROM \(table.name) WHERE rowid IN (
                    SELECT t.rowid FROM \(rows.replacingOccurrences(of: " WHERE ", with: " JOIN \(table.name) t ON \(matches) WHERE ")))
                """
        } else {
            sql =
                "INSERT INTO \(table.name) (\(base.joined(separator: ", "))) SELECT "
                + base.map { "json_extract(\(image), '$.\($0)')" }.joined(separator: ", ")
                + " FROM \(rows) ORDER BY j.seq \(backwards ? "DESC" : "ASC")"
        }
        let statement = try db.makeStatement(sql: sql)
        cache[key] = statement
        return statement
    }
}
