import DomainKit
import Foundation
import GRDB

/// Global ids ↔ this machine's row keys. A row made here gets a new UUID when it is first sent;
/// a row that came from the log keeps the id it came with; a row merged with another device's
/// (the same month made on both) answers to both ids.
struct SyncIdentity {
    let tables: [String: SyncTable]
    /// Each table's place in the parent-first order.
    let order: [String: Int]

    /// The tables some row cannot be without (a line's budget): a removed row of theirs may be
    /// made again for a row added to it elsewhere, so its removal keeps every column.
    let parents: Set<String>

    init(_ ordered: [SyncTable]) {
        tables = Dictionary(uniqueKeysWithValues: ordered.map { ($0.name, $0) })
        order = Dictionary(uniqueKeysWithValues: ordered.enumerated().map { ($1.name, $0) })
        parents = Set(ordered.flatMap { table in table.references.filter { table.required.contains($0.key) }.map(\.value) })
    }

    /// What a row's removal keeps of it (`SyncStamps.markRemoved`): every column of a parent's
    /// row, the columns that name it (`RowName`) of any other.
    func removalImage(_ table: SyncTable, _ row: SyncFields) -> String {
        var kept = SyncFields()
        for column in table.columns where parents.contains(table.name) || RowName.columns.contains(column) {
            kept[column] = row[column] ?? .null
        }
        return kept.json
    }

    /// The global id of a local row, made (and remembered) when it has none yet.
    func gid(_ db: Database, table: SyncTable, key: DatabaseValue) throws -> String {
        guard table.mapped else { return Self.text(key) }
        if let gid = try String.fetchOne(
            db.cachedStatement(sql: "SELECT gid FROM sync_row WHERE table_name = ? AND local_id = ? ORDER BY gid LIMIT 1"),
            arguments: [table.name, key])
        {
            return gid
        }
        let gid = UUID().uuidString.lowercased()
        try remember(db, table: table, gid: gid, key: key)
        return gid
    }

    /// The local key of a global id, or nil when this machine has no such row yet.
    func key(_ db: Database, table: SyncTable, gid: String) throws -> DatabaseValue? {
        guard table.mapped else { return table.keyIsInteger ? Int64(gid)?.databaseValue : gid.databaseValue }
        return try Int64.fetchOne(
            db.cachedStatement(sql: "SELECT local_id FROM sync_row WHERE table_name = ? AND gid = ?"), arguments: [table.name, gid]
        )?.databaseValue
    }

    /// Forgets every row's global id (a rebuild gives them again as it applies the log).
    static func forgetAll(_ db: Database) throws { try db.execute(sql: "DELETE FROM sync_row") }

    func remember(_ db: Database, table: SyncTable, gid: String, key: DatabaseValue) throws {
        guard table.mapped else { return }
        try db.cachedStatement(sql: "INSERT OR REPLACE INTO sync_row (table_name, gid, local_id) VALUES (?, ?, ?)")
            .execute(arguments: [table.name, gid, key])
    }

    /// A row's references as global ids (a reference to a row never sent gets its id now).
    func outgoing(_ db: Database, table: SyncTable, _ fields: SyncFields) throws -> SyncFields {
        var out = fields
        for (column, target) in table.references {
            guard let value = fields[column], !value.isNull, let targetTable = tables[target] else { continue }
            out[column] = try gid(db, table: targetTable, key: value).databaseValue
        }
        return out
    }

    static func text(_ value: DatabaseValue) -> String {
        switch value.storage {
        case .int64(let number): String(number)
        case .string(let text): text
        case .double(let number): String(Int64(number))
        case .blob, .null: ""
        }
    }
}
