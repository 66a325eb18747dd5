import DomainKit
import GRDB
import Persistence
import Shared

/// Applies the household's log to this machine, entry after entry in the log's order — the same
/// order, from the same starting point, on every machine, so every machine ends with the same
/// data. Only base columns are written: the schema's triggers recompute every derived value
/// (consumption, free sums, month deltas, checked sums, report totals) as for a local command.
///
/// The rules, the same everywhere:
/// - of two edits of a column, the one made later wins (`SyncMade`: stamps of each device's hybrid
///   clock), whatever order they reach the log in; an edit that lost to another made without
///   seeing it (concurrently) is said in the output, and so is an edit to a row removed on a device
///   that had not seen it; an entry of a pulpe that does not stamp goes by the log's order;
/// - a row added on two machines under one unique key (the month 2026-11, the line "Rent" in
///   it, a template or goal name, an imported bank row) becomes one row: the later insert only
///   fills the columns the earlier copy lacks (so edits made to it since are kept), and both ids
///   lead to it;
/// - two lines (or template lines) of different kinds under one name are never one: the later
///   one is added as "Gym (income)" (then "Gym (income 2)"…), and says so;
/// - a rename that would take a name already used keeps the old name, and says so;
/// - a row removed on a device that had not seen a row added to it meanwhile (a transaction
///   added elsewhere to the month it removed) is kept for that row, and made again from what it
///   held when the removal came first; only what the removing device had seen goes;
/// - a row whose required parent is gone for good (never known here) is dropped; an optional
///   reference to a removed row becomes empty;
/// - a transaction whose line is not a line of its budget and kind is made free in its budget,
///   and so are the transactions of a line whose kind or budget another device changed.
struct SyncMerge {
    let identity: SyncIdentity
    private(set) var notes: [String] = []

    /// While set, what is applied is another device's change: the rows and columns it sets are
    /// remembered (`sync_merged`) with this journal high water, so undo never writes over them.
    var recordingAt: Int64?

    /// This device's id, and the devices' names by id, to say whose edit a note is about.
    var me = ""
    var names: [String: String] = [:]
    /// The latest stamp applied, which this device's clock moves past.
    private(set) var latestStamp: Int64 = 0

    /// For each table, the tables and columns that cannot be without one of its rows (a line's
    /// `budget_id`), in a fixed order.
    private let children: [String: [(table: SyncTable, column: String)]]

    init(identity: SyncIdentity) {
        self.identity = identity
        var children: [String: [(table: SyncTable, column: String)]] = [:]
        for child in identity.tables.values.sorted(by: { $0.name < $1.name }) {
            for (column, target) in child.references.sorted(by: { $0.key < $1.key })
            where target != child.name && child.required.contains(column) {
                children[target, default: []].append((child, column))
            }
        }
        self.children = children
    }

    /// Besides the unique keys, what makes two inserts the same row: the line a template line
    /// generates in a month is one line, whatever it has been renamed to since (both devices made
    /// 2026-11 from the template, one renamed Phone to Mobile before the other's Phone arrived).
    static let sameRow: [String: [[String]]] = ["budget_line": [["budget_id", "template_line_id"]]]

    /// Forgets which rows other devices' changes set (a rebuild makes every row again).
    static func forgetAll(_ db: Database) throws { try db.execute(sql: "DELETE FROM sync_merged") }

    mutating func apply(_ db: Database, _ entry: SyncEntry) throws {
        guard let table = identity.tables[entry.table] else {
            throw SyncError.unknownTable(entry.table)
        }
        let key = try identity.key(db, table: table, gid: entry.gid)
        let exists = try key.map { try rowExists(db, table: table, key: $0) } ?? false
        let fields = entry.fields
        let made = SyncMade(fields)
        if let made { latestStamp = max(latestStamp, made.stamp) }
        switch entry.operation {
        case .delete:
            guard let key, exists else { return }
            if made != nil, try keptForUnseen(db, table: table, key: key, entry: entry) { return }
            let image = try current(db, table: table, key: key) ?? SyncFields()
            if let made { try reportSwallowed(db, table: table, key: key, image: image, entry: entry, made: made) }
            do {
                try db.cachedStatement(sql: "DELETE FROM \(table.name) WHERE \(table.key) = ?").execute(arguments: [key])
                try remember(db, table: table, key: key, columns: ["*"])
                try SyncStamps.markRemoved(
                    db, table: table.name, row: SyncIdentity.text(key), stamp: made?.stamp ?? 0, device: entry.device, seq: entry.seq,
                    what: identity.removalImage(table, image))
            } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
                // Removed on one device while another made something of it (a budget from a template).
                notes.append("\(describe(table, image)) was kept: it was removed on one device while another used it")
            }
        case .update:
            guard let key, exists else { return try reportLost(db, table: table, key: key, entry: entry, fields) }
            try update(db, table: table, key: key, fields, entry: entry, made: made)
        case .insert:
            if let key, exists { return try update(db, table: table, key: key, fields, entry: entry, made: made) }
            try insert(db, table: table, key: key, entry, fields)
        }
    }

    // MARK: - When edits were made

    /// Leaves out of `values` the columns a later edit set (the incoming one was made before it),
    /// and says so when the two were made without either seeing the other; says so too when the
    /// incoming edit overwrites such a concurrent one.
    private mutating func resolve(
        _ db: Database, table: SyncTable, key: DatabaseValue, _ values: inout SyncFields, entry: SyncEntry, made: SyncMade
    ) throws {
        let stored = try SyncStamps.stored(db, table: table.name, row: SyncIdentity.text(key))
        guard !stored.isEmpty else { return }
        let now = try current(db, table: table, key: key) ?? SyncFields()
        // Two edits that set one value are no conflict: nothing is said of them.
        let incoming = values
        let differs = { (column: String) -> Bool in incoming[column] != now[column] }
        var gaveWay: [String] = []
        var dropped: [String] = []
        var winner: SyncStamps.Stamp?
        var overwritten: [SyncStamps.Stamp: [String]] = [:]
        for column in values.values.keys.sorted() {
            guard let theirs = stored[column] else { continue }
            // Made without seeing the other: the other is numbered above what its device had applied.
            if theirs.beats(made.stamp, device: entry.device) {
                values[column] = nil
                dropped.append(column)
                if theirs.device != entry.device, (theirs.seq ?? .max) > made.base, differs(column) {
                    gaveWay.append(column)
                    if winner.map({ theirs.beats($0.stamp, device: $0.device) }) ?? true { winner = theirs }
                }
            } else if theirs.device != entry.device, let seq = theirs.seq, seq > made.base, seq < entry.seq, differs(column) {
                overwritten[SyncStamps.Stamp(stamp: theirs.stamp, device: theirs.device, seq: nil, what: nil), default: []].append(column)
            }
        }
        // A value a later edit kept stands for the one that gave way: undo must not write over it either.
        try remember(db, table: table, key: key, columns: dropped)
        guard !gaveWay.isEmpty || !overwritten.isEmpty else { return }
        let row = describe(table, now)
        if let winner {
            notes.append(
                Self.gaveWay(row, columns: gaveWay, loser: (who(entry.device), made.stamp), winner: (who(winner.device), winner.stamp)))
        }
        for (loser, columns) in overwritten.sorted(by: { $0.key.stamp < $1.key.stamp }) {
            notes.append(
                Self.gaveWay(row, columns: columns, loser: (who(loser.device), loser.stamp), winner: (who(entry.device), made.stamp)))
        }
    }

    /// "transaction 'Shoes': the amount set on this device at 2026-11-28 09:00:12 UTC gave way to the one set
    /// later on 'desk', at 2026-11-28 11:02:40 UTC".
    static func gaveWay(_ row: String, columns: [String], loser: (device: String, stamp: Int64), winner: (device: String, stamp: Int64))
        -> String
    {
        // Two edits of one second are told apart by their milliseconds.
        let fine = loser.stamp / 1_000_000 == winner.stamp / 1_000_000
        return "\(row): the \(words(columns)) set on \(loser.device) at "
            + "\(Journal.timestamp(microseconds: loser.stamp, milliseconds: fine)) UTC gave way to the one set later on "
            + "\(winner.device), at \(Journal.timestamp(microseconds: winner.stamp, milliseconds: fine)) UTC"
    }

    /// A removal arrives for a row another device edited without the remover having seen it: the edit goes with the row, said.
    private mutating func reportSwallowed(
        _ db: Database, table: SyncTable, key: DatabaseValue, image: SyncFields, entry: SyncEntry, made: SyncMade
    ) throws {
        var edits: [String: [String]] = [:]
        for (column, stamp) in try SyncStamps.stored(db, table: table.name, row: SyncIdentity.text(key))
        where stamp.device != entry.device && (stamp.seq ?? .max) > made.base && (stamp.seq ?? .max) < entry.seq {
            edits[stamp.device, default: []].append(column)
        }
        for (device, columns) in edits.sorted(by: { $0.key < $1.key }) {
            notes.append(
                "the \(Self.words(columns.sorted())) of \(describe(table, image)) set on \(who(device)) was lost: "
                    + "\(who(entry.device)) removed it without having seen that change")
        }
    }

    /// An edit arrives for a row removed here: said, when another device removed it.
    private mutating func reportLost(_ db: Database, table: SyncTable, key: DatabaseValue?, entry: SyncEntry, _ fields: SyncFields) throws {
        guard let key, let removal = try SyncStamps.removal(db, table: table.name, row: SyncIdentity.text(key)),
            removal.device != entry.device
        else { return }
        let columns = table.columns.filter { fields[$0] != nil }
        guard !columns.isEmpty else { return }
        notes.append(
            "the \(Self.words(columns)) of \(describe(table, SyncFields(json: removal.what) ?? fields)) set on \(who(entry.device)) "
                + "was lost: \(who(removal.device)) removed it without having seen that change")
    }

    /// A row removed on a device that had not seen rows added to it since (they still refer to it
    /// here: what it had seen, its removal took first): kept for them, and said.
    private mutating func keptForUnseen(_ db: Database, table: SyncTable, key: DatabaseValue, entry: SyncEntry) throws -> Bool {
        var unseen: [String] = []
        var count = 0
        for (child, column) in children[table.name] ?? [] {
            let found =
                try Int.fetchOne(db.cachedStatement(sql: "SELECT count(*) FROM \(child.name) WHERE \(column) = ?"), arguments: [key]) ?? 0
            guard found > 0 else { continue }
            count += found
            let rows = try Row.fetchAll(
                db.cachedStatement(sql: "SELECT * FROM \(child.name) WHERE \(column) = ? ORDER BY \(child.key) LIMIT 3"), arguments: [key])
            for row in rows where unseen.count < 3 { unseen.append(describe(child, Self.fields(row, child))) }
        }
        guard count > 0 else { return false }
        try SyncStamps.forgetRemoval(db, table: table.name, row: SyncIdentity.text(key))
        let what = describe(table, try current(db, table: table, key: key) ?? SyncFields())
        notes.append(
            "\(what) was kept: \(who(entry.device)) removed it without having seen \(unseen.joined(separator: ", "))"
                + (count > unseen.count ? " and \(count - unseen.count) more" : "") + " added to it meanwhile")
        return true
    }

    /// Makes a removed row again from what it held, for a row added to it on a device that had
    /// not seen the removal; false when it cannot be (never known here, or its own parent is gone
    /// for good).
    private mutating func bringBack(_ db: Database, table: SyncTable, key: DatabaseValue, for child: String) throws -> Bool {
        guard let removal = try SyncStamps.removal(db, table: table.name, row: SyncIdentity.text(key)),
            var values = SyncFields(json: removal.what)
        else { return false }
        for (column, target) in table.references where target != table.name {
            guard let value = values[column], !value.isNull, let parent = identity.tables[target] else { continue }
            if try rowExists(db, table: parent, key: value) { continue }
            if table.required.contains(column) {
                guard try bringBack(db, table: parent, key: value, for: describe(table, values)) else { return false }
            } else {
                values[column] = .null
            }
        }
        let columns = table.columns.filter { values[$0] != nil }
        do {
            try db.cachedStatement(
                sql:
                    "INSERT INTO \(table.name) (\(([table.key] + columns).joined(separator: ", "))) VALUES (\((0...columns.count).map { _ in "?" }.joined(separator: ", ")))"
            ).execute(arguments: StatementArguments([key] + columns.map { values[$0]! }))
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
            return false
        }
        try remember(db, table: table, key: key, columns: ["*"])
        try SyncStamps.forgetRemoval(db, table: table.name, row: SyncIdentity.text(key))
        notes.append("\(describe(table, values)) was made again for \(child): \(who(removal.device)) removed it without having seen that")
        return true
    }

    /// "this device", or a device by its name.
    private func who(_ device: String) -> String {
        device == me ? "this device" : names[device].map { "'\(Echo.cut($0))'" } ?? "another device"
    }

    /// Columns in words: "amount", "line", "category".
    static func words(_ columns: [String]) -> String {
        let shown = columns.filter { !$0.hasSuffix("_key") && !$0.hasPrefix("search_") }.map { column -> String in
            var word = column
            for suffix in ["_cents", "_id"] where word.hasSuffix(suffix) { word.removeLast(suffix.count) }
            if word.hasPrefix("is_") { word.removeFirst(3) }
            if word == "budget_line" { word = "line" }
            return word.replacingOccurrences(of: "_", with: " ")
        }
        var seen = Set<String>()
        let unique = (shown.isEmpty ? columns : shown).filter { seen.insert($0).inserted }
        return listed(unique)
    }

    /// The row's columns now; nil when it is gone.
    private func current(_ db: Database, table: SyncTable, key: DatabaseValue) throws -> SyncFields? {
        try Row.fetchOne(db.cachedStatement(sql: "SELECT * FROM \(table.name) WHERE \(table.key) = ?"), arguments: [key]).map {
            Self.fields($0, table)
        }
    }

    private static func fields(_ row: Row, _ table: SyncTable) -> SyncFields {
        var fields = SyncFields()
        for column in table.columns { fields[column] = row[column] }
        return fields
    }

    // MARK: - Insert

    private mutating func insert(_ db: Database, table: SyncTable, key: DatabaseValue?, _ entry: SyncEntry, _ fields: SyncFields) throws {
        guard
            var values = try incoming(
                db, table: table, fields, dropping: true, bringingBackFor: entry)
        else {
            notes.append("\(describe(table, fields)) was dropped: what it belonged to was removed on another device")
            return
        }
        if let existing = try sameKey(db, table: table, values, keys: table.uniqueKeys + Self.sameRow[table.name, default: []]) {
            if let column = Self.toTheEnd[table.name] {
                // Two rules at one position are two rules: the later one goes to the end.
                values[column] =
                    (try Int64.fetchOne(db, sql: "SELECT coalesce(max(\(column)), 0) + 1 FROM \(table.name)") ?? 1)
                    .databaseValue
            } else if let theirs = try otherKind(db, table: table, existing, values) {
                try nameApart(db, table: table, &values, from: theirs)
            } else {
                try identity.remember(db, table: table, gid: entry.gid, key: existing)
                notes.append("\(describe(table, fields)) was added on two devices: kept as one")
                try remember(db, table: table, key: existing, columns: ["*"])
                var missing = try lacking(db, table: table, key: existing, values)
                try keepTransactionInItsBudget(db, table: table, key: existing, &missing)
                return try write(db, table: table, key: existing, missing, entry: entry, made: SyncMade(fields))
            }
        }
        try keepTransactionInItsBudget(db, table: table, key: nil, &values)
        var columns = table.columns.filter { values[$0] != nil }
        var arguments = columns.map { values[$0]! }
        let explicitKey = try key ?? (table.mapped ? nil : identity.key(db, table: table, gid: entry.gid))
        if let explicitKey {
            columns.insert(table.key, at: 0)
            arguments.insert(explicitKey, at: 0)
        }
        do {
            try db.cachedStatement(
                sql:
                    "INSERT INTO \(table.name) (\(columns.joined(separator: ", "))) VALUES (\(columns.map { _ in "?" }.joined(separator: ", ")))"
            ).execute(arguments: StatementArguments(arguments))
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
            notes.append("\(describe(table, fields)) could not be added here: \(error.message ?? "a rule of the data refused it")")
            return
        }
        let inserted = explicitKey ?? db.lastInsertedRowID.databaseValue
        if table.mapped, key == nil { try identity.remember(db, table: table, gid: entry.gid, key: inserted) }
        try remember(db, table: table, key: inserted, columns: ["*"])
        try keepTheFlagAlone(db, table: table, key: inserted, values)
    }

    // MARK: - Update

    private mutating func update(
        _ db: Database, table: SyncTable, key: DatabaseValue, _ fields: SyncFields, entry: SyncEntry, made: SyncMade?
    ) throws {
        guard var values = try incoming(db, table: table, fields, dropping: false) else { return }
        if let made { try resolve(db, table: table, key: key, &values, entry: entry, made: made) }
        try keepTransactionInItsBudget(db, table: table, key: key, &values)
        if try sameKey(db, table: table, values, besides: key) != nil {
            let unique = Set(table.uniqueKeys.flatMap { $0 })
            let kept = values.values.keys.filter { unique.contains($0) || ($0 == "name" && unique.contains("name_key")) }
            let current = try Row.fetchOne(db, sql: "SELECT * FROM \(table.name) WHERE \(table.key) = ?", arguments: [key])
            var now = SyncFields()
            for column in kept { now[column] = current?[column] }
            for column in kept { values[column] = nil }
            notes.append("\(describe(table, now)) kept its name: \(describe(table, fields)) is already taken there")
        }
        try write(db, table: table, key: key, values, entry: entry, made: made)
    }

    /// Writes the columns, and records which edit set them (`SyncStamps`).
    private mutating func write(
        _ db: Database, table: SyncTable, key: DatabaseValue, _ values: SyncFields, entry: SyncEntry, made: SyncMade?
    ) throws {
        let columns = table.columns.filter { values[$0] != nil }
        guard !columns.isEmpty else { return }
        if table.name == "budget_line" { try freeTransactions(db, line: key, kind: values["kind"], budget: values["budget_id"]) }
        do {
            try db.cachedStatement(
                sql: "UPDATE \(table.name) SET \(columns.map { "\($0) = ?" }.joined(separator: ", ")) WHERE \(table.key) = ?"
            ).execute(arguments: StatementArguments(columns.map { values[$0]! } + [key]))
            try remember(db, table: table, key: key, columns: columns)
            if let made {
                try SyncStamps.record(
                    db, table: table.name, row: SyncIdentity.text(key), columns: columns, stamp: made.stamp, device: entry.device,
                    seq: entry.seq)
            } else {
                try SyncStamps.forget(db, table: table.name, row: SyncIdentity.text(key), columns: columns)
            }
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
            notes.append(
                "a change to \(describe(table, values)) could not be applied here: \(error.message ?? "a rule of the data refused it")")
            return
        }
        try keepTheFlagAlone(db, table: table, key: key, values)
    }

    /// A flag only one row may hold (the default template): the row that set it last keeps it.
    private func keepTheFlagAlone(_ db: Database, table: SyncTable, key: DatabaseValue, _ values: SyncFields) throws {
        guard let flag = Self.onlyOne[table.name], values[flag] == 1.databaseValue else { return }
        try db.execute(sql: "UPDATE \(table.name) SET \(flag) = 0 WHERE \(flag) = 1 AND \(table.key) <> ?", arguments: [key])
    }

    /// Remembers, for another device's change, the row and columns it set (`*`: the whole row).
    private func remember(_ db: Database, table: SyncTable, key: DatabaseValue, columns: [String]) throws {
        guard let recordingAt else { return }
        let statement = try db.cachedStatement(
            sql: "INSERT INTO sync_merged (table_name, row_key, column_name, at_seq) VALUES (?, ?, ?, ?)")
        for column in columns { try statement.execute(arguments: [table.name, SyncIdentity.text(key), column, recordingAt]) }
    }

    /// Columns only one row of the table may set: `template.is_default`.
    static let onlyOne: [String: String] = ["template": "is_default"]

    /// A place only one row holds, which a row arriving at a taken one leaves for the end (the
    /// rules' order): where it lands depends on every row of the table.
    static let toTheEnd: [String: String] = ["import_rule": "position"]

    // MARK: - Rules

    /// The entry's columns with references turned into local keys. A reference to a row this
    /// machine does not have: empty when optional; when required, nil for an insert (the row
    /// cannot exist) and the column left out for an update.
    /// A required parent removed here, on a device that had not seen the incoming row, is made
    /// again for it (`bringingBackFor`: the incoming entry, named only then).
    private mutating func incoming(
        _ db: Database, table: SyncTable, _ fields: SyncFields, dropping: Bool, bringingBackFor incoming: SyncEntry? = nil
    )
        throws -> SyncFields?
    {
        var values = SyncFields()
        for column in table.columns {
            guard let value = fields[column] else { continue }
            guard let target = table.references[column].flatMap({ identity.tables[$0] }), !value.isNull else {
                values[column] = value
                continue
            }
            let key = try identity.key(db, table: target, gid: SyncIdentity.text(value))
            if let key, try rowExists(db, table: target, key: key) {
                values[column] = key
            } else if let key, let incoming, table.required.contains(column), SyncMade(fields) != nil,
                try bringBack(db, table: target, key: key, for: "\(describe(table, fields)), added on \(who(incoming.device))")
            {
                values[column] = key
            } else if table.required.contains(column) {
                if dropping { return nil }
            } else {
                values[column] = .null
            }
        }
        Self.cleanText(table: table, &values)
        Self.storeImportKey(table: table.name, &values)
        return values
    }

    /// An import key from a pulpe that stored it readable (a `|` in it) is stored short here
    /// (`StoredImportKey`), so the row meets the same row imported on this device as one.
    /// Example: `ubs|ref|ZV123` → `xsFdlBJJ-JhR`.
    static func storeImportKey(table: String, _ values: inout SyncFields) {
        guard StoredImportKey.tables.contains(table), let value = values["import_key"],
            let key = String.fromDatabaseValue(value), key.contains("|")
        else { return }
        values["import_key"] = StoredImportKey.make(key).databaseValue
    }

    /// Text from another device never holds a control or invisible character (an older release
    /// stored them): cleaned as `StoredText` says, its derived keys with it, so the device applies it.
    static func cleanText(table: SyncTable, _ values: inout SyncFields) {
        for column in StoredText.columns where column.table == table.name {
            guard let value = values[column.column], let text = String.fromDatabaseValue(value), !StoredText.isClean(text) else {
                continue
            }
            let clean = StoredText.cleaned(text)
            values[column.column] = clean.databaseValue
            if let key = column.nameKey, table.columns.contains(key) { values[key] = NameKey.make(clean).databaseValue }
            if let key = column.searchKey, table.columns.contains(key) { values[key] = SearchKey.make(clean).databaseValue }
            // The bank's words and reference make one key together: made again when the change carries both (an insert).
            if table.name == "tx", column.column.hasPrefix("bank_"), let text = values["bank_text"],
                let reference = values["bank_reference"]
            {
                values["search_bank"] =
                    TransactionWriter.bankSearchKey(text: String.fromDatabaseValue(text), reference: String.fromDatabaseValue(reference))?
                    .databaseValue ?? .null
            }
        }
    }

    /// A transaction stays on a line of its own budget and kind, else it becomes free there.
    private mutating func keepTransactionInItsBudget(_ db: Database, table: SyncTable, key: DatabaseValue?, _ values: inout SyncFields)
        throws
    {
        guard table.name == "tx" else { return }
        var current = SyncFields()
        if let key,
            let row = try Row.fetchOne(
                db.cachedStatement(sql: "SELECT budget_id, budget_line_id, kind, name FROM tx WHERE id = ?"), arguments: [key])
        {
            current = SyncFields(["budget_id": row[0], "budget_line_id": row[1], "kind": row[2], "name": row[3]])
        }
        let budget = values["budget_id"] ?? current["budget_id"] ?? .null
        let line = values["budget_line_id"] ?? current["budget_line_id"] ?? .null
        let kind = values["kind"] ?? current["kind"] ?? .null
        guard !line.isNull else { return }
        let fits =
            try Bool.fetchOne(
                db.cachedStatement(sql: "SELECT count(*) > 0 FROM budget_line WHERE id = ? AND budget_id = ? AND kind = ?"),
                arguments: [line, budget, kind]) ?? false
        if !fits {
            values["budget_line_id"] = .null
            let name = (values["name"] ?? current["name"]).flatMap { String.fromDatabaseValue($0) } ?? "?"
            notes.append("transaction '\(name)' is now free: its line is not in its budget any more")
        }
    }

    /// The tables whose rows of different kinds are never one row, whatever their names.
    static let kindsApart: Set<String> = ["budget_line", "template_line"]

    /// The kind of `existing` when it differs from the incoming row's (a line of another kind
    /// under the same name); nil when they may be one row.
    private func otherKind(_ db: Database, table: SyncTable, _ existing: DatabaseValue, _ values: SyncFields) throws -> String? {
        guard Self.kindsApart.contains(table.name), let kind = values["kind"] else { return nil }
        let theirs = try DatabaseValue.fetchOne(
            db.cachedStatement(sql: "SELECT kind FROM \(table.name) WHERE \(table.key) = ?"), arguments: [existing])
        guard let theirs, theirs != kind else { return nil }
        return String.fromDatabaseValue(theirs)
    }

    /// Gives an incoming line a name of its own beside a line of another kind: "Gym (income)",
    /// else "Gym (income 2)"… — decided by the rows present at its place in the log, the same on
    /// every device.
    private mutating func nameApart(_ db: Database, table: SyncTable, _ values: inout SyncFields, from theirs: String) throws {
        let name = values["name"].flatMap { String.fromDatabaseValue($0) } ?? "?"
        let kind = values["kind"].flatMap { String.fromDatabaseValue($0) } ?? "?"
        var number = 1
        repeat {
            let candidate = number == 1 ? "\(name) (\(kind))" : "\(name) (\(kind) \(number))"
            values["name"] = candidate.databaseValue
            values["name_key"] = NameKey.make(candidate).databaseValue
            number += 1
        } while try sameKey(db, table: table, values) != nil
        let article = theirs.first.map { "aeiou".contains($0) } == true ? "an" : "a"
        notes.append(
            "\(describe(table, SyncFields(["name": name.databaseValue]))) (\(kind)) was added as "
                + "'\(values["name"].flatMap { String.fromDatabaseValue($0) } ?? name)': '\(name)' is \(article) \(theirs) line")
    }

    /// The incoming columns the existing row lacks (empty there, set in the entry): all a
    /// duplicate insert may write, so what was set on the first copy since is kept.
    private func lacking(_ db: Database, table: SyncTable, key: DatabaseValue, _ values: SyncFields) throws -> SyncFields {
        guard let row = try Row.fetchOne(db.cachedStatement(sql: "SELECT * FROM \(table.name) WHERE \(table.key) = ?"), arguments: [key])
        else {
            return SyncFields()
        }
        var missing = SyncFields()
        let defaults = Self.defaultsCountAsLacking[table.name] ?? [:]
        for (column, value) in values.values where !value.isNull {
            let mine = row[column] as DatabaseValue?
            if mine?.isNull == true || (mine != nil && defaults[column] == mine && value != mine) { missing[column] = value }
        }
        return missing
    }

    /// Columns whose schema default counts as empty: the Main account every database starts with
    /// has opening 0 and kind checking until someone sets them, so a device that joins takes the
    /// household's Main as it is.
    static let defaultsCountAsLacking: [String: [String: DatabaseValue]] = [
        "account": ["opening_cents": 0.databaseValue, "kind": "checking".databaseValue]
    ]

    /// Before a line changes kind or budget, its transactions of another kind or budget become
    /// free in their own budget (the data's rules refuse a transaction on such a line).
    private mutating func freeTransactions(_ db: Database, line: DatabaseValue, kind: DatabaseValue?, budget: DatabaseValue?) throws {
        guard kind != nil || budget != nil else { return }
        for name in try TransactionWriter.freeMismatched(db, line: line, kind: kind, budget: budget) {
            notes.append("transaction '\(name)' is now free: its line changed kind or budget on another device")
        }
    }

    /// The row, other than `besides`, that already holds one of the table's unique keys with these values.
    private func sameKey(
        _ db: Database, table: SyncTable, _ values: SyncFields, besides: DatabaseValue? = nil, keys: [[String]]? = nil
    ) throws -> DatabaseValue? {
        for columns in keys ?? table.uniqueKeys {
            guard columns.allSatisfy({ values[$0] != nil || besides != nil }) else { continue }
            guard columns.contains(where: { values[$0] != nil }) else { continue }
            var conditions = columns.map {
                "\($0) = " + (values[$0] != nil ? "?" : "(SELECT \($0) FROM \(table.name) WHERE \(table.key) = ?)")
            }
            var arguments: [DatabaseValue] = columns.map { values[$0] ?? besides! }
            if arguments.contains(where: \.isNull) { continue }
            if let besides {
                conditions.append("\(table.key) <> ?")
                arguments.append(besides)
            }
            if let key = try DatabaseValue.fetchOne(
                db.cachedStatement(sql: "SELECT \(table.key) FROM \(table.name) WHERE \(conditions.joined(separator: " AND ")) LIMIT 1"),
                arguments: StatementArguments(arguments)), !key.isNull
            {
                return key
            }
        }
        return nil
    }

    private func rowExists(_ db: Database, table: SyncTable, key: DatabaseValue) throws -> Bool {
        try Bool.fetchOne(db.cachedStatement(sql: "SELECT count(*) > 0 FROM \(table.name) WHERE \(table.key) = ?"), arguments: [key])
            ?? false
    }

    private func describe(_ table: SyncTable, _ fields: SyncFields) -> String {
        RowName.of(table: table.name) { fields[$0].flatMap(String.fromDatabaseValue) }
    }
}
