import GRDB
import Persistence

/// A household's data at one place in its log, as one device holds it there, so a device joining
/// later starts from it and reads only the entries after it, and the log below it can go.
///
/// A snapshot is what a merge keeps, copied as it is: every synced row (base columns, with the
/// writer's local keys, which a new database is free to use), each row's global ids (`sync_row`),
/// each edited column's stamp and each removal's mark (`sync_stamp`), the last number applied of
/// every device (`sync_device`, the writer's own included) and the writer's clock. A device
/// loading it holds what the writer held, so a later edit resolves there exactly as on the writer:
/// an edit made before the snapshot but sent after it still gives way to a later one it holds.
///
/// It travels as text parts of at most `partSize` lines, a record a line, fields apart by tabs:
/// `c clock` · `d device last` · `q table sequence` · `r table {row}` · `g table gid key` ·
/// `s table row column stamp device seq what` · `e lines` (the last line: how many came before it,
/// so a part missing at the end is noticed).
/// Example: `r	tx	{"amount_cents":-450,"id":7,…}` then `g	tx	5b0c…	7`.
struct SyncSnapshot {
    let identity: SyncIdentity
    /// Lines per part: about 1.5 MB of text.
    static let partSize = 5_000

    /// Writes this database's synced data, giving each part as it fills; returns how many lines.
    /// `device` and `lastNumber`: the writer and the last number it gave an entry of its own.
    func write(_ db: Database, device: String, lastNumber: Int64, each part: (String) throws -> Void) throws -> Int {
        var lines: [String] = []
        var count = 0
        func add(_ fields: [String]) throws {
            lines.append(fields.map(Self.escaped).joined(separator: "\t"))
            count += 1
            if lines.count == Self.partSize {
                try part(lines.joined(separator: "\n"))
                lines.removeAll(keepingCapacity: true)
            }
        }
        try add(["c", String(try SyncState.clock(db))])
        if lastNumber > 0 { try add(["d", device, String(lastNumber)]) }
        // This device's own number is the one above: a row of it here (from a snapshot it was
        // rebuilt from) is not kept up to date, as no device follows its own numbering.
        for row in try Row.fetchAll(
            db, sql: "SELECT device, last_seq FROM sync_device WHERE device <> ? ORDER BY device", arguments: [device])
        {
            try add(["d", row[0], String(row[1] as Int64)])
        }
        let ordered = identity.tables.values.sorted { identity.order[$0.name, default: 0] < identity.order[$1.name, default: 0] }
        for table in ordered {
            if table.mapped,
                let sequence = try Int64.fetchOne(db, sql: "SELECT seq FROM sqlite_sequence WHERE name = ?", arguments: [table.name])
            {
                try add(["q", table.name, String(sequence)])
            }
            let rows = try Row.fetchCursor(db, sql: "SELECT * FROM \(table.name) ORDER BY \(table.key)")
            while let row = try rows.next() {
                var fields = SyncFields()
                for column in [table.key] + table.columns { fields[column] = row[column] }
                try add(["r", table.name, fields.json])
            }
        }
        let gids = try Row.fetchCursor(db, sql: "SELECT table_name, gid, local_id FROM sync_row ORDER BY table_name, local_id, gid")
        while let row = try gids.next() { try add(["g", row[0], row[1], String(row[2] as Int64)]) }
        let stamps = try Row.fetchCursor(
            db, sql: "SELECT table_name, row_key, column_name, stamp, device, seq, what FROM sync_stamp ORDER BY 1, 2, 3")
        while let row = try stamps.next() {
            let seq = (row[5] as Int64?).map(String.init) ?? ""
            try add(["s", row[0], row[1], row[2], String(row[3] as Int64), row[4], seq, row[6] ?? ""])
        }
        lines.append("e\t\(count)")
        try part(lines.joined(separator: "\n"))
        return count
    }

    /// Replaces this database's synced data with the snapshot's (its parts in order); returns
    /// the writer's clock and how many rows it held. Throws `damaged` when a part does not read
    /// or the last is missing. `me`: the loading device, whose own number the snapshot may hold
    /// and which it does not keep (it follows only the others').
    func load(_ db: Database, parts: [String], me: String, damaged: @autoclosure () -> Error) throws -> (clock: Int64, rows: Int) {
        // Children first, so no row is refused for its parent going before it.
        for table in identity.tables.values.sorted(by: { identity.order[$0.name, default: 0] > identity.order[$1.name, default: 0] }) {
            try db.execute(sql: "DELETE FROM \(table.name)")
        }
        try SyncIdentity.forgetAll(db)
        try SyncMerge.forgetAll(db)
        try SyncStamps.forgetAll(db)
        try SyncSequence.forgetAll(db)
        try db.execute(sql: "PRAGMA defer_foreign_keys = ON")
        var clock: Int64 = 0
        var count = 0
        var rows = 0
        var ended = false
        var inserts: [String: (Statement, [String])] = [:]
        for part in parts {
            // Split on the bytes: a tab or a line end is never part of a field's character here.
            for line in part.utf8.split(separator: 0x0A, omittingEmptySubsequences: false) {
                guard !ended else { throw damaged() }
                let fields = line.split(separator: 0x09, omittingEmptySubsequences: false).map {
                    Self.unescaped(String(Substring($0)))
                }
                switch (fields.first, fields.count) {
                case ("c", 2):
                    clock = try Self.number(fields[1], damaged())
                case ("d", 3):
                    let last = try Self.number(fields[2], damaged())
                    if fields[1] != me { try SyncSequence.restore(db, device: fields[1], last: last) }
                case ("q", 3):
                    try db.execute(sql: "DELETE FROM sqlite_sequence WHERE name = ?", arguments: [fields[1]])
                    try db.execute(
                        sql: "INSERT INTO sqlite_sequence (name, seq) VALUES (?, ?)",
                        arguments: [fields[1], try Self.number(fields[2], damaged())])
                case ("r", 3):
                    guard let table = identity.tables[fields[1]] else { throw SyncError.unknownTable(fields[1]) }
                    guard var row = SyncFields(json: fields[2]) else { throw damaged() }
                    SyncMerge.storeImportKey(table: table.name, &row)
                    let columns = row.values.keys.sorted()
                    guard columns.allSatisfy({ $0 == table.key || table.columns.contains($0) }) else {
                        throw SyncError.unknownTable(table.name)
                    }
                    if inserts[table.name]?.1 != columns {
                        let names = columns.map { "\"\($0)\"" }.joined(separator: ", ")
                        let marks = Array(repeating: "?", count: columns.count).joined(separator: ", ")
                        inserts[table.name] = (try db.makeStatement(sql: "INSERT INTO \(table.name) (\(names)) VALUES (\(marks))"), columns)
                    }
                    try inserts[table.name]!.0.execute(arguments: StatementArguments(columns.map { row[$0]! }))
                    rows += 1
                case ("g", 4):
                    guard let table = identity.tables[fields[1]] else { throw SyncError.unknownTable(fields[1]) }
                    try identity.remember(db, table: table, gid: fields[2], key: try Self.number(fields[3], damaged()).databaseValue)
                case ("s", 8):
                    let stamp = SyncStamps.Stamp(
                        stamp: try Self.number(fields[4], damaged()), device: fields[5],
                        seq: fields[6].isEmpty ? nil : try Self.number(fields[6], damaged()), what: fields[7].isEmpty ? nil : fields[7])
                    try SyncStamps.restore(db, table: fields[1], row: fields[2], column: fields[3], stamp)
                case ("e", 2):
                    guard try Self.number(fields[1], damaged()) == Int64(count) else { throw damaged() }
                    ended = true
                    continue
                default:
                    throw damaged()
                }
                count += 1
            }
        }
        guard ended else { throw damaged() }
        return (clock, rows)
    }

    private static func number(_ text: String, _ damaged: @autoclosure () -> Error) throws -> Int64 {
        guard let number = Int64(text) else { throw damaged() }
        return number
    }

    /// A field with its backslashes, tabs and line ends written as `\\`, `\t`, `\n`, `\r`, so
    /// it stays one field of one line. Example: "a\tb" → `a\tb` (a backslash and a t).
    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x5C || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out.append(contentsOf: "\\\\".unicodeScalars)
            case "\t": out.append(contentsOf: "\\t".unicodeScalars)
            case "\n": out.append(contentsOf: "\\n".unicodeScalars)
            case "\r": out.append(contentsOf: "\\r".unicodeScalars)
            default: out.append(scalar)
            }
        }
        return String(out)
    }

    /// The field `escaped` wrote.
    static func unescaped(_ text: String) -> String {
        guard text.utf8.contains(0x5C) else { return text }
        var out = String.UnicodeScalarView()
        var pending = false
        for scalar in text.unicodeScalars {
            if pending {
                switch scalar {
                case "t": out.append("\t")
                case "n": out.append("\n")
                case "r": out.append("\r")
                default: out.append(scalar)
                }
                pending = false
            } else if scalar == "\\" {
                pending = true
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }
}
