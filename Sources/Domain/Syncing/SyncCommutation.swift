import GRDB

/// Whether the other devices' entries that come before this device's own in the log touch
/// nothing its own touch: then applying them on top of this device's changes ends where the
/// log's order would, and a sync applies them a step at a time instead of taking its own back
/// (which holds the write lock for the whole merge: about 30 s for 100,000 changes).
///
/// An entry's footprint, each side's gathered apart:
/// - the row it writes (by this machine's key, so a row known under two ids is one row);
/// - the rows it refers to (a removal or edit of one of them on the other side changes what the
///   merge does with it: a transaction on a line whose kind changed is freed);
/// - each unique key it fills, with its values (two inserts of the month 2026-11 become one);
///   an edit of a key's column or a removal counts as any value of that key, since the value
///   it frees is not in the entry;
/// - a removal of a row other tables refer to counts against every entry on the other side in
///   those tables (the rows that go with it).
/// An entry of a pulpe that does not stamp goes by the log's order, and so always conflicts.
///
/// Example: device B imported 100,000 transactions offline while A added "Tea" to 2026-11. Tea's
/// footprint is its new row and the budget, line and account it refers to; the imported rows
/// are other rows referring to the same budget and account: nothing written on one side is
/// touched on the other, so B applies Tea on top of its import. Had A renamed the line "Food"
/// that B's rows refer to, the line would be written on one side and referred to on the other:
/// B takes its own back and applies the log in order.
struct SyncCommutation {
    private struct Side {
        var written: Set<String> = []
        var referred: Set<String> = []
        /// "table index" → the values each exact entry fills; "*" for any value.
        var keys: [String: Set<String>] = [:]
        /// Tables with a removed row other tables refer to.
        var removedParents: Set<String> = []
        /// Tables this side has entries in.
        var tables: Set<String> = []
    }

    private let identity: SyncIdentity
    private var own = Side()
    private var others = Side()
    /// Settled once an entry forbids it.
    private(set) var commutes = true

    /// For each table, the tables that refer to it.
    private let referring: [String: Set<String>]

    init(identity: SyncIdentity) {
        self.identity = identity
        var referring: [String: Set<String>] = [:]
        for table in identity.tables.values {
            for target in table.references.values where target != table.name { referring[target, default: []].insert(table.name) }
        }
        self.referring = referring
    }

    /// Adds an entry to its side's footprint (`own`: this device's).
    mutating func add(_ db: Database, _ entry: SyncEntry, own isOwn: Bool) throws {
        guard commutes else { return }
        let fields = entry.fields
        guard SyncMade(fields) != nil, let table = identity.tables[entry.table] else {
            commutes = false
            return
        }
        var side = isOwn ? own : others
        defer { if isOwn { own = side } else { others = side } }
        side.tables.insert(table.name)
        side.written.insert(try row(db, table: table, gid: entry.gid))
        for (column, target) in table.references {
            guard let value = fields[column], !value.isNull, let targetTable = identity.tables[target] else { continue }
            side.referred.insert(try row(db, table: targetTable, gid: SyncIdentity.text(value)))
        }
        let keys = table.uniqueKeys + SyncMerge.sameRow[table.name, default: []]
        for (index, columns) in keys.enumerated() {
            let name = "\(table.name) \(index)"
            switch entry.operation {
            case .delete:
                side.keys[name, default: []].insert("*")
            case .update:
                if columns.contains(where: { fields[$0] != nil }) { side.keys[name, default: []].insert("*") }
            case .insert:
                var values: [String] = []
                for column in columns {
                    guard let value = fields[column], !value.isNull else { break }
                    if let target = table.references[column], let targetTable = identity.tables[target] {
                        values.append(try row(db, table: targetTable, gid: SyncIdentity.text(value)))
                    } else {
                        values.append(SyncIdentity.text(value))
                    }
                }
                // A key with an empty column holds no value: two rows may both leave it empty.
                if values.count == columns.count { side.keys[name, default: []].insert(values.joined(separator: "\u{1F}")) }
            }
        }
        if entry.operation == .delete, referring[table.name] != nil { side.removedParents.insert(table.name) }
    }

    /// Whether the two sides' footprints are apart (settled once every entry is added).
    var apart: Bool {
        guard commutes else { return false }
        func crosses(_ one: Side, _ other: Side) -> Bool {
            if !one.written.isDisjoint(with: other.written) || !one.written.isDisjoint(with: other.referred) { return true }
            for (key, values) in one.keys {
                guard let theirs = other.keys[key] else { continue }
                if values.contains("*") || theirs.contains("*") || !values.isDisjoint(with: theirs) { return true }
            }
            return one.removedParents.contains { !(referring[$0] ?? []).isDisjoint(with: other.tables) }
        }
        return !crosses(own, others) && !crosses(others, own)
    }

    /// A row as "table key": this machine's key when it has the row, else its global id.
    private func row(_ db: Database, table: SyncTable, gid: String) throws -> String {
        if let key = try identity.key(db, table: table, gid: gid) { return "\(table.name) \(SyncIdentity.text(key))" }
        return "\(table.name) ~\(gid)"
    }
}
