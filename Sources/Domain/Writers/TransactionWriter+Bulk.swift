import GRDB
import Model
import Persistence
import Shared

extension TransactionWriter {
    /// Many inserts of `tx` in one transaction (an import): the per-row insert triggers that add
    /// to the budget's free sums and the line's consumption, to the report totals and to the
    /// change journal are set aside while the rows go in; `finish` brings all of it up to date
    /// from the rows added, one statement each, in the same transaction. The other triggers stay
    /// (the line-and-kind check, the checked sums, the month delta, fired by `finish`'s updates).
    /// Example: 100,000 imported rows on 40 lines of 13 budgets: 40 line updates, 13 budget
    /// updates and two grouped upserts instead of 500,000 trigger statements. The result is the
    /// row-by-row one (`TransactionBulkInsertTests` compares whole databases; `doctor` recounts).
    struct Bulk {
        static let triggers = ["tx_aggregate_insert", "tx_report_insert", "journal_tx_insert"]
        /// The rows above this id are the bulk's (ids only grow: `AUTOINCREMENT`).
        private let after: Int64
        private let setAside: SetAsideTriggers
        /// The keys of the names and categories met so far (a bank file repeats a few hundred).
        private var names: [String: (name: String, search: String)] = [:]
        private var categories: [String: String] = [:]

        /// What the set-aside triggers do, for every row above `?1` at once.
        private static let catchUp = [
            """
            UPDATE budget SET
                free_income_cents = free_income_cents + added.income,
                free_expense_cents = free_expense_cents + added.expense,
                free_saving_cents = free_saving_cents + added.saving
            FROM (SELECT budget_id,
                      sum(CASE kind WHEN 'income' THEN amount_cents ELSE 0 END) AS income,
                      sum(CASE kind WHEN 'expense' THEN amount_cents ELSE 0 END) AS expense,
                      sum(CASE kind WHEN 'saving' THEN amount_cents ELSE 0 END) AS saving
                  FROM tx WHERE id > ?1 AND budget_line_id IS NULL GROUP BY budget_id) AS added
            WHERE budget.id = added.budget_id
            """,
            """
            UPDATE budget_line SET consumed_cents = consumed_cents + added.total
            FROM (SELECT budget_line_id, sum(amount_cents) AS total FROM tx
                  WHERE id > ?1 AND budget_line_id IS NOT NULL GROUP BY budget_line_id) AS added
            WHERE budget_line.id = added.budget_line_id
            """,
            """
            INSERT INTO report_category_total (budget_id, kind, category, amount_cents, tx_count)
                SELECT budget_id, kind, IFNULL(category, ''), sum(amount_cents), count(*) FROM tx WHERE id > ?1 GROUP BY 1, 2, 3
            ON CONFLICT (budget_id, kind, category) DO UPDATE SET
                amount_cents = amount_cents + excluded.amount_cents, tx_count = tx_count + excluded.tx_count
            """,
            """
            INSERT INTO report_line_total (budget_id, kind, line_id, amount_cents, tx_count)
                SELECT budget_id, kind, IFNULL(budget_line_id, 0), sum(amount_cents), count(*) FROM tx WHERE id > ?1 GROUP BY 1, 2, 3
            ON CONFLICT (budget_id, kind, line_id) DO UPDATE SET
                amount_cents = amount_cents + excluded.amount_cents, tx_count = tx_count + excluded.tx_count
            """,
            """
            INSERT INTO journal_change (table_name, op, row_key) SELECT 'tx', 'insert', id FROM tx WHERE id > ?1 ORDER BY id
            """,
        ]

        init(_ db: Database) throws {
            after = try Int64.fetchOne(db, sql: "SELECT seq FROM sqlite_sequence WHERE name = 'tx'") ?? 0
            setAside = try SetAsideTriggers(db, names: Self.triggers)
        }

        /// Inserts one row (`TransactionWriter.insert`), its keys made once per distinct name.
        mutating func insert(_ db: Database, _ row: NewRow) throws -> Int64 {
            if names.count > 50_000 { names.removeAll(keepingCapacity: true) }
            let keys = names[row.name] ?? (NameKey.make(row.name), SearchKey.make(row.name))
            names[row.name] = keys
            var searchCategory: String?
            if let category = row.category {
                searchCategory = categories[category] ?? SearchKey.make(category)
                if categories.count < 50_000 { categories[category] = searchCategory }
            }
            return try TransactionWriter.insert(db, row, name: keys, searchCategory: searchCategory)
        }

        /// Adds what the set-aside triggers would have added for the rows inserted since `init`,
        /// and restores them.
        func finish(_ db: Database) throws {
            for sql in Self.catchUp { try db.execute(sql: sql, arguments: [after]) }
            try setAside.restore(db)
        }
    }
}
