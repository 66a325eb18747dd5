import GRDB

/// The change journal as sync uses it: the changes above the sync marker are this machine's,
/// not yet merged in the household's order. Sync reverts them (newest first, as undo does) before
/// applying the shared log, in which they come back at their place; then it moves the marker up.
public enum SyncJournal {
    /// The marker row's table name: no table is called that.
    public static let markerTable = "~sync"

    /// This machine's changes above the marker, oldest first (seq, unit, table, op, before, after).
    public static func changes(_ db: Database, after seq: Int64) throws -> [Row] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT seq, unit_id, table_name, op, old_row, new_row FROM journal_change
                WHERE seq > max(?, \(Journal.floor)) AND table_name <> ? ORDER BY seq
                """, arguments: [seq, markerTable])
    }

    /// Reverts every change above the marker, newest first; each row must be as the journal left
    /// it. Returns how many changes were reverted.
    public static func revert(_ db: Database) throws -> Int {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT seq, table_name, op, old_row, new_row FROM journal_change
                WHERE seq > \(Journal.floor) AND table_name <> ? ORDER BY seq DESC
                """, arguments: [markerTable])
        var statements = ReplayStatements()
        for row in rows {
            guard let table = JournalTables.table(row[1]), let operation = JournalChange.Operation(rawValue: row[2]) else { continue }
            let before: String? = row[3]
            let after: String? = row[4]
            switch operation {
            case .insert:
                try statements.statement(db, table: table, operation: .delete).execute(arguments: [after])
                if db.changesCount != 1 { throw JournalConflict(unitText: "sync", table: table.name, row: after ?? "") }
            case .delete:
                try statements.statement(db, table: table, operation: .insert).execute(arguments: [before])
            case .update:
                try statements.statement(db, table: table, operation: .update).execute(arguments: [after, before])
                if db.changesCount != 1 { throw JournalConflict(unitText: "sync", table: table.name, row: after ?? "") }
            }
        }
        return rows.count
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
