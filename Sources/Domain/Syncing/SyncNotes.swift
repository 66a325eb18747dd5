import GRDB
import Persistence

/// The `sync_note` table's one writer: what syncs said of their merges (an edit that gave way
/// to a later one, an edit lost with a removed row, a row kept or made again), kept so `changes`
/// can list them after the sync's output is gone; the newest 1,000.
enum SyncNotes {
    static let kept = 1_000

    static func keep(_ db: Database, _ notes: [String]) throws {
        guard !notes.isEmpty else { return }
        let time = Journal.timestamp()
        let insert = try db.cachedStatement(sql: "INSERT INTO sync_note (made_at, text) VALUES (?, ?)")
        for note in notes { try insert.execute(arguments: [time, note]) }
        try db.execute(sql: "DELETE FROM sync_note WHERE id <= (SELECT max(id) FROM sync_note) - ?", arguments: [kept])
    }
}
