import Shared

/// The planned totals of one budget under the envelope rule (Docs/Domain.md §5.1).
public struct EnvelopeTotals: Sendable, Equatable {
    public var income: Money
    /// Expenses and savings (outflows): the `totalExpenses` of Docs/Commands.md §14.3.
    public var expenses: Money
    public var savings: Money
    /// Expenses without savings.
    public var expenseOnly: Money

    public init(income: Money, expenses: Money, savings: Money, expenseOnly: Money) {
        self.income = income
        self.expenses = expenses
        self.savings = savings
        self.expenseOnly = expenseOnly
    }

    /// The month's own balance: income − outflows, the persisted month delta (§5.6).
    public var monthDelta: Money { income - expenses }
}
