import GRDB

/// The statements that replay journal images into a table, compiled once per table and kind.
/// Each reads its values from the JSON image bound as a parameter, so no row is decoded in Swift.
/// A delete or update matches every base column of the image, so it changes nothing (0 rows)
/// when the row is no longer as the journal left it.
struct ReplayStatements {
    private var cache: [String: Statement] = [:]

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
                "UPDATE \(table.name) SET " + base.map { "\($0) = json_extract(?2, '$.\($0)')" }.joined(separator: ", ")
                    + " WHERE \(matches)"
            }
        let statement = try db.makeStatement(sql: sql)
        cache[key] = statement
        return statement
    }
}
