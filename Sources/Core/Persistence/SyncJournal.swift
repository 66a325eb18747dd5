import GRDB

/// The change journal as sync uses it: the changes above the sync marker are this machine's,
/// not yet merged in the household's order. Sync reverts them (newest first, as undo does) before
/// applying the shared log, in which they come back at their place; then it moves the marker up.
public enum SyncJournal {
    /// The marker row's table name: no table is called that.
    public static let markerTable = "~sync"

    /// This machine's changes above the marker, oldest first (seq, unit, table, op, before, after),
    /// at most `limit` of them, each image a JSON object naming its columns. An insert recorded by
    /// its key is sent as its row is now; a row deleted since is sent as it was just before that
    /// delete (which follows, in these changes or later ones).
    public static func changes(_ db: Database, after seq: Int64, limit: Int = Int.max) throws -> [Row] {
        let layouts = try JournalLayout.all(db)
        var rows = try Row.fetchAll(
            db,
            sql: """
                SELECT seq, unit_id, table_name, op, \(JournalLayout.named(layouts, image: "j.old_row")),
                    coalesce(\(JournalLayout.named(layouts, image: "j.new_row")),
                        CASE WHEN j.op = 'insert' THEN \(JournalLayout.namedRow(layouts, key: "j.row_key")) END),
                    row_key
                FROM journal_change j
                WHERE seq > max(?, \(Journal.floor)) AND table_name <> ? ORDER BY seq LIMIT ?
                """, arguments: [seq, markerTable, limit])
        // The image of a row deleted since: the old image of the first delete of it that follows,
        // found in one backward pass over these changes, else in one read of the later ones.
        var nextDelete: [RowReference: String] = [:]
        var gone: [(index: Int, row: RowReference)] = []
        for index in rows.indices.reversed() {
            let reference = RowReference(table: rows[index][2], key: rows[index][6])
            switch rows[index][3] as String {
            case "delete": nextDelete[reference] = rows[index][4]
            case "insert" where (rows[index][5] as String?) == nil:
                if let image = nextDelete[reference] {
                    rows[index] = goneInsert(rows[index], image: image)
                } else {
                    gone.append((index, reference))
                }
            default: break
            }
        }
        if !gone.isEmpty, let last: Int64 = rows.last?[0] {
            var later: [RowReference: String] = [:]
            let keys = Set(gone.map(\.row.key))
            let deletes = try Row.fetchCursor(
                db,
                sql: """
                    SELECT table_name, row_key, \(JournalLayout.named(layouts, image: "j.old_row")) FROM journal_change j
                    WHERE seq > ? AND op = 'delete' ORDER BY seq
                    """, arguments: [last])
            while let row = try deletes.next() {
                let reference = RowReference(table: row[0], key: row[1])
                if keys.contains(reference.key), later[reference] == nil { later[reference] = row[2] }
            }
            for (index, reference) in gone { rows[index] = goneInsert(rows[index], image: later[reference]) }
        }
        return rows
    }

    /// A table's row, by its key.
    private struct RowReference: Hashable {
        let table: String
        let key: DatabaseValue
    }

    /// An insert of a row deleted since, carrying `image` (the row just before that delete).
    private static func goneInsert(_ row: Row, image: String?) -> Row {
        ["seq": row[0], "unit_id": row[1], "table_name": row[2], "op": "insert", "old_row": nil, "new_row": image]
    }

    /// Reverts every change above the marker, newest first; each row must be as the journal left
    /// it. Returns how many changes were reverted. Read 5,000 at a time, so 100,000 changes
    /// taken back hold a page of images, not all of them (the reverts' own records come above
    /// the first page's top, which no page reaches).
    public static func revert(_ db: Database) throws -> Int {
        var statements = ReplayStatements()
        var below = Int64.max
        var count = 0
        while true {
            let rows = try Row.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT seq, table_name, op, old_row, new_row, row_key FROM journal_change
                        WHERE seq > \(Journal.floor) AND seq < ? AND table_name <> ? ORDER BY seq DESC LIMIT 5000
                        """), arguments: [below == .max ? try Journal.highWater(db) + 1 : below, markerTable])
            guard let last = rows.last else { return count }
            below = last[0]
            count += rows.count
            for row in rows { try revert(db, row, &statements) }
        }
    }

    /// Reverts one journal change (seq, table, op, before, after, key).
    private static func revert(_ db: Database, _ row: Row, _ statements: inout ReplayStatements) throws {
        guard let table = JournalTables.table(row[1]), let operation = JournalChange.Operation(rawValue: row[2]) else { return }
        let before: String? = row[3]
        let after: String? = row[4]
        let key: DatabaseValue = row[5]
        func conflict() throws -> JournalConflict {
            JournalConflict(
                unitText: "sync", table: table.name, row: try Journal.describe(db, table: table.name, key: key, image: after ?? before))
        }
        switch operation {
        case .insert:
            try statements.statement(db, table: table, operation: .delete).execute(arguments: [after, key])
            if db.changesCount != 1 { throw try conflict() }
        case .delete:
            try statements.statement(db, table: table, operation: .insert).execute(arguments: [before])
        case .update:
            try statements.statement(db, table: table, operation: .update).execute(arguments: [after, before])
            if db.changesCount != 1 { throw try conflict() }
        }
    }

    /// After the data was made again from the household's log: forgets what that wrote (above
    /// `mark`) and every unit (their images name rows made anew, so undo starts from here), and
    /// puts the marker on top.
    public static func forgetAll(_ db: Database, above mark: Int64) throws {
        try db.execute(sql: "DELETE FROM journal_unit")
        try moveMarker(db, forgettingAbove: mark)
        try db.execute(sql: "DELETE FROM journal_change WHERE table_name <> ?", arguments: [markerTable])
    }

    /// Forgets what was recorded above `mark` (the merge's own writes), puts a new marker on top,
    /// and drops the detached changes (undo's and redo's) now below it.
    public static func moveMarker(_ db: Database, forgettingAbove mark: Int64) throws {
        try db.execute(sql: "DELETE FROM journal_change WHERE seq > ?", arguments: [mark])
        let next = try Journal.highWater(db) + 1
        try db.execute(
            sql: "INSERT INTO journal_change (seq, unit_id, table_name, op) VALUES (?, 0, ?, 'mark')", arguments: [next, markerTable])
        try db.execute(sql: "DELETE FROM journal_change WHERE table_name = ? AND seq < ?", arguments: [markerTable, next])
        try db.execute(sql: "DELETE FROM journal_change WHERE unit_id = 0 AND seq < ?", arguments: [next])
        // What no unit left can reach: merged before every unit's first change.
        try db.execute(sql: "DELETE FROM sync_merged WHERE at_seq < (SELECT coalesce(min(first_seq), 0) FROM journal_unit)")
        try db.execute(sql: "UPDATE sync_state SET floor_seq = ?, queued_seq = max(queued_seq, ?) WHERE id = 1", arguments: [next, next])
    }
}
