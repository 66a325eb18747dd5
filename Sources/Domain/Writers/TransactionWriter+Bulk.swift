import GRDB
import Model
import Persistence
import Shared

extension TransactionWriter {
    /// Many inserts of `tx` in one transaction (an import): the per-row insert triggers that add
    /// to the budget's free sums and the line's consumption, to the report totals and to the
    /// change journal are set aside while the rows go in; `insert` sums what they would have
    /// added, and `finish` adds it, one statement per budget, line and total, in the same transaction. The other triggers stay
    /// (the line-and-kind check, the checked sums, the month delta, fired by `finish`'s updates).
    /// Example: 100,000 imported rows on 40 lines of 13 budgets: 40 line updates, 13 budget
    /// updates and a few hundred report upserts instead of 500,000 trigger statements. The result is the
    /// row-by-row one (`TransactionBulkInsertTests` compares whole databases; `doctor` recounts).
    struct Bulk {
        static let triggers = ["tx_aggregate_insert", "tx_report_insert", "journal_tx_insert"]
        /// The rows above this id are the bulk's (ids only grow: `AUTOINCREMENT`).
        private let after: Int64
        private let setAside: SetAsideTriggers
        /// The keys of the names and categories met so far (a bank file repeats a few hundred).
        private var names: [String: (name: String, search: String)] = [:]
        private var categories: [String: String] = [:]
        /// What the set-aside triggers would have added, summed by what they add to: a budget's
        /// free sums (income, expense, saving), a line's consumption, the report totals (sum, count).
        private var free: [Int64: (income: Int64, expense: Int64, saving: Int64)] = [:]
        private var consumed: [Int64: Int64] = [:]
        private var categoryTotals: [ReportKey: (cents: Int64, count: Int64)] = [:]
        private var lineTotals: [ReportKey: (cents: Int64, count: Int64)] = [:]

        /// A report total's key: the budget, the kind, and the category (`""` for none) or the line (`"0"` free).
        private struct ReportKey: Hashable {
            let budget: Int64
            let kind: String
            let part: String
        }

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
            let id = try TransactionWriter.insert(db, row, name: keys, searchCategory: searchCategory)
            let cents = row.amount.cents
            if let line = row.lineID {
                consumed[line, default: 0] += cents
            } else {
                var sums = free[row.budgetID] ?? (0, 0, 0)
                switch row.kind {
                case .income: sums.income += cents
                case .expense: sums.expense += cents
                case .saving: sums.saving += cents
                }
                free[row.budgetID] = sums
            }
            let category = ReportKey(budget: row.budgetID, kind: row.kind.rawValue, part: row.category ?? "")
            let line = ReportKey(budget: row.budgetID, kind: row.kind.rawValue, part: String(row.lineID ?? 0))
            let counted = categoryTotals[category] ?? (0, 0)
            categoryTotals[category] = (counted.cents + cents, counted.count + 1)
            let lined = lineTotals[line] ?? (0, 0)
            lineTotals[line] = (lined.cents + cents, lined.count + 1)
            return id
        }

        /// Adds what the set-aside triggers would have added for the rows inserted since `init`,
        /// one statement per budget, line and report total touched, and restores them.
        func finish(_ db: Database) throws {
            let budget = try db.makeStatement(
                sql: """
                    UPDATE budget SET free_income_cents = free_income_cents + ?, free_expense_cents = free_expense_cents + ?,
                        free_saving_cents = free_saving_cents + ? WHERE id = ?
                    """)
            for (id, sums) in free { try budget.execute(arguments: [sums.income, sums.expense, sums.saving, id]) }
            let line = try db.makeStatement(sql: "UPDATE budget_line SET consumed_cents = consumed_cents + ? WHERE id = ?")
            for (id, cents) in consumed { try line.execute(arguments: [cents, id]) }
            let category = try db.makeStatement(
                sql: """
                    INSERT INTO report_category_total (budget_id, kind, category, amount_cents, tx_count) VALUES (?, ?, ?, ?, ?)
                    ON CONFLICT (budget_id, kind, category) DO UPDATE SET
                        amount_cents = amount_cents + excluded.amount_cents, tx_count = tx_count + excluded.tx_count
                    """)
            for (key, total) in categoryTotals {
                try category.execute(arguments: [key.budget, key.kind, key.part, total.cents, total.count])
            }
            let lineTotal = try db.makeStatement(
                sql: """
                    INSERT INTO report_line_total (budget_id, kind, line_id, amount_cents, tx_count) VALUES (?, ?, ?, ?, ?)
                    ON CONFLICT (budget_id, kind, line_id) DO UPDATE SET
                        amount_cents = amount_cents + excluded.amount_cents, tx_count = tx_count + excluded.tx_count
                    """)
            for (key, total) in lineTotals {
                try lineTotal.execute(arguments: [key.budget, key.kind, Int64(key.part) ?? 0, total.cents, total.count])
            }
            try db.execute(
                sql: "INSERT INTO journal_change (table_name, op, row_key) SELECT 'tx', 'insert', id FROM tx WHERE id > ? ORDER BY id",
                arguments: [after])
            try setAside.restore(db)
        }
    }
}
