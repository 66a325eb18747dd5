import GRDB

/// Whether the other devices' entries that come before this device's own in the log touch
/// nothing its own touch: then applying them on top of this device's changes ends where the
/// log's order would, and a sync applies them a step at a time instead of taking its own back
/// (which holds the write lock for the whole merge: about 30 s for 100,000 changes).
///
/// An entry's footprint, each side's gathered apart:
/// - the row it writes (by this machine's key, so a row known under two ids is one row);
/// - the rows it refers to, which meet a row the other side adds, removes or reshapes (an edit of
///   a reference or a kind): what the merge and the data's rules read of a row referred to is
///   whether it is there, its own references and its kind (a transaction on a line whose kind
///   or budget changed is freed); an edit of its amount or name changes nothing of that;
/// - each unique key it fills, with its values (two inserts of the month 2026-11 become one);
///   an edit of a key's column or a removal counts as any value of that key, since the value
///   it frees is not in the entry; a line's name counts without its kind's mark ("Gym (income)"
///   is "Gym"), which the merge adds to set two kinds apart;
/// - a new row of theirs that a row here holds a key of (the month made on both devices) is
///   that row, and so are the references to it;
/// - a flag only one row holds (the default template), set or cleared, counts against any other,
///   and so does a rule's place (one arriving at a taken place goes to the end);
/// - a removal of a row other tables refer to counts against every entry on the other side in
///   those tables (the rows that go with it).
/// An entry of a pulpe that does not stamp goes by the log's order, and so always conflicts.
///
/// Example: device B imported 100,000 transactions offline while A added "Tea" to 2026-11. Tea's
/// footprint is its new row and the budget, line and account it refers to; the imported rows
/// are other rows referring to the same budget and account: nothing written on one side is
/// touched on the other, so B applies Tea on top of its import, and would had A changed the
/// line's amount. Had A made "Food", which B's rows are on, an income line, the line would be
/// reshaped on one side and referred to on the other: B takes its own back and applies the log
/// in order.
///
/// A class: its sets grow to one entry per change (100,000), and a value copied at each entry
/// (a closure's capture, a side read out and written back) made the check quadratic.
final class SyncCommutation {
    private struct Side {
        var written: Set<String> = []
        /// The rows written whole, removed, or with a reference or kind changed.
        var reshaped: Set<String> = []
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
    /// "table gid" → the row here a new row will be kept as one with (the month 2026-12 made on
    /// both devices).
    private var aliases: [String: DatabaseValue] = [:]
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
    func add(_ db: Database, _ entry: SyncEntry, own isOwn: Bool) throws {
        guard commutes else { return }
        var fields = entry.fields
        guard SyncMade(fields) != nil, let table = identity.tables[entry.table] else {
            commutes = false
            return
        }
        // An older pulpe's readable import key is compared as it is stored here (`SyncMerge.incoming` does the same).
        SyncMerge.storeImportKey(table: table.name, &fields)
        if isOwn {
            try add(db, entry, table: table, fields: fields, to: &own)
        } else {
            try add(db, entry, table: table, fields: fields, to: &others)
        }
    }

    private func add(_ db: Database, _ entry: SyncEntry, table: SyncTable, fields: SyncFields, to side: inout Side) throws {
        let keys = table.uniqueKeys + SyncMerge.sameRow[table.name, default: []]
        // A new row that a row here already holds a key of is kept as one with it: it is that row.
        if entry.operation == .insert, SyncMerge.toTheEnd[table.name] == nil, try localKey(db, table: table, gid: entry.gid) == nil,
            let existing = try holder(db, table: table, keys: keys, fields)
        {
            aliases["\(table.name) \(entry.gid)"] = existing
        }
        side.tables.insert(table.name)
        let written = try row(db, table: table, gid: entry.gid)
        side.written.insert(written)
        if entry.operation != .update || fields.values.keys.contains(where: { table.references[$0] != nil || $0 == "kind" }) {
            side.reshaped.insert(written)
        }
        for (column, target) in table.references {
            guard let value = fields[column], !value.isNull, let targetTable = identity.tables[target] else { continue }
            side.referred.insert(try row(db, table: targetTable, gid: SyncIdentity.text(value)))
        }
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
                    } else if column == "name_key", SyncMerge.kindsApart.contains(table.name) {
                        values.append(Self.baseName(SyncIdentity.text(value)))
                    } else {
                        values.append(SyncIdentity.text(value))
                    }
                }
                // A key with an empty column holds no value: two rows may both leave it empty.
                if values.count == columns.count { side.keys[name, default: []].insert(values.joined(separator: "\u{1F}")) }
            }
        }
        // A flag one row holds (the default template) set anywhere clears it everywhere else.
        if let flag = SyncMerge.onlyOne[table.name], let value = fields[flag], entry.operation != .insert || value != 0.databaseValue {
            side.keys["\(table.name) \(flag)", default: []].insert("*")
        }
        // A rule arriving at a taken place goes to the end, past every rule there is.
        if let column = SyncMerge.toTheEnd[table.name], fields[column] != nil {
            side.keys["\(table.name) \(column)", default: []].insert("*")
        }
        if entry.operation == .delete, referring[table.name] != nil { side.removedParents.insert(table.name) }
    }

    /// A line's name key without what sets two kinds apart: "gym (income 2)" → "gym", since a
    /// line of another kind under a taken name is added as "Gym (income)", then "Gym (income 2)".
    static func baseName(_ key: String) -> String {
        var base = key.prefix { $0 != "(" }
        while base.last == " " { base = base.dropLast() }
        return String(base)
    }

    /// The row here that holds one of `keys` with the entry's values (its references as rows
    /// here), if any.
    private func holder(_ db: Database, table: SyncTable, keys: [[String]], _ fields: SyncFields) throws -> DatabaseValue? {
        for columns in keys {
            var arguments: [DatabaseValue] = []
            for column in columns {
                guard let value = fields[column], !value.isNull else { break }
                if let target = table.references[column], let targetTable = identity.tables[target] {
                    guard let key = try localKey(db, table: targetTable, gid: SyncIdentity.text(value)) else { break }
                    arguments.append(key)
                } else {
                    arguments.append(value)
                }
            }
            guard arguments.count == columns.count else { continue }
            let condition = columns.map { "\($0) = ?" }.joined(separator: " AND ")
            if let key = try DatabaseValue.fetchOne(
                db.cachedStatement(sql: "SELECT \(table.key) FROM \(table.name) WHERE \(condition) LIMIT 1"),
                arguments: StatementArguments(arguments)), !key.isNull
            {
                return key
            }
        }
        return nil
    }

    /// Whether the two sides' footprints are apart (settled once every entry is added).
    var apart: Bool {
        guard commutes else { return false }
        func crosses(_ one: Side, _ other: Side) -> Bool {
            if !one.written.isDisjoint(with: other.written) || !one.reshaped.isDisjoint(with: other.referred) { return true }
            for (key, values) in one.keys {
                guard let theirs = other.keys[key] else { continue }
                if values.contains("*") || theirs.contains("*") || !values.isDisjoint(with: theirs) { return true }
            }
            return one.removedParents.contains { !(referring[$0] ?? []).isDisjoint(with: other.tables) }
        }
        return !crosses(own, others) && !crosses(others, own)
    }

    /// This machine's key of a row, or of the row a new one will be kept as one with.
    private func localKey(_ db: Database, table: SyncTable, gid: String) throws -> DatabaseValue? {
        if let alias = aliases["\(table.name) \(gid)"] { return alias }
        return try identity.key(db, table: table, gid: gid)
    }

    /// A row as "table key": this machine's key when it has the row, else its global id.
    private func row(_ db: Database, table: SyncTable, gid: String) throws -> String {
        if let key = try localKey(db, table: table, gid: gid) { return "\(table.name) \(SyncIdentity.text(key))" }
        return "\(table.name) ~\(gid)"
    }
}
