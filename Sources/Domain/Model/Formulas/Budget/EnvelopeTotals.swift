import Shared

/// The planned totals of one budget under the envelope rule (Docs/Domain.md §5.1).
public struct EnvelopeTotals: Sendable, Equatable {
    public var income: Money
    /// Expenses and savings: what leaves the month, the `totalExpenses` of Docs/Commands.md §14.3.
    public var outflows: Money
    public var savings: Money
    /// Expenses alone, savings left out.
    public var expenses: Money

    public init(income: Money, outflows: Money, savings: Money, expenses: Money) {
        self.income = income
        self.outflows = outflows
        self.savings = savings
        self.expenses = expenses
    }

    /// The month's own balance: income − outflows, the persisted month delta (§5.6).
    public var monthDelta: Money { income - outflows }
}
