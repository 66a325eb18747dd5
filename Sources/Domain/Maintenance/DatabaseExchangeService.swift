import DomainKit
import Foundation
import GRDB
import Model
import Persistence
import Shared

/// `export json` and `import json`: the whole database as one JSON document
/// `{"pulpe": "database", "migrations": […], "tables": {"budget": {"columns": […], "rows": [[…]]}, …}}`,
/// restored into an empty database with the same ids; derived values are rebuilt by the triggers.
public actor DatabaseExchangeService: ServiceActor {
    let database: AppDatabase

    public init(database: AppDatabase) { self.database = database }

    /// Writes the document through `sink`, a table and a row at a time.
    public nonisolated func exportJSON(_ stream: inout JSONStream) throws {
        stream.write("{\"pulpe\":\"database\",\"migrations\":")
        stream.write(.array(try database.appliedMigrations().map { .string($0) }))
        stream.write(",\"tables\":{")
        for (index, (table, columns)) in try database.dumpLayout().enumerated() {
            if index > 0 { stream.write(",") }
            stream.write(.string(table))
            stream.write(":{\"columns\":")
            stream.write(.array(columns.map { .string($0) }))
            stream.write(",\"rows\":[")
            var first = true
            try database.dumpRows(table: table, columns: columns) { values in
                if !first { stream.write(",") }
                first = false
                stream.write(.array(values.map(Self.json)))
            }
            stream.write("]}")
        }
        stream.write("}}")
    }

    private static func json(_ value: DatabaseValue) -> JSONValue {
        switch value.storage {
        case .null: .null
        case .int64(let number): .int(number)
        case .double(let number): .number(String(number))
        case .string(let text): .string(text)
        case .blob(let data): .string(data.base64EncodedString())
        }
    }

    /// Restores a document written by `exportJSON` into this database, which must hold no budget,
    /// template, goal or transaction; returns the number of rows per table, and how many text
    /// values were cleaned of control or invisible characters (`cleanText`).
    public func importJSON(_ data: Data) throws -> (tables: [(table: String, rows: Int)], cleaned: Int) {
        let empty = try database.read { db in
            try Int.fetchOne(
                db,
                sql: "SELECT (SELECT count(*) FROM budget) + (SELECT count(*) FROM template) + (SELECT count(*) FROM savings_goal)")
        }
        guard empty == 0 else { throw ImportError.notEmpty }
        let object: Any
        do { object = try JSONSerialization.jsonObject(with: data) } catch { throw ImportError.notADatabaseDocument }
        guard let document = object as? [String: Any], document["pulpe"] as? String == "database",
            let tables = document["tables"] as? [String: Any]
        else { throw ImportError.notADatabaseDocument }
        var restored: [(table: String, columns: [String], rows: [[DatabaseValue]])] = []
        for (name, content) in tables {
            guard let content = content as? [String: Any], let columns = content["columns"] as? [String],
                let rows = content["rows"] as? [[Any]]
            else { throw ImportError.notADatabaseDocument }
            restored.append((name, columns, try rows.map { try $0.map(Self.value) }))
        }
        let cleaned = Self.cleanText(&restored)
        Self.storeImportKeys(&restored)
        try database.restore(restored)
        return (restored.map { ($0.table, $0.rows.count) }.sorted { $0.table < $1.table }, cleaned)
    }

    /// Import keys a document of an earlier version holds readable (`ubs|ref|ZV123`) are restored
    /// as this version stores them (`StoredImportKey`), so the next import of that statement finds them.
    static func storeImportKeys(_ tables: inout [(table: String, columns: [String], rows: [[DatabaseValue]])]) {
        for index in tables.indices where StoredImportKey.tables.contains(tables[index].table) {
            guard let column = tables[index].columns.firstIndex(of: "import_key") else { continue }
            for row in tables[index].rows.indices where column < tables[index].rows[row].count {
                guard let key = String.fromDatabaseValue(tables[index].rows[row][column]) else { continue }
                tables[index].rows[row][column] = StoredImportKey.make(key).databaseValue
            }
        }
    }

    /// Cleans the names, categories and descriptions of a document that hold a control or
    /// invisible character (`StoredText.cleaned`), with the keys derived from them, so that they
    /// can never reach a screen; returns how many values were cleaned. Example: a goal named
    /// `Trip` + ESC `[2J` is restored as `Trip [2J`.
    static func cleanText(_ tables: inout [(table: String, columns: [String], rows: [[DatabaseValue]])]) -> Int {
        var cleaned = 0
        for column in StoredText.columns {
            guard let position = tables.firstIndex(where: { $0.table == column.table }),
                let index = tables[position].columns.firstIndex(of: column.column)
            else { continue }
            let columns = tables[position].columns
            let nameKey = column.nameKey.flatMap { columns.firstIndex(of: $0) }
            let searchKey = column.searchKey.flatMap { columns.firstIndex(of: $0) }
            // The names already taken: a cleaned name that meets one keeps both, told apart by its id
            // (whatever the uniqueness scope, a budget or the whole table).
            var taken = Set(
                tables[position].rows.compactMap { row in nameKey.flatMap { $0 < row.count ? String.fromDatabaseValue(row[$0]) : nil } })
            let id = columns.firstIndex(of: "id")
            for row in tables[position].rows.indices where index < tables[position].rows[row].count {
                guard let text = String.fromDatabaseValue(tables[position].rows[row][index]), !StoredText.isClean(text) else { continue }
                var clean = StoredText.cleaned(text)
                // Transactions may share names; the other named rows may not.
                if nameKey != nil, column.table != "tx", taken.contains(NameKey.make(clean)) {
                    let number = id.flatMap { Int64.fromDatabaseValue(tables[position].rows[row][$0]) } ?? Int64(row + 1)
                    clean += " #\(number)"
                }
                taken.insert(NameKey.make(clean))
                tables[position].rows[row][index] = clean.databaseValue
                if let nameKey, nameKey < columns.count { tables[position].rows[row][nameKey] = NameKey.make(clean).databaseValue }
                if let searchKey, searchKey < columns.count { tables[position].rows[row][searchKey] = SearchKey.make(clean).databaseValue }
                cleaned += 1
            }
        }
        return cleaned
    }

    private static func value(_ any: Any) throws -> DatabaseValue {
        switch any {
        case is NSNull: return .null
        case let text as String: return text.databaseValue
        case let number as NSNumber:
            // pulpe stores no floating-point column: a whole number is an integer.
            let integer = number.int64Value
            return Double(integer) == number.doubleValue ? integer.databaseValue : number.doubleValue.databaseValue
        default: throw ImportError.notADatabaseDocument
        }
    }
}
