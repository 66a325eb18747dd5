import GRDB
import Testing

@testable import Persistence

/// The change journal records what undo, redo and sync need and no more (`JournalLayout`): an
/// insert by its key, an update's and a delete's images as arrays of values; undo keeps an
/// inserted row's image so redo can put it back; `v14-compact-journal` rewrites older journals.
@Suite struct CompactJournalTests {
    static let budget = "INSERT INTO budget (id, month) VALUES (1, '2026-11')"
    static func tx(_ id: Int, _ name: String, _ cents: Int) -> String {
        "INSERT INTO tx (id, budget_id, name, name_key, amount_cents, kind, date) VALUES (\(id), 1, '\(name)', '\(name.lowercased())', \(cents), 'expense', '2026-11-03')"
    }
    static let txRow = "SELECT id, name, amount_cents, kind, date FROM tx ORDER BY id"

    private func journal(_ db: Database, op: String) throws -> [Row] {
        try Row.fetchAll(
            db, sql: "SELECT row_key, old_row, new_row FROM journal_change WHERE table_name = 'tx' AND op = ? ORDER BY seq", arguments: [op]
        )
    }

    /// Two units, as two commands leave them: budget 2026-11, then tx #7 Migros 82.40 in it.
    static func migrosAdded() throws -> AppDatabase {
        let database = try AppDatabase.inMemory()
        try database.write { try $0.execute(sql: Self.budget) }
        _ = try database.write { try Journal.claim($0, after: 0, unitID: nil, text: "budget new 2026-11") }
        let high = try database.read(Journal.highWater)
        try database.write { try $0.execute(sql: Self.tx(7, "Migros", 8240)) }
        _ = try database.write { try Journal.claim($0, after: high, unitID: nil, text: "tx add Migros 82.40") }
        return database
    }

    @Test func anInsertIsRecordedByItsKeyAndUndoKeepsItsRowForRedo() throws {
        let database = try Self.migrosAdded()
        let recorded = try database.read { try journal($0, op: "insert") }
        #expect(recorded.count == 1)
        #expect(recorded.first?[0] == 7)
        #expect(recorded.first?[1] as String? == nil)
        #expect(recorded.first?[2] as String? == nil)
        let before = try database.read { try Row.fetchAll($0, sql: Self.txRow) }

        _ = try database.write(Journal.undo)
        #expect(try database.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM tx") } == 0)
        // The deleted row waits in the journal, as an array in the layout's column order.
        let kept = try database.read { try journal($0, op: "insert").first?[2] as String? }
        #expect(kept?.hasPrefix("[7,1,null,\"Migros\",\"migros\",8240,\"expense\",\"2026-11-03\",") == true, "\(kept ?? "nil")")

        _ = try database.write(Journal.redo)
        #expect(try database.read { try Row.fetchAll($0, sql: Self.txRow) } == before)
        #expect(try database.read { try journal($0, op: "insert").first?[2] as String? } == nil)
    }

    /// An insert is undone by its key; a change another program made to that row since (recorded
    /// by the triggers, claimed by no command) makes undo refuse, as a changed image did.
    @Test func undoRefusesAnInsertedRowAnotherProgramChanged() throws {
        let database = try Self.migrosAdded()
        try database.write { try $0.execute(sql: "UPDATE tx SET amount_cents = 1230 WHERE id = 7") }
        #expect(throws: JournalConflict.self) { try database.write { try Journal.undo($0) } }
        #expect(try database.read { try Int.fetchOne($0, sql: "SELECT amount_cents FROM tx WHERE id = 7") } == 1230)
    }

    /// In a household, sync sends each insert at its place with the values it had: a later
    /// change (a move to a budget made after it) travels after it. So an insert keeps its image.
    @Test func aDatabaseInAHouseholdKeepsEachInsertsImage() throws {
        let database = try AppDatabase.inMemory()
        try database.write { db in
            try db.execute(
                sql: """
                    INSERT INTO sync_state (id, connection, household, device_id, device_name, floor_seq, queued_seq)
                    VALUES (1, 'postgres://h/db', 'home', 'd1', 'laptop', 0, 0)
                    """)
            try db.execute(sql: Self.budget)
            try db.execute(sql: Self.tx(7, "Migros", 8240))
            try db.execute(sql: "UPDATE tx SET amount_cents = 1230 WHERE id = 7")
        }
        let recorded = try database.read { try journal($0, op: "insert") }
        #expect((recorded.first?[2] as String?)?.hasPrefix("[7,1,null,\"Migros\",\"migros\",8240,") == true)
    }

    @Test func anUpdateAndADeleteKeepTheirImagesAsValues() throws {
        let database = try AppDatabase.inMemory()
        try database.write { db in
            try db.execute(sql: Self.budget)
            try db.execute(sql: Self.tx(1, "Migros", 8240))
            try db.execute(sql: "UPDATE tx SET amount_cents = 1230 WHERE id = 1")
            try db.execute(sql: "DELETE FROM tx WHERE id = 1")
        }
        let update = try database.read { try journal($0, op: "update") }
        let delete = try database.read { try journal($0, op: "delete") }
        let row = { (cents: Int) in "[1,1,null,\"Migros\",\"migros\",\(cents),\"expense\",\"2026-11-03\"," }
        #expect(update.first?[0] == 1)
        #expect((update.first?[1] as String?)?.hasPrefix(row(8240)) == true)
        #expect((update.first?[2] as String?)?.hasPrefix(row(1230)) == true)
        #expect(delete.first?[0] == 1)
        #expect((delete.first?[1] as String?)?.hasPrefix(row(1230)) == true)
        #expect(delete.first?[2] as String? == nil)
        // No image names a column.
        let named = try database.read {
            try Int.fetchOne($0, sql: "SELECT count(*) FROM journal_change WHERE old_row LIKE '{%' OR new_row LIKE '{%'")
        }
        #expect(named == 0)
    }

    /// A journal written by v13 (JSON objects, every insert with its image) keeps working: its
    /// images become arrays, the inserts of live units lose theirs, an undone unit keeps its
    /// row for redo, and undo and redo give back exactly the rows they did.
    @Test func theMigrationRewritesAnOlderJournal() throws {
        let queue = try DatabaseQueue()
        let migrator = Schema.migrator
        try migrator.migrate(queue, upTo: "v13-bank-text")
        try queue.write { db in
            try db.execute(sql: Self.budget)
            try Self.claimAsV13(db, text: "budget new 2026-11")
            try db.execute(sql: Self.tx(1, "Migros", 8240))
            try Self.claimAsV13(db, text: "tx add Migros 82.40")
            try db.execute(sql: Self.tx(2, "Coop", 1250))
            let high = try Journal.highWater(db)
            try Self.claimAsV13(db, text: "tx add Coop 12.50")
            // What v13's undo did: the row deleted, the replay's own journal row forgotten.
            try db.execute(sql: "DELETE FROM tx WHERE id = 2")
            try db.execute(sql: "DELETE FROM journal_change WHERE seq > ?", arguments: [high])
            try db.execute(sql: "UPDATE journal_unit SET undone = 1 WHERE text = 'tx add Coop 12.50'")
        }
        let older = try queue.read {
            try String.fetchAll($0, sql: "SELECT new_row FROM journal_change WHERE op = 'insert' AND table_name = 'tx'")
        }
        #expect(older.count == 2 && older.allSatisfy { $0.hasPrefix("{\"id\":") })
        try migrator.migrate(queue)

        let inserts = try queue.read { try journal($0, op: "insert") }
        #expect(inserts.map { $0[0] as Int64 } == [1, 2])
        #expect(inserts[0][2] as String? == nil)
        #expect((inserts[1][2] as String?)?.hasPrefix("[2,1,null,\"Coop\",\"coop\",1250,\"expense\",\"2026-11-03\",") == true)

        _ = try queue.write(Journal.redo)
        #expect(try queue.read { try String.fetchAll($0, sql: "SELECT name FROM tx ORDER BY id") } == ["Migros", "Coop"])
        _ = try queue.write(Journal.undo)
        _ = try queue.write(Journal.undo)
        #expect(try queue.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM tx") } == 0)
        _ = try queue.write(Journal.redo)
        #expect(try queue.read { try Row.fetchAll($0, sql: Self.txRow) }.map { $0["amount_cents"] as Int } == [8240])
    }

    /// Makes the changes not in a unit yet one unit, as v13 did (its units had no `stamp`).
    static func claimAsV13(_ db: Database, text: String) throws {
        guard let range = try Row.fetchOne(db, sql: "SELECT min(seq), max(seq) FROM journal_change WHERE unit_id IS NULL"),
            let first: Int64 = range[0], let last: Int64 = range[1]
        else { return }
        try db.execute(
            sql: "INSERT INTO journal_unit (made_at, text, first_seq, last_seq) VALUES ('2026-11-03 10:00:00', ?, ?, ?)",
            arguments: [text, first, last])
        try db.execute(
            sql: "UPDATE journal_change SET unit_id = ? WHERE seq BETWEEN ? AND ? AND unit_id IS NULL",
            arguments: [db.lastInsertedRowID, first, last])
    }
}
