import Foundation
import GRDB

/// How the change journal writes a row: as a JSON array of the values of its table's base columns
/// (every column but the derived ones), in the order `journal_layout` stores for that table. An
/// inserted row has no image at all, only its key: the row itself is in its table.
/// Example: a `tx` row is `[7,3,12,"Migros","migros",8240,"expense","2026-11-03",…]`, 180 bytes
/// where a JSON object naming each column took 420. (On a database in a household an insert keeps
/// its image too: `insertImage`.)
///
/// The layout is stored so images outlive a migration: when a journaled table's columns change,
/// `JournalTriggers.create` rewrites the stored images from the old layout to the new one.
public struct JournalLayout: Sendable {
    public let table: String
    /// The primary key column (`id`, or `week` for round-up moves).
    public let key: String
    /// The base columns, in image order.
    public let columns: [String]

    /// The layout of `table` as its schema is now (not as stored).
    static func current(_ db: Database, table: JournalTables.Journaled) throws -> JournalLayout {
        let columns = try db.columns(in: table.name).map(\.name).filter { !table.derivedColumns.contains($0) }
        let key = try db.primaryKey(table.name).columns.first ?? "rowid"
        return JournalLayout(table: table.name, key: key, columns: columns)
    }

    /// Every journaled table's layout, as the schema is now (a table a later migration creates is
    /// left out until then).
    static func all(_ db: Database) throws -> [JournalLayout] {
        try JournalTables.journaled.filter { try db.tableExists($0.name) }.map { try current(db, table: $0) }
    }

    /// The layout the stored images of `table` follow; nil before any was stored.
    static func stored(_ db: Database, table: String) throws -> [String]? {
        guard let text = try String.fetchOne(db, sql: "SELECT columns FROM journal_layout WHERE table_name = ?", arguments: [table])
        else { return nil }
        return try JSONDecoder().decode([String].self, from: Data(text.utf8))
    }

    func store(_ db: Database) throws {
        let text = String(decoding: try JSONEncoder().encode(columns), as: UTF8.self)
        try db.execute(
            sql: "INSERT OR REPLACE INTO journal_layout (table_name, columns) VALUES (?, ?)", arguments: [table, text])
    }

    /// The position of `column` in an image, as a JSON path (`$[3]`).
    func path(_ column: String) -> String? { columns.firstIndex(of: column).map { "$[\($0)]" } }

    /// The image of a row, from a trigger's `NEW` or `OLD` or a table alias.
    func image(of row: String) -> String {
        "json_array(" + columns.map { "\(row).\($0)" }.joined(separator: ", ") + ")"
    }

    /// An insert's image: only on a database in a household (`sync_state` holds its row), where
    /// sync sends each insert with the values it had, in the order the changes were made (a later
    /// update, sent after it, may name a row that did not exist yet). Elsewhere NULL: the key is enough.
    func insertImage(of row: String) -> String {
        "CASE WHEN EXISTS (SELECT 1 FROM sync_state) THEN \(image(of: row)) END"
    }

    /// The value of `column` in the image `expression`.
    func value(_ column: String, in expression: String) -> String {
        "json_extract(\(expression), '\(path(column) ?? "$.\(column)")')"
    }

    /// The image `expression` as a JSON object naming each column, for the readers of the
    /// journal (history, sync, conflict messages).
    func named(_ expression: String) -> String {
        "json_object(" + columns.enumerated().map { "'\($1)', json_extract(\(expression), '$[\($0)]')" }.joined(separator: ", ") + ")"
    }

    /// The row keyed `keyExpression` as it is now in its table, as a JSON object (NULL when gone).
    func namedRow(key keyExpression: String) -> String {
        "(SELECT json_object(" + columns.map { "'\($0)', r.\($0)" }.joined(separator: ", ")
            + ") FROM \(table) r WHERE r.\(key) = \(keyExpression))"
    }

    /// The row keyed `keyExpression` as it is now in its table, as an image (NULL when gone).
    func rowImage(key keyExpression: String) -> String {
        "(SELECT \(image(of: "r")) FROM \(table) r WHERE r.\(key) = \(keyExpression))"
    }

    /// `named` for a journal row `j` of any table: a CASE over `j.table_name`.
    static func named(_ layouts: [JournalLayout], image: String) -> String {
        "CASE WHEN \(image) IS NULL THEN NULL ELSE CASE j.table_name "
            + layouts.map { "WHEN '\($0.table)' THEN \($0.named(image))" }.joined(separator: " ") + " END END"
    }

    /// `namedRow` for a journal row `j` of any table: a CASE over `j.table_name`.
    static func namedRow(_ layouts: [JournalLayout], key: String) -> String {
        "CASE j.table_name " + layouts.map { "WHEN '\($0.table)' THEN \($0.namedRow(key: key))" }.joined(separator: " ") + " END"
    }

    /// Rewrites the stored images of this table from the layout `old` (by column name; a column
    /// `old` lacks takes its default), when a migration changed the table's columns.
    func rewrite(_ db: Database, from old: [String]) throws {
        guard old != columns else { return }
        // A column the old images lack takes its default, as the rows themselves did when it was
        // added (`tx.account_id`: 1, the Main account), so replaying an old image leaves it as the row has it.
        let defaults = try Row.fetchAll(db, sql: "SELECT name, dflt_value FROM pragma_table_info(?)", arguments: [table])
            .reduce(into: [String: String]()) { found, row in
                if let name = String.fromDatabaseValue(row[0]), let value = String.fromDatabaseValue(row[1]) { found[name] = value }
            }
        func convert(_ image: String) -> String {
            "CASE WHEN \(image) IS NULL THEN NULL ELSE json_array("
                + columns.map { column in
                    old.firstIndex(of: column).map { "json_extract(\(image), '$[\($0)]')" } ?? defaults[column] ?? "NULL"
                }
                .joined(separator: ", ") + ") END"
        }
        try db.execute(
            sql: "UPDATE journal_change SET old_row = \(convert("old_row")), new_row = \(convert("new_row")) WHERE table_name = ?",
            arguments: [table])
    }
}
