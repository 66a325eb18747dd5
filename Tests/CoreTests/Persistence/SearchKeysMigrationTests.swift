import GRDB
import Testing

@testable import Persistence

/// The `v7-favourites` migration folds the names and categories a file already holds, so an old
/// file's "Épicerie" is found by `--search epi` and sorts between Ecole and Exact.
@Suite struct SearchKeysMigrationTests {
    @Test func existingRowsAreFolded() throws {
        let queue = try DatabaseQueue()
        let migrator = Schema.migrator
        try migrator.migrate(queue, upTo: "v5-report-aggregates")
        try queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO budget (id, month) VALUES (1, '2026-03');
                    INSERT INTO tx (id, budget_id, name, name_key, amount_cents, kind, date, category) VALUES
                        (1, 1, 'Épicerie', 'épicerie', 1250, 'expense', '2026-03-02', 'Café'),
                        (2, 1, 'Ecole', 'ecole', 750, 'expense', '2026-03-03', NULL),
                        (3, 1, 'ＷＩＤＥ Œuf', 'ｗｉｄｅ œuf', 400, 'expense', '2026-03-04', 'FOOD');
                    """)
        }
        try migrator.migrate(queue)
        let rows = try queue.read {
            try String.fetchAll($0, sql: "SELECT search_name || '|' || IFNULL(search_category, '-') FROM tx ORDER BY id")
        }
        #expect(rows == ["epicerie|cafe", "ecole|-", "wide œuf|food"])
        let ordered = try queue.read { try String.fetchAll($0, sql: "SELECT name FROM tx ORDER BY search_name LIMIT 2") }
        #expect(ordered == ["Ecole", "Épicerie"])
    }
}
