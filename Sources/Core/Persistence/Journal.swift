import Foundation
import GRDB

/// Reads and applies the change journal inside the caller's transaction: claims the rows the
/// triggers recorded for the running unit, and replays a unit backwards (undo) or forwards (redo).
///
/// Replay writes only the base columns: an undone insert is deleted, an undone delete re-inserted
/// with its derived columns at their defaults, an undone update set back; the schema's triggers
/// then recompute every derived value as they did the first time. Each replayed row must be as
/// the journal left it (all base columns equal), else nothing is applied (`JournalConflict`).
/// Example: undoing `tx add Migros 82.40` on Groceries deletes that tx row only if its name,
/// amount, line… are still those recorded; the aggregate trigger takes 82.40 off Groceries.
public enum Journal {
    /// A unit's last change: `last_seq`, or every later one while it is open.
    private static let end = "coalesce(last_seq, 9223372036854775807)"
    /// On a synced database, the changes from the sync marker up are not yet merged in the
    /// household's order: they are kept whatever becomes of their unit (see `SyncJournal`).
    static let floor = "(SELECT coalesce((SELECT floor_seq FROM sync_state WHERE id = 1), 9223372036854775807))"

    /// The last change recorded so far (0 when none): claims look above it.
    public static func highWater(_ db: Database) throws -> Int64 {
        try Int64.fetchOne(db.cachedStatement(sql: "SELECT max(seq) FROM journal_change")) ?? 0
    }

    /// Gives the changes recorded above `after` and not yet claimed to the unit `unitID` (or to a
    /// new unit named `text` when it is nil). A new unit ends what could be redone and drops the
    /// oldest units beyond the kept number; an `open` one (a script running) has no end yet
    /// (`close`). Returns the unit (nil when nothing changed) and the new high water.
    public static func claim(
        _ db: Database, after: Int64, unitID: Int64?, text: String, open: Bool = false
    ) throws -> (unit: Int64?, highWater: Int64) {
        // Run after every command: cached statements; a script's later lines write no unit row.
        if let unitID {
            try db.cachedStatement(sql: "UPDATE journal_change SET unit_id = ? WHERE seq > ? AND unit_id IS NULL")
                .execute(arguments: [unitID, after])
            return (unitID, try highWater(db))
        }
        let range = try db.cachedStatement(sql: "SELECT min(seq), max(seq) FROM journal_change WHERE seq > ? AND unit_id IS NULL")
        guard let row = try Row.fetchOne(range, arguments: [after]), let first: Int64 = row[0], let last: Int64 = row[1] else {
            return (nil, try highWater(db))
        }
        try clearRedo(db)
        try db.execute(
            sql: "INSERT INTO journal_unit (made_at, stamp, text, first_seq, last_seq) VALUES (?, ?, ?, ?, ?)",
            arguments: [timestamp(), microseconds(), text, first, open ? nil : last])
        let unit = db.lastInsertedRowID
        try prune(db)
        try db.cachedStatement(sql: "UPDATE journal_change SET unit_id = ? WHERE seq BETWEEN ? AND ? AND unit_id IS NULL")
            .execute(arguments: [unit, first, last])
        return (unit, last)
    }

    /// Ends an open unit: its last change is its end.
    public static func close(_ db: Database, unitID: Int64) throws {
        try db.execute(
            sql: """
                UPDATE journal_unit SET last_seq = (
                    SELECT max(seq) FROM journal_change WHERE seq >= journal_unit.first_seq AND unit_id = journal_unit.id)
                WHERE id = ? AND last_seq IS NULL
                """, arguments: [unitID])
    }

    /// Reverts the newest unit not undone; nil when there is none. The changes returned carry no
    /// images (`changes(_:unit:)` has them): undoing a million-row import reads no row into memory.
    public static func undo(_ db: Database) throws -> (JournalUnit, [JournalChange])? {
        guard let unit = try JournalUnit.fetch(db, where: "undone = 0 ORDER BY id DESC") else { return nil }
        try refuseMerged(db, unit: unit)
        try refuseUnclaimed(db, unit: unit)
        let recorded = try recorded(db, unit: unit.id)
        try replay(db, unit: unit, Array(recorded.reversed()), backwards: true)
        let changes = recorded.map(\.change)
        try db.execute(sql: "UPDATE journal_unit SET undone = 1 WHERE id = ?", arguments: [unit.id])
        return (unit, changes)
    }

    /// Re-applies the oldest undone unit; nil when there is none (its changes without images).
    public static func redo(_ db: Database) throws -> (JournalUnit, [JournalChange])? {
        guard let unit = try JournalUnit.fetch(db, where: "undone = 1 ORDER BY id") else { return nil }
        try refuseMerged(db, unit: unit)
        let recorded = try recorded(db, unit: unit.id)
        try replay(db, unit: unit, recorded, backwards: false)
        let changes = recorded.map(\.change)
        // The rows are back in their tables: their keys are enough again.
        try db.execute(
            sql: "UPDATE journal_change SET new_row = NULL WHERE seq BETWEEN ? AND ? AND unit_id = ? AND op = 'insert'",
            arguments: [changes.first?.seq, changes.last?.seq, unit.id])
        try db.execute(sql: "UPDATE journal_unit SET undone = 0 WHERE id = ?", arguments: [unit.id])
        return (unit, changes)
    }

    /// The units newest first, those made on or after `since` (`YYYY-MM-DD`), at most `limit`.
    public static func units(_ db: Database, since: String?, limit: Int) throws -> [JournalUnit] {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT id, made_at, text, undone FROM journal_unit WHERE made_at >= ? ORDER BY id DESC LIMIT ?
                """, arguments: [since ?? "", limit])
        return rows.map { JournalUnit(id: $0[0], madeAt: $0[1], text: $0[2], undone: $0[3]) }
    }

    /// One unit, or nil.
    public static func unit(_ db: Database, id: Int64) throws -> JournalUnit? {
        try JournalUnit.fetch(db, where: "id = \(id)")
    }

    /// A unit's row changes in the order they were made, each image as a JSON object naming its
    /// columns; an insert recorded by its key shows its row as it is now.
    public static func changes(_ db: Database, unit: Int64) throws -> [JournalChange] {
        guard let range = try seqRange(db, unit: unit) else { return [] }
        let layouts = try JournalLayout.all(db)
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT seq, table_name, op, \(JournalLayout.named(layouts, image: "j.old_row")),
                    coalesce(\(JournalLayout.named(layouts, image: "j.new_row")),
                        CASE WHEN j.op = 'insert' THEN \(JournalLayout.namedRow(layouts, key: "j.row_key")) END)
                FROM journal_change j
                WHERE seq BETWEEN ? AND ? AND unit_id = ? ORDER BY seq
                """, arguments: [range[0], range[1], unit])
        return rows.compactMap { row in
            guard let operation = JournalChange.Operation(rawValue: row[2]) else { return nil }
            return JournalChange(seq: row[0], table: row[1], operation: operation, before: row[3], after: row[4])
        }
    }

    /// A unit's row changes in the order they were made, without their images (for counts).
    public static func operations(_ db: Database, unit: Int64) throws -> [JournalChange] {
        guard let range = try seqRange(db, unit: unit) else { return [] }
        return try Row.fetchAll(
            db, sql: "SELECT seq, table_name, op FROM journal_change WHERE seq BETWEEN ? AND ? AND unit_id = ? ORDER BY seq",
            arguments: [range[0], range[1], unit]
        ).compactMap { row in
            JournalChange.Operation(rawValue: row[2]).map {
                JournalChange(seq: row[0], table: row[1], operation: $0, before: nil, after: nil)
            }
        }
    }

    /// A unit's row changes as recorded (images as arrays, inserts by their key), for replay.
    private static func recorded(_ db: Database, unit: Int64) throws -> [Recorded] {
        guard let range = try seqRange(db, unit: unit) else { return [] }
        return try Row.fetchAll(
            db,
            sql: """
                SELECT seq, table_name, op, row_key, old_row, new_row FROM journal_change
                WHERE seq BETWEEN ? AND ? AND unit_id = ? ORDER BY seq
                """, arguments: [range[0], range[1], unit]
        ).compactMap { row in
            guard let operation = JournalChange.Operation(rawValue: row[2]) else { return nil }
            return Recorded(seq: row[0], table: row[1], operation: operation, key: row[3], before: row[4], after: row[5])
        }
    }

    /// The unit `undo` would revert and the one `redo` would re-apply.
    public static func next(_ db: Database) throws -> (undo: JournalUnit?, redo: JournalUnit?) {
        (try JournalUnit.fetch(db, where: "undone = 0 ORDER BY id DESC"), try JournalUnit.fetch(db, where: "undone = 1 ORDER BY id"))
    }

    /// The lines a unit's transactions were or went on, first met first, at most `limit`.
    public static func lineIDs(_ db: Database, unit: Int64, limit: Int) throws -> [Int64] {
        guard let tx = JournalTables.table("tx") else { return [] }
        let layout = try JournalLayout.current(db, table: tx)
        return try Int64.fetchAll(
            db,
            sql: """
                WITH changed AS (
                    SELECT j.seq, j.op, j.row_key, j.old_row, j.new_row FROM journal_unit u
                    JOIN journal_change j ON j.seq BETWEEN u.first_seq AND \(end.replacingOccurrences(of: "last_seq", with: "u.last_seq")) AND j.unit_id = u.id
                    WHERE u.id = ? AND j.table_name = 'tx')
                SELECT line FROM (
                    SELECT seq, \(layout.value("budget_line_id", in: "old_row")) AS line FROM changed
                    UNION ALL SELECT seq, \(layout.value("budget_line_id", in: "new_row")) FROM changed
                    UNION ALL SELECT seq, (SELECT budget_line_id FROM tx WHERE id = row_key) FROM changed
                        WHERE op = 'insert' AND new_row IS NULL)
                WHERE line IS NOT NULL GROUP BY line ORDER BY min(seq) LIMIT ?
                """, arguments: [unit, limit])
    }

    /// How many units the journal keeps (1,000 unless set).
    public static func keptUnits(_ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT keep_units FROM journal_state WHERE id = 1") ?? 1000
    }

    /// Sets how many units are kept, dropping the oldest beyond it now.
    public static func setKeptUnits(_ db: Database, _ count: Int) throws {
        try db.execute(sql: "UPDATE journal_state SET keep_units = ? WHERE id = 1", arguments: [count])
        try prune(db)
    }

    /// Refuses a unit one of whose rows another device's change (brought by sync after it) set
    /// again: a whole row it added or removed, or a column it changed. Replaying it would bring
    /// back a value from before that change. Example: A plans Groceries at 650 while B planned
    /// 700; the sync puts A's 650 last; undoing it would restore 600 and lose B's 700.
    private static func refuseMerged(_ db: Database, unit: JournalUnit) throws {
        guard try Int.fetchOne(db, sql: "SELECT count(*) FROM sync_merged") ?? 0 > 0 else { return }
        // A column's place in an image, from the stored layout.
        let place = """
            '$[' || (SELECT e.key FROM journal_layout l, json_each(l.columns) e
                WHERE l.table_name = j.table_name AND e.value = m.column_name) || ']'
            """
        guard
            let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT j.table_name, j.row_key, coalesce(j.new_row, j.old_row) FROM journal_change j
                    JOIN sync_merged m ON m.table_name = j.table_name AND m.at_seq >= j.seq AND m.row_key = CAST(j.row_key AS TEXT)
                    WHERE j.unit_id = ? AND j.seq >= ? AND (m.column_name = '*' OR j.op <> 'update'
                        OR json_extract(j.old_row, \(place)) IS NOT json_extract(j.new_row, \(place)))
                    LIMIT 1
                    """, arguments: [unit.id, try firstSeq(db, unit: unit.id)])
        else { return }
        let table: String = row[0]
        throw JournalConflict(unitText: unit.text, table: table, row: try describe(db, table: table, key: row[1], image: row[2]))
    }

    /// The row keyed `key` of `table` as a JSON object naming its columns, for a conflict's
    /// message: from `image` (an array) when given, else as the table holds it now ("{}" if gone).
    static func describe(_ db: Database, table: String, key: DatabaseValue, image: String?) throws -> String {
        guard let journaled = JournalTables.table(table) else { return "{}" }
        let layout = try JournalLayout.current(db, table: journaled)
        let sql = image == nil ? "SELECT \(layout.namedRow(key: "?1"))" : "SELECT \(layout.named("?1"))"
        return try String.fetchOne(db, sql: sql, arguments: [image.map(\.databaseValue) ?? key]) ?? "{}"
    }

    /// Refuses to undo a unit one of whose inserted rows a write no command claimed changed since
    /// (another program through SQLite: the triggers recorded it, no unit took it). An insert is
    /// undone by its key alone, so this is where such a change shows. Example: `tx add Migros
    /// 82.40`, then `UPDATE tx SET amount_cents = 1230` in sqlite3: undo refuses to delete the
    /// 12.30 row. (A write with no trigger at all, an older pulpe's, leaves no trace to find.)
    private static func refuseUnclaimed(_ db: Database, unit: JournalUnit) throws {
        let first = try firstSeq(db, unit: unit.id)
        guard
            let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT f.table_name, f.row_key, coalesce(f.new_row, f.old_row) FROM journal_change f
                    WHERE f.seq > ? AND f.unit_id IS NULL AND EXISTS (
                        SELECT 1 FROM journal_change u WHERE u.seq >= ? AND u.seq < f.seq AND u.unit_id = ? AND u.op = 'insert'
                            AND u.table_name = f.table_name AND u.row_key = f.row_key)
                    LIMIT 1
                    """, arguments: [first, first, unit.id])
        else { return }
        let table: String = row[0]
        throw JournalConflict(unitText: unit.text, table: table, row: try describe(db, table: table, key: row[1], image: row[2]))
    }

    /// A unit's first and last change (`seq`), the last unbounded while it is open; nil when gone.
    private static func seqRange(_ db: Database, unit: Int64) throws -> Row? {
        try Row.fetchOne(db, sql: "SELECT first_seq, \(end) FROM journal_unit WHERE id = ?", arguments: [unit])
    }

    private static func firstSeq(_ db: Database, unit: Int64) throws -> Int64 {
        try Int64.fetchOne(db, sql: "SELECT first_seq FROM journal_unit WHERE id = ?", arguments: [unit]) ?? 0
    }

    // MARK: - Private

    /// Now, in UTC to the second, as units and syncs are stamped.
    public static func timestamp() -> String { timestamp(of: Date()) }

    /// A stamp in microseconds since 1970 (`microseconds()`), as units are stamped; with
    /// `milliseconds`, to the thousandth of a second ("2026-11-28 09:00:12.345").
    public static func timestamp(microseconds: Int64, milliseconds: Bool = false) -> String {
        timestamp(of: Date(timeIntervalSince1970: Double(microseconds) / 1_000_000), milliseconds: milliseconds)
    }

    private static func timestamp(of date: Date, milliseconds: Bool = false) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = milliseconds ? "yyyy-MM-dd HH:mm:ss.SSS" : "yyyy-MM-dd HH:mm:ss"
        return formatter.string(from: date)
    }

    /// Now, in microseconds since 1970 (UTC): the moment a unit was made, which orders a
    /// household's edits (`sync_stamp`).
    public static func microseconds() -> Int64 { Int64((Date().timeIntervalSince1970 * 1_000_000).rounded()) }

    /// Forgets the undone units (a new unit was made after them).
    private static func clearRedo(_ db: Database) throws {
        let undone = try Row.fetchAll(db, sql: "SELECT id, first_seq, \(end) FROM journal_unit WHERE undone = 1")
        for row in undone {
            let id: Int64 = row[0]
            try db.execute(
                sql: "DELETE FROM journal_change WHERE seq BETWEEN ? AND ? AND unit_id = ? AND seq < \(floor)",
                arguments: [row[1], row[2], id])
            try db.execute(sql: "DELETE FROM journal_unit WHERE id = ?", arguments: [id])
        }
    }

    /// Drops the oldest units beyond the kept number, with their changes.
    private static func prune(_ db: Database) throws {
        let keep = try keptUnits(db)
        guard
            let boundary = try Row.fetchOne(
                db, sql: "SELECT id FROM journal_unit ORDER BY id DESC LIMIT 1 OFFSET ?", arguments: [keep])
        else { return }
        let id: Int64 = boundary[0]
        let lastSeq = try Int64.fetchOne(db, sql: "SELECT max(\(end)) FROM journal_unit WHERE id <= ?", arguments: [id]) ?? 0
        try db.execute(
            sql: "DELETE FROM journal_change WHERE seq <= ? AND unit_id <= ? AND seq < \(floor)", arguments: [lastSeq, id])
        try db.execute(sql: "DELETE FROM journal_unit WHERE id <= ?", arguments: [id])
    }

    /// Applies `changes` backwards (before images) or forwards (after images), then forgets the
    /// rows the triggers recorded meanwhile: a replay is not a new unit. Consecutive deletes (or
    /// inserts) of one table run as one statement over the journal's rows (10,000 `tx add` lines
    /// undone in one `DELETE`), still matching every base column of an image, so a changed row is
    /// refused. An insert recorded by its key is undone by its key; its row is kept in the journal
    /// first, for redo.
    private static func replay(_ db: Database, unit: JournalUnit, _ changes: [Recorded], backwards: Bool) throws {
        let mark = try highWater(db)
        var statements = ReplayStatements()
        let steps = changes.map { change in
            let operation: JournalChange.Operation =
                switch (change.operation, backwards) {
                case (.insert, true), (.delete, false): .delete
                case (.delete, true), (.insert, false): .insert
                case (.update, _): .update
                }
            return (change: change, operation: operation)
        }
        var index = 0
        while index < steps.count {
            let (change, operation) = steps[index]
            guard let table = JournalTables.table(change.table) else {
                index += 1
                continue
            }
            var end = index + 1
            if operation != .update {
                while end < steps.count, steps[end].operation == operation, steps[end].change.table == change.table { end += 1 }
            }
            let from = backwards ? change.after : change.before
            let to = backwards ? change.before : change.after
            func conflict(_ image: String?) throws -> JournalConflict {
                JournalConflict(
                    unitText: unit.text, table: table.name, row: try describe(db, table: table.name, key: change.key, image: image))
            }
            do {
                let seqs = steps[index..<end].map(\.change.seq)
                let range: StatementArguments = [seqs.min(), seqs.max(), unit.id]
                if backwards, change.operation == .insert {
                    try statements.keepInsertedRows(db, table: table).execute(arguments: range)
                }
                if end - index > 1 {
                    let statement = try statements.batch(db, table: table, operation: operation, backwards: backwards)
                    try statement.execute(arguments: range)
                    if db.changesCount != end - index { throw try conflict(from ?? to) }
                } else {
                    let statement = try statements.statement(db, table: table, operation: operation)
                    switch operation {
                    case .delete: try statement.execute(arguments: [from, change.key])
                    case .insert:
                        guard to != nil else { throw try conflict(nil) }
                        try statement.execute(arguments: [to])
                    case .update: try statement.execute(arguments: [from, to])
                    }
                    if db.changesCount != 1 { throw try conflict(from ?? to) }
                }
            } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
                throw try conflict(to ?? from)
            }
            index = end
        }
        try forgetReplay(db, after: mark)
    }

    /// Forgets the changes a replay recorded above `mark`; on a synced database they are kept,
    /// outside any unit (`unit_id` 0), to be sent to the household.
    static func forgetReplay(_ db: Database, after mark: Int64) throws {
        try db.execute(
            sql: "UPDATE journal_change SET unit_id = 0 WHERE seq > ? AND unit_id IS NULL AND EXISTS (SELECT 1 FROM sync_state)",
            arguments: [mark])
        try db.execute(sql: "DELETE FROM journal_change WHERE seq > ? AND unit_id IS NULL", arguments: [mark])
    }
}

/// A journal row as recorded: images as arrays (`JournalLayout`), an insert by its key alone.
private struct Recorded {
    let seq: Int64
    let table: String
    let operation: JournalChange.Operation
    let key: DatabaseValue
    let before: String?
    let after: String?

    /// What the change was, without its images.
    var change: JournalChange { JournalChange(seq: seq, table: table, operation: operation, before: nil, after: nil) }
}

extension JournalUnit {
    static func fetch(_ db: Database, where clause: String) throws -> JournalUnit? {
        try Row.fetchOne(db, sql: "SELECT id, made_at, text, undone FROM journal_unit WHERE \(clause) LIMIT 1").map {
            JournalUnit(id: $0[0], madeAt: $0[1], text: $0[2], undone: $0[3])
        }
    }
}
