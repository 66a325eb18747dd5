import GRDB
import Persistence

/// What sync needs to know of one journaled table, read from the schema itself so a new column
/// or table travels without code of its own: its key, its base columns, the rows it refers to,
/// and the unique keys two devices may both fill (a month, a line name in its budget).
///
/// A table keyed by `id INTEGER … AUTOINCREMENT` has per-machine ids: its rows travel under a
/// global id (`sync_row`). Any other key (settings' single row, a round-up's week) is the same
/// everywhere and travels as it is.
struct SyncTable: Sendable {
    let name: String
    let key: String
    let keyIsInteger: Bool
    let mapped: Bool
    /// Every column but the key and the derived ones.
    let columns: [String]
    /// Column → the table it refers to.
    let references: [String: String]
    let required: Set<String>
    let uniqueKeys: [[String]]

    /// Every journaled table, each after the tables it refers to.
    static func all(_ db: Database) throws -> [SyncTable] {
        var tables: [String: SyncTable] = [:]
        for journaled in JournalTables.journaled {
            let info = try db.columns(in: journaled.name)
            let key = try db.primaryKey(journaled.name).columns.first ?? "id"
            let sql =
                try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?", arguments: [journaled.name])
                ?? ""
            let references = try Row.fetchAll(
                db, sql: "SELECT \"from\", \"table\" FROM pragma_foreign_key_list(?)", arguments: [journaled.name]
            )
            .reduce(into: [String: String]()) { $0[$1[0]] = $1[1] }
            var unique: [[String]] = []
            for index in try Row.fetchAll(db, sql: "SELECT name, \"unique\", origin FROM pragma_index_list(?)", arguments: [journaled.name])
            where (index[1] as Int) == 1 && (index[2] as String) != "pk" {
                let name: String = index[0]
                unique.append(try String.fetchAll(db, sql: "SELECT name FROM pragma_index_info(?) ORDER BY seqno", arguments: [name]))
            }
            tables[journaled.name] = SyncTable(
                name: journaled.name, key: key,
                keyIsInteger: info.first { $0.name == key }?.type.uppercased().hasPrefix("INT") ?? false,
                mapped: sql.uppercased().contains("AUTOINCREMENT"),
                columns: info.map(\.name).filter { $0 != key && !journaled.derivedColumns.contains($0) },
                references: references,
                required: Set(info.filter(\.isNotNull).map(\.name)),
                uniqueKeys: unique)
        }
        var ordered: [SyncTable] = []
        var placed: Set<String> = []
        func place(_ name: String) {
            guard !placed.contains(name), let table = tables[name] else { return }
            placed.insert(name)
            for target in table.references.values where target != name { place(target) }
            ordered.append(table)
        }
        for journaled in JournalTables.journaled { place(journaled.name) }
        return ordered
    }
}
