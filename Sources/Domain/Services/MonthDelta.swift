import GRDB
import Model
import Shared

/// Recomputes and stores a budget's month delta from its lines and the aggregates kept by
/// the schema's triggers: ~40 rows per budget, whatever the number of transactions.
enum MonthDelta {
    /// The envelope totals of one budget, read from the maintained aggregates.
    static func totals(_ db: Database, budgetID: Int64) throws -> EnvelopeTotals {
        // A cursor reads each row in place; fetchAll would copy every row first.
        var envelopes: [Envelope] = []
        let rows = try Row.fetchCursor(
            db.cachedStatement(sql: "SELECT kind, amount_cents, consumed_cents FROM budget_line WHERE budget_id = ?"),
            arguments: [budgetID])
        while let row = try rows.next() { envelopes.append(envelope(kind: row[0], amount: row[1], consumed: row[2])) }
        let free =
            try Row.fetchOne(
                db.cachedStatement(sql: "SELECT free_income_cents, free_expense_cents, free_saving_cents FROM budget WHERE id = ?"),
                arguments: [budgetID]
            ).map(freeSums) ?? .zero
        return BudgetFormulas.totals(envelopes: envelopes, free: free)
    }

    /// Stores `totalIncome − totalExpenses` of the budget (rollover 0), Docs/Domain.md §5.6.
    @discardableResult
    static func recompute(_ db: Database, budgetID: Int64) throws -> Money {
        let delta = try totals(db, budgetID: budgetID).monthDelta
        try db.cachedStatement(sql: "UPDATE budget SET month_delta_cents = ? WHERE id = ?")
            .execute(arguments: [delta.cents, budgetID])
        return delta
    }

    /// A line row `(kind, amount, consumed)` as an envelope; allocation forces the same kind.
    static func envelope(kind rawKind: String, amount: Int64, consumed: Int64) -> Envelope {
        let kind = Kind(rawValue: rawKind) ?? .expense
        var sums = KindSums.zero
        sums[kind] = Money(cents: consumed)
        return Envelope(kind: kind, amount: Money(cents: amount), consumed: sums)
    }

    static func freeSums(_ row: Row) -> KindSums {
        KindSums(income: Money(cents: row[0]), expense: Money(cents: row[1]), saving: Money(cents: row[2]))
    }
}
