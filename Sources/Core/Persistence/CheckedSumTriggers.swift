import GRDB

/// Keeps what the checked transactions add up to, per line (`budget_line.checked_cents`) and for
/// the free ones per kind (`budget.free_checked_*_cents`), with their count
/// (`budget.checked_tx_count`): the realized figures and the dashboard then read ~40 lines,
/// not a month of transactions.
///
/// Only a checked row counts: checking Migros 82.40 on Groceries adds 82.40 to Groceries'
/// checked sum and 1 to the count; unchecking takes them back; re-amounting a checked row to
/// 90 moves the sum by +7.60.
enum CheckedSumTriggers {
    /// Adds (`+`) or removes (`-`) a row's part in the checked sums, when the row is checked.
    private static func apply(_ row: String, _ sign: String) -> String {
        """
        UPDATE budget_line SET checked_cents = checked_cents \(sign) \(row).amount_cents
        WHERE id = \(row).budget_line_id AND \(row).checked_at IS NOT NULL;
        UPDATE budget SET
            free_checked_income_cents = free_checked_income_cents
                \(sign) (CASE WHEN \(row).budget_line_id IS NULL AND \(row).kind = 'income' THEN \(row).amount_cents ELSE 0 END),
            free_checked_expense_cents = free_checked_expense_cents
                \(sign) (CASE WHEN \(row).budget_line_id IS NULL AND \(row).kind = 'expense' THEN \(row).amount_cents ELSE 0 END),
            free_checked_saving_cents = free_checked_saving_cents
                \(sign) (CASE WHEN \(row).budget_line_id IS NULL AND \(row).kind = 'saving' THEN \(row).amount_cents ELSE 0 END),
            checked_tx_count = checked_tx_count \(sign) 1
        WHERE id = \(row).budget_id AND \(row).checked_at IS NOT NULL;
        """
    }

    /// Adds the columns, fills them from the rows already there, and creates the triggers.
    static func create(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE budget_line ADD COLUMN checked_cents INTEGER NOT NULL DEFAULT 0;
                ALTER TABLE budget ADD COLUMN free_checked_income_cents INTEGER NOT NULL DEFAULT 0;
                ALTER TABLE budget ADD COLUMN free_checked_expense_cents INTEGER NOT NULL DEFAULT 0;
                ALTER TABLE budget ADD COLUMN free_checked_saving_cents INTEGER NOT NULL DEFAULT 0;
                ALTER TABLE budget ADD COLUMN checked_tx_count INTEGER NOT NULL DEFAULT 0;
                UPDATE budget_line SET checked_cents = coalesce(
                    (SELECT sum(amount_cents) FROM tx WHERE tx.budget_line_id = budget_line.id AND tx.checked_at IS NOT NULL), 0);
                UPDATE budget SET
                    free_checked_income_cents = coalesce((SELECT sum(amount_cents) FROM tx WHERE tx.budget_id = budget.id
                        AND tx.budget_line_id IS NULL AND tx.kind = 'income' AND tx.checked_at IS NOT NULL), 0),
                    free_checked_expense_cents = coalesce((SELECT sum(amount_cents) FROM tx WHERE tx.budget_id = budget.id
                        AND tx.budget_line_id IS NULL AND tx.kind = 'expense' AND tx.checked_at IS NOT NULL), 0),
                    free_checked_saving_cents = coalesce((SELECT sum(amount_cents) FROM tx WHERE tx.budget_id = budget.id
                        AND tx.budget_line_id IS NULL AND tx.kind = 'saving' AND tx.checked_at IS NOT NULL), 0),
                    checked_tx_count = (SELECT count(*) FROM tx WHERE tx.budget_id = budget.id AND tx.checked_at IS NOT NULL);
                CREATE TRIGGER tx_checked_insert AFTER INSERT ON tx WHEN NEW.checked_at IS NOT NULL
                BEGIN \(apply("NEW", "+")) END;
                CREATE TRIGGER tx_checked_delete AFTER DELETE ON tx WHEN OLD.checked_at IS NOT NULL
                BEGIN \(apply("OLD", "-")) END;
                CREATE TRIGGER tx_checked_update AFTER UPDATE OF checked_at, amount_cents, kind, budget_id, budget_line_id ON tx
                WHEN OLD.checked_at IS NOT NULL OR NEW.checked_at IS NOT NULL
                BEGIN \(apply("OLD", "-")) \(apply("NEW", "+")) END;
                """)
    }
}
