import GRDB

/// Keeps `budget.month_delta_cents` current inside the database, so no writer can forget it.
///
/// The month delta is `total income − total outflows` with no rollover, and each part is a sum
/// over the budget's lines and free sums: a line counts `max(amount, consumed)`, positive for an
/// income line and negative for an expense or saving line; a free sum counts as itself, with the
/// same signs. So every change is a difference added to the stored figure: a Groceries line of 600
/// with 650 consumed that gets a further 20 moves the delta by −(670 − 650) = −20; raising its
/// amount to 700 then moves it by −(700 − 670) = −30; a free income of 50 moves it by +50.
enum MonthDeltaTriggers {
    /// `+1` for an income line, `−1` for an outflow, times what the line counts.
    private static func contribution(_ row: String) -> String {
        "(CASE \(row).kind WHEN 'income' THEN 1 ELSE -1 END) * max(\(row).amount_cents, \(row).consumed_cents)"
    }

    /// Creates the triggers and recomputes every stored delta from the lines and free sums.
    static func create(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TRIGGER budget_line_delta_insert AFTER INSERT ON budget_line
                BEGIN
                    UPDATE budget SET month_delta_cents = month_delta_cents + \(contribution("NEW")) WHERE id = NEW.budget_id;
                END;
                CREATE TRIGGER budget_line_delta_delete AFTER DELETE ON budget_line
                BEGIN
                    UPDATE budget SET month_delta_cents = month_delta_cents - \(contribution("OLD")) WHERE id = OLD.budget_id;
                END;
                CREATE TRIGGER budget_line_delta_update AFTER UPDATE OF amount_cents, consumed_cents, kind, budget_id ON budget_line
                BEGIN
                    UPDATE budget SET month_delta_cents = month_delta_cents - \(contribution("OLD")) WHERE id = OLD.budget_id;
                    UPDATE budget SET month_delta_cents = month_delta_cents + \(contribution("NEW")) WHERE id = NEW.budget_id;
                END;
                CREATE TRIGGER budget_delta_free_sums AFTER UPDATE OF free_income_cents, free_expense_cents, free_saving_cents ON budget
                BEGIN
                    UPDATE budget SET month_delta_cents = month_delta_cents
                        + (NEW.free_income_cents - OLD.free_income_cents)
                        - (NEW.free_expense_cents - OLD.free_expense_cents)
                        - (NEW.free_saving_cents - OLD.free_saving_cents)
                    WHERE id = NEW.id;
                END;
                UPDATE budget SET month_delta_cents = free_income_cents - free_expense_cents - free_saving_cents
                    + coalesce((SELECT sum(\(contribution("budget_line"))) FROM budget_line WHERE budget_line.budget_id = budget.id), 0);
                """)
    }
}
