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
/// - a later write to a column wins (last writer in the log's order);
/// - a row added on two machines under one unique key (the month 2026-11, the line "Rent" in
///   it, a template or goal name, an imported bank row) becomes one row: the later insert only
///   fills the columns the earlier copy lacks (so edits made to it since are kept), and both ids
///   lead to it;
/// - two lines (or template lines) of different kinds under one name are never one: the later
///   one is added as "Gym (income)" (then "Gym (income 2)"…), and says so;
/// - a rename that would take a name already used keeps the old name, and says so;
/// - a row whose required parent is gone (a line of a removed budget) is dropped; an optional
///   reference to a removed row becomes empty;
/// - a transaction whose line is not a line of its budget and kind is made free in its budget,
///   and so are the transactions of a line whose kind or budget another device changed.
struct SyncMerge {
    let identity: SyncIdentity
    private(set) var notes: [String] = []

    /// While set, what is applied is another device's change: the rows and columns it sets are
    /// remembered (`sync_merged`) with this journal high water, so undo never writes over them.
    var recordingAt: Int64?

    init(identity: SyncIdentity) { self.identity = identity }

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
        switch entry.operation {
        case .delete:
            guard let key, exists else { return }
            do {
                try db.cachedStatement(sql: "DELETE FROM \(table.name) WHERE \(table.key) = ?").execute(arguments: [key])
                try remember(db, table: table, key: key, columns: ["*"])
            } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
                // Removed on one device while another made something of it (a budget from a template).
                let row = try Row.fetchOne(db, sql: "SELECT * FROM \(table.name) WHERE \(table.key) = ?", arguments: [key])
                var now = SyncFields()
                for column in table.columns { now[column] = row?[column] }
                notes.append("\(describe(table, now)) was kept: it was removed on one device while another used it")
            }
        case .update:
            guard let key, exists else { return }
            try update(db, table: table, key: key, entry.fields, gid: entry.gid)
        case .insert:
            let fields = entry.fields
            if let key, exists { return try update(db, table: table, key: key, fields, gid: entry.gid) }
            try insert(db, table: table, key: key, entry, fields)
        }
    }

    // MARK: - Insert

    private mutating func insert(_ db: Database, table: SyncTable, key: DatabaseValue?, _ entry: SyncEntry, _ fields: SyncFields) throws {
        guard var values = try incoming(db, table: table, fields, dropping: true) else {
            notes.append("\(describe(table, fields)) was dropped: what it belonged to was removed on another device")
            return
        }
        if let existing = try sameKey(db, table: table, values, keys: table.uniqueKeys + Self.sameRow[table.name, default: []]) {
            if table.name == "import_rule" {
                // Two rules at one position are two rules: the later one goes to the end.
                values["position"] =
                    (try Int64.fetchOne(db, sql: "SELECT coalesce(max(position), 0) + 1 FROM import_rule") ?? 1)
                    .databaseValue
            } else if let theirs = try otherKind(db, table: table, existing, values) {
                try nameApart(db, table: table, &values, from: theirs)
            } else {
                try identity.remember(db, table: table, gid: entry.gid, key: existing)
                notes.append("\(describe(table, fields)) was added on two devices: kept as one")
                try remember(db, table: table, key: existing, columns: ["*"])
                var missing = try lacking(db, table: table, key: existing, values)
                try keepTransactionInItsBudget(db, table: table, key: existing, &missing)
                return try write(db, table: table, key: existing, missing)
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

    private mutating func update(_ db: Database, table: SyncTable, key: DatabaseValue, _ fields: SyncFields, gid: String) throws {
        guard var values = try incoming(db, table: table, fields, dropping: false) else { return }
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
        try write(db, table: table, key: key, values)
    }

    private mutating func write(_ db: Database, table: SyncTable, key: DatabaseValue, _ values: SyncFields) throws {
        let columns = table.columns.filter { values[$0] != nil }
        guard !columns.isEmpty else { return }
        if table.name == "budget_line" { try freeTransactions(db, line: key, kind: values["kind"], budget: values["budget_id"]) }
        do {
            try db.cachedStatement(
                sql: "UPDATE \(table.name) SET \(columns.map { "\($0) = ?" }.joined(separator: ", ")) WHERE \(table.key) = ?"
            ).execute(arguments: StatementArguments(columns.map { values[$0]! } + [key]))
            try remember(db, table: table, key: key, columns: columns)
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

    // MARK: - Rules

    /// The entry's columns with references turned into local keys. A reference to a row this
    /// machine does not have: empty when optional; when required, nil for an insert (the row
    /// cannot exist) and the column left out for an update.
    private func incoming(_ db: Database, table: SyncTable, _ fields: SyncFields, dropping: Bool) throws -> SyncFields? {
        var values = SyncFields()
        for column in table.columns {
            guard let value = fields[column] else { continue }
            guard let target = table.references[column].flatMap({ identity.tables[$0] }), !value.isNull else {
                values[column] = value
                continue
            }
            if let key = try identity.key(db, table: target, gid: SyncIdentity.text(value)), try rowExists(db, table: target, key: key) {
                values[column] = key
            } else if table.required.contains(column) {
                if dropping { return nil }
            } else {
                values[column] = .null
            }
        }
        Self.cleanText(table: table, &values)
        return values
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
