import GRDB
import Testing

@testable import Persistence

/// The `v12-import-keys-and-profiles` migration: imported rows, which the import wrote without
/// search keys, get them; and their import keys lose what said how the file was read (the
/// `camt:` prefix, a profile's name, the default `csv`), so the next import of the file finds them.
@Suite struct ImportKeysMigrationTests {
    @Test func importedRowsGetSearchKeysAndKeysOfTheirAccountAlone() throws {
        let queue = try DatabaseQueue()
        let migrator = Schema.migrator
        try migrator.migrate(queue, upTo: "v11-partial-tx-indexes")
        try queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO budget (id, month) VALUES (1, '2026-11');
                    INSERT INTO import_profile (name, name_key, date_column, amount_column, payee_column) VALUES ('UBS', 'ubs', '1', '2', '3');
                    INSERT INTO tx (id, budget_id, name, name_key, amount_cents, kind, date, category, import_key) VALUES
                        (1, 1, 'Épicerie Moser', 'épicerie moser', 1250, 'expense', '2026-11-02', 'Café', 'camt:ch93|ref|ZV1'),
                        (2, 1, 'Kiosk', 'kiosk', 750, 'expense', '2026-11-03', NULL, 'ubs|2026-11-03|-750|kiosk|1'),
                        (3, 1, 'Bakery', 'bakery', 400, 'expense', '2026-11-04', NULL, 'csv|2026-11-04|-400|bakery|1'),
                        (4, 1, 'Fuel', 'fuel', 900, 'expense', '2026-11-05', NULL, 'shell|ref|9');
                    """)
            try db.execute(
                sql:
                    "INSERT INTO tx (id, budget_id, name, name_key, amount_cents, kind, date) VALUES (5, 1, 'Typed', 'typed', 1, 'expense', '2026-11-06')"
            )
        }
        try migrator.migrate(queue, upTo: "v31-sync-merged-own")
        let rows = try queue.read {
            try String.fetchAll(
                $0, sql: "SELECT search_name || '|' || IFNULL(search_category, '-') || '|' || IFNULL(import_key, '-') FROM tx ORDER BY id")
        }
        #expect(
            rows == [
                "epicerie moser|cafe|ch93|ref|ZV1", "kiosk|-||2026-11-03|-750|kiosk|1", "bakery|-||2026-11-04|-400|bakery|1",
                "fuel|-|shell|ref|9", "|-|-",
            ])
        let columns = try queue.read { try Row.fetchAll($0, sql: "PRAGMA table_info(import_profile)").map { $0["name"] as String } }
        #expect(Set(["direction_column", "skip_lines", "separator", "encoding"]).isSubset(of: columns))
    }
}

/// The migration's own rewrites are not changes of a command: no journal row is left for an undo to claim.
@Suite struct ImportKeysMigrationJournalTests {
    @Test func theRewritesLeaveNoJournalRow() throws {
        let queue = try DatabaseQueue()
        let migrator = Schema.migrator
        try migrator.migrate(queue, upTo: "v11-partial-tx-indexes")
        try queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO budget (id, month) VALUES (1, '2026-11');
                    DELETE FROM journal_change;
                    INSERT INTO tx (id, budget_id, name, name_key, amount_cents, kind, date, import_key)
                        VALUES (1, 1, 'Kiosk', 'kiosk', 750, 'expense', '2026-11-03', 'csv|2026-11-03|-750|kiosk|1');
                    """)
        }
        let before = try queue.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM journal_change") }
        try migrator.migrate(queue, upTo: "v31-sync-merged-own")
        #expect(try queue.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM journal_change") } == before)
        #expect(try queue.read { try String.fetchOne($0, sql: "SELECT import_key FROM tx") } == "|2026-11-03|-750|kiosk|1")
    }
}
