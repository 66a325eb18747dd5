import GRDB
import Testing

@testable import Persistence

/// The `v25-transaction-source` migration: an old file's imported rows say `import` (a
/// notification's, its source), every other row stays unknown (NULL), and undo sees nothing of it.
@Suite struct TransactionSourceMigrationTests {
    @Test func importedRowsGetTheirSourceAndTheRestStaysUnknown() throws {
        let queue = try DatabaseQueue()
        let migrator = Schema.migrator
        try migrator.migrate(queue, upTo: "v24-foreign-amounts")
        try queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO budget (id, month) VALUES (1, '2026-11');
                    INSERT INTO tx (id, budget_id, name, name_key, amount_cents, kind, date, import_key) VALUES
                        (1, 1, 'Coop', 'coop', 2000, 'expense', '2026-11-02', NULL),
                        (2, 1, 'Migros', 'migros', 1250, 'expense', '2026-11-03', 'ch93|ref|ZV1'),
                        (3, 1, 'Kiosk', 'kiosk', 750, 'expense', '2026-11-04', 'notification:twint|ref|9f00'),
                        (4, 1, 'Bakery', 'bakery', 420, 'expense', '2026-11-05', 'notification:text|ref|1a2b');
                    """)
        }
        let journaled = try queue.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM journal_change") }
        try migrator.migrate(queue)
        let sources = try queue.read { try String.fetchAll($0, sql: "SELECT IFNULL(source, '-') FROM tx ORDER BY id") }
        #expect(sources == ["-", "import", "notification twint", "notification"])
        // The fill is the schema's: no change for undo to claim.
        #expect(try queue.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM journal_change") } == journaled)
    }
}
