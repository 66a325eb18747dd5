import GRDB
import Testing

@testable import Persistence

/// The `v32-short-import-keys` migration: every readable import key, in `tx`, in
/// `transfer_movement` and in the journal's images, becomes its stored form; nothing else moves,
/// and the rewrite leaves no change for an undo to claim.
@Suite struct ShortImportKeysMigrationTests {
    /// A database migrated up to the version before, with `setUp`'s rows.
    private func beforeShortKeys(_ setUp: (Database) throws -> Void) throws -> DatabaseQueue {
        let queue = try DatabaseQueue()
        try Schema.migrator.migrate(queue, upTo: "v31-sync-merged-own")
        try queue.write(setUp)
        return queue
    }

    @Test func readableKeysBecomeShortInRowsAndInTheJournal() throws {
        let queue = try beforeShortKeys { db in
            try db.execute(
                sql: """
                    INSERT INTO budget (id, month) VALUES (1, '2026-11');
                    INSERT INTO account (id, name, name_key) VALUES (2, 'Savings', 'savings');
                    INSERT INTO tx (id, budget_id, name, name_key, amount_cents, kind, date, import_key) VALUES
                        (1, 1, 'Twint Anna', 'twint anna', 4645, 'income', '2026-01-01', '|2026-01-01|4645|twint anna|1'),
                        (2, 1, 'Typed', 'typed', 100, 'expense', '2026-11-02', NULL),
                        (3, 1, 'Fuel', 'fuel', 900, 'expense', '2026-11-05', 'ubs|ref|ZV123');
                    INSERT INTO transfer (id, from_account_id, to_account_id, amount_cents, date) VALUES (1, 1, 2, 500, '2026-11-03');
                    INSERT INTO transfer_movement (transfer_id, side, name, date, import_key)
                        VALUES (1, 'from', 'To savings', '2026-11-03', 'ch93|2026-11-03|-8240|migros zürich|2');
                    DELETE FROM journal_change;
                    UPDATE tx SET name = 'TWINT Anna' WHERE id = 1;
                    DELETE FROM tx WHERE id = 3;
                    """)
        }
        let journaled = try queue.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM journal_change") }
        #expect(journaled == 2)
        try Schema.migrator.migrate(queue)
        try queue.read { db in
            #expect(try String?.fetchAll(db, sql: "SELECT import_key FROM tx ORDER BY id") == ["3zaJ0TS5CJvw", nil])
            #expect(try String.fetchAll(db, sql: "SELECT import_key FROM transfer_movement") == ["43N4Ic8QoSIP"])
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM journal_change") == journaled)
            let position = try #require(try JournalLayout.stored(db, table: "tx")?.firstIndex(of: "import_key"))
            let images = try Row.fetchAll(
                db,
                sql:
                    "SELECT op, json_extract(old_row, '$[\(position)]') AS old, json_extract(new_row, '$[\(position)]') AS new FROM journal_change ORDER BY seq"
            )
            #expect(
                images.map { [$0["op"], $0["old"], $0["new"]] as [String?] } == [
                    ["update", "3zaJ0TS5CJvw", "3zaJ0TS5CJvw"], ["delete", "xsFdlBJJ-JhR", nil],
                ])
            // The journal still records a change of a key (its trigger came back).
        }
        try queue.write { db in try db.execute(sql: "UPDATE tx SET import_key = 'x' WHERE id = 1") }
        #expect(try queue.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM journal_change") } == journaled! + 1)
    }

    /// Two rows an older pulpe in the household kept apart, one key readable and one short: the
    /// readable one stays as it is (a plain rewrite would break the unique key and stop the
    /// migration). A row on a line of another kind (an older merge left some) has its key rewritten.
    @Test func aClashOrAMisplacedRowDoesNotStopTheMigration() throws {
        let queue = try beforeShortKeys { db in
            try db.execute(
                sql: """
                    INSERT INTO budget (id, month) VALUES (1, '2026-11');
                    INSERT INTO budget_line (id, budget_id, name, name_key, amount_cents, kind) VALUES (1, 1, 'Gym', 'gym', 7000, 'income');
                    INSERT INTO tx (id, budget_id, name, name_key, amount_cents, kind, date, import_key) VALUES
                        (1, 1, 'Migros', 'migros', 8240, 'expense', '2026-11-03', '43Ngyqh5Qk4Z'),
                        (2, 1, 'Migros', 'migros', 8240, 'expense', '2026-11-03', '|2026-11-03|-8240|migros|1'),
                        (3, 1, 'Shoes', 'shoes', 3000, 'expense', '2026-11-04', 'ubs|ref|ZV123');
                    """)
            // Put there past the check, as an older merge did.
            let check = try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = 'tx_check_update'")
            try db.execute(sql: "DROP TRIGGER tx_check_update; UPDATE tx SET budget_line_id = 1 WHERE id = 3")
            try db.execute(sql: try #require(check))
        }
        try Schema.migrator.migrate(queue)
        let keys = try queue.read { try String.fetchAll($0, sql: "SELECT import_key FROM tx ORDER BY id") }
        #expect(keys == ["43Ngyqh5Qk4Z", "|2026-11-03|-8240|migros|1", "xsFdlBJJ-JhR"])
        // The allocation check is back as it was.
        let check = try queue.read {
            try String.fetchOne($0, sql: "SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = 'tx_check_update'")
        }
        #expect(check?.contains("a transaction must be allocated to a line of the same budget and kind") == true)
    }
}
