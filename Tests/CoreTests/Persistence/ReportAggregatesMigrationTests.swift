import GRDB
import Testing

@testable import Persistence

/// The `v5-report-aggregates` migration fills the per-budget totals from the transactions a file
/// already holds, and its triggers keep them current, with plain SQL and hand-computed figures.
@Suite struct ReportAggregatesMigrationTests {
    private func rows(_ queue: DatabaseQueue, _ sql: String) throws -> [String] {
        try queue.read { try String.fetchAll($0, sql: sql) }
    }

    @Test func theMigrationBackfillsThenTheTriggersFollow() throws {
        let queue = try DatabaseQueue()
        let migrator = Schema.migrator
        try migrator.migrate(queue, upTo: "v3-planned-withdrawals")
        try queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO budget (id, month) VALUES (1, '2026-03'), (2, '2026-04');
                    INSERT INTO budget_line (id, budget_id, name, name_key, amount_cents, kind)
                    VALUES (10, 1, 'Courses', 'courses', 60000, 'expense');
                    INSERT INTO tx (id, budget_id, budget_line_id, name, name_key, amount_cents, kind, date, category) VALUES
                        (1, 1, 10, 'a', 'a', 1250, 'expense', '2026-03-02', 'Food'),
                        (2, 1, NULL, 'b', 'b', 750, 'expense', '2026-03-03', 'Food'),
                        (3, 1, NULL, 'c', 'c', 400, 'expense', '2026-03-04', NULL),
                        (4, 2, NULL, 'd', 'd', 900000, 'income', '2026-04-01', NULL);
                    """)
        }
        try migrator.migrate(queue)
        let categories =
            "SELECT budget_id || ' ' || quote(kind) || ' ' || quote(category) || ' ' || amount_cents || ' ' || tx_count FROM report_category_total ORDER BY budget_id, kind, 1"
        let lines =
            "SELECT budget_id || ' ' || quote(kind) || ' ' || line_id || ' ' || amount_cents || ' ' || tx_count FROM report_line_total ORDER BY budget_id, kind, 1"
        #expect(try rows(queue, categories) == ["1 'expense' '' 400 1", "1 'expense' 'Food' 2000 2", "2 'income' '' 900000 1"])
        #expect(try rows(queue, lines) == ["1 'expense' 0 1150 2", "1 'expense' 10 1250 1", "2 'income' 0 900000 1"])

        try queue.write { db in
            try db.execute(
                sql: """
                    UPDATE tx SET category = 'Food', amount_cents = 500 WHERE id = 3;
                    UPDATE tx SET budget_line_id = NULL WHERE id = 1;
                    DELETE FROM tx WHERE id = 2;
                    DELETE FROM budget WHERE id = 2;
                    """)
        }
        #expect(try rows(queue, categories) == ["1 'expense' 'Food' 1750 2"])
        #expect(try rows(queue, lines) == ["1 'expense' 0 1750 2"])
    }
}
