import GRDB
import Testing

@testable import Persistence

/// The changes sync sends, read a step at a time: an insert recorded by its key alone whose row
/// was deleted since travels with the row as it was before that delete, whether the delete is
/// in the same step or a later one.
@Suite struct SyncJournalTests {
    /// tx #7 Migros 82.40 and #8 Coop 10.00 added by key (before the household), #7 set to
    /// 12.30 then deleted, #8 still there; then the database joins (marker at 0).
    private func migrosAddedThenDeleted() throws -> AppDatabase {
        let database = try AppDatabase.inMemory()
        try database.write { db in
            try db.execute(sql: CompactJournalTests.budget)
            try db.execute(sql: CompactJournalTests.tx(7, "Migros", 8240))
            try db.execute(sql: CompactJournalTests.tx(8, "Coop", 1000))
            try db.execute(sql: "UPDATE tx SET amount_cents = 1230 WHERE id = 7")
            try db.execute(sql: "DELETE FROM tx WHERE id = 7")
            try db.execute(
                sql: """
                    INSERT INTO sync_state (id, connection, household, device_id, device_name, floor_seq, queued_seq)
                    VALUES (1, 'postgres://h/db', 'home', 'd1', 'laptop', 0, 0)
                    """)
        }
        return database
    }

    /// (op, key, amount in the sent image) of each tx change.
    private func sent(_ rows: [Row]) -> [String] {
        rows.filter { $0["table_name"] == "tx" }.map { row in
            let image: String? = row[5] ?? row[4]
            let amount = image?.split(separator: ",").first { $0.contains("amount_cents") }.map(String.init) ?? "-"
            return "\(row[3] as String) \(amount)"
        }
    }

    @Test func aDeletedRowsInsertCarriesItsLastImageInOneStep() throws {
        let database = try migrosAddedThenDeleted()
        let changes = try database.read { try SyncJournal.changes($0, after: 0) }
        #expect(
            sent(changes) == [
                "insert \"amount_cents\":1230", "insert \"amount_cents\":1000", "update \"amount_cents\":1230",
                "delete \"amount_cents\":1230",
            ])
    }

    @Test func aDeletedRowsInsertCarriesItsLastImageWhenTheDeleteIsInALaterStep() throws {
        let database = try migrosAddedThenDeleted()
        var all: [Row] = []
        var after: Int64 = 0
        while true {
            let step = try database.read { try SyncJournal.changes($0, after: after, limit: 1) }
            guard let last: Int64 = step.last?[0] else { break }
            all += step
            after = last
        }
        #expect(
            sent(all) == [
                "insert \"amount_cents\":1230", "insert \"amount_cents\":1000", "update \"amount_cents\":1230",
                "delete \"amount_cents\":1230",
            ])
        let budgetFirst = all.first { $0["table_name"] == "budget" }
        #expect(budgetFirst != nil)
    }

    /// Taking back more changes than a page of 5,000: 5,001 inserts and 2 updates after the
    /// marker go back whole, newest first, and what stood at the marker is there again.
    @Test func moreThanAPageOfChangesIsRevertedWhole() throws {
        let database = try AppDatabase.inMemory()
        try database.write { db in
            try db.execute(sql: CompactJournalTests.budget)
            try db.execute(sql: CompactJournalTests.tx(1, "Migros", 8240))
            try db.execute(
                sql: """
                    INSERT INTO sync_state (id, connection, household, device_id, device_name, floor_seq, queued_seq)
                    VALUES (1, 'postgres://h/db', 'home', 'd1', 'laptop', 0, 0)
                    """)
            try SyncJournal.moveMarker(db, forgettingAbove: try Journal.highWater(db))
            for id in 2...5_002 { try db.execute(sql: CompactJournalTests.tx(id, "Row", 100)) }
            try db.execute(sql: "UPDATE tx SET amount_cents = 5 WHERE id IN (1, 2)")
        }
        let reverted = try database.write { db in try SyncJournal.revert(db) }
        #expect(reverted == 5_003)
        let rows = try database.read { db in try Row.fetchAll(db, sql: "SELECT id, amount_cents FROM tx") }
        #expect(rows.map { "\($0[0] as Int) \($0[1] as Int)" } == ["1 8240"])
    }
}
