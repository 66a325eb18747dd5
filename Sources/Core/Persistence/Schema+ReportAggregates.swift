import GRDB

/// Per-budget totals of the transactions, by category and by line, kept by triggers so reports
/// read a few hundred rows instead of every transaction.
extension Schema {
    /// `report_category_total` holds, per budget, kind and category (`''` for none), the sum and
    /// number of transactions; `report_line_total` the same per line (`0` for free transactions).
    /// A row whose count falls to 0 is deleted. Example: two expenses of 12.50 and 7.50 in
    /// "Food" in budget 3 → one row (3, 'expense', 'Food', 2000, 2).
    static func createReportAggregates(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE report_category_total (
                    budget_id INTEGER NOT NULL,
                    kind TEXT NOT NULL,
                    category TEXT NOT NULL,
                    amount_cents INTEGER NOT NULL,
                    tx_count INTEGER NOT NULL,
                    PRIMARY KEY (budget_id, kind, category)
                );
                CREATE TABLE report_line_total (
                    budget_id INTEGER NOT NULL,
                    kind TEXT NOT NULL,
                    line_id INTEGER NOT NULL,
                    amount_cents INTEGER NOT NULL,
                    tx_count INTEGER NOT NULL,
                    PRIMARY KEY (budget_id, kind, line_id)
                );
                INSERT INTO report_category_total (budget_id, kind, category, amount_cents, tx_count)
                    SELECT budget_id, kind, IFNULL(category, ''), SUM(amount_cents), COUNT(*) FROM tx GROUP BY 1, 2, 3;
                INSERT INTO report_line_total (budget_id, kind, line_id, amount_cents, tx_count)
                    SELECT budget_id, kind, IFNULL(budget_line_id, 0), SUM(amount_cents), COUNT(*) FROM tx GROUP BY 1, 2, 3;
                CREATE TRIGGER tx_report_insert AFTER INSERT ON tx
                BEGIN \(reportAdd("NEW")) END;
                CREATE TRIGGER tx_report_delete AFTER DELETE ON tx
                BEGIN \(reportRemove("OLD")) END;
                CREATE TRIGGER tx_report_update AFTER UPDATE OF amount_cents, kind, budget_id, budget_line_id, category ON tx
                BEGIN \(reportRemove("OLD")) \(reportAdd("NEW")) END;
                """)
    }

    /// Adds `row` (NEW or OLD) to both totals, creating their rows when missing.
    private static func reportAdd(_ row: String) -> String {
        """
        INSERT INTO report_category_total (budget_id, kind, category, amount_cents, tx_count)
        VALUES (\(row).budget_id, \(row).kind, IFNULL(\(row).category, ''), \(row).amount_cents, 1)
        ON CONFLICT (budget_id, kind, category) DO UPDATE SET
            amount_cents = amount_cents + excluded.amount_cents, tx_count = tx_count + 1;
        INSERT INTO report_line_total (budget_id, kind, line_id, amount_cents, tx_count)
        VALUES (\(row).budget_id, \(row).kind, IFNULL(\(row).budget_line_id, 0), \(row).amount_cents, 1)
        ON CONFLICT (budget_id, kind, line_id) DO UPDATE SET
            amount_cents = amount_cents + excluded.amount_cents, tx_count = tx_count + 1;
        """
    }

    /// Takes `row` out of both totals, deleting a row left with no transaction.
    private static func reportRemove(_ row: String) -> String {
        """
        UPDATE report_category_total SET amount_cents = amount_cents - \(row).amount_cents, tx_count = tx_count - 1
        WHERE budget_id = \(row).budget_id AND kind = \(row).kind AND category = IFNULL(\(row).category, '');
        DELETE FROM report_category_total
        WHERE budget_id = \(row).budget_id AND kind = \(row).kind AND category = IFNULL(\(row).category, '') AND tx_count <= 0;
        UPDATE report_line_total SET amount_cents = amount_cents - \(row).amount_cents, tx_count = tx_count - 1
        WHERE budget_id = \(row).budget_id AND kind = \(row).kind AND line_id = IFNULL(\(row).budget_line_id, 0);
        DELETE FROM report_line_total
        WHERE budget_id = \(row).budget_id AND kind = \(row).kind AND line_id = IFNULL(\(row).budget_line_id, 0) AND tx_count <= 0;
        """
    }
}
