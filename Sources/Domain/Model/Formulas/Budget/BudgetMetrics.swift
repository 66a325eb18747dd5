import Shared

/// `calculateAllMetrics` of Docs/Domain.md §5.2.
public struct BudgetMetrics: Sendable, Equatable {
    public var totalIncome: Money
    public var totalExpenses: Money
    public var totalSavings: Money
    public var rollover: Money
    /// totalIncome + rollover.
    public var available: Money
    /// available − totalExpenses; may be negative.
    public var endingBalance: Money
    /// Equal to `endingBalance`: the headline "what is left".
    public var remaining: Money { endingBalance }

    public init(totals: EnvelopeTotals, rollover: Money) {
        totalIncome = totals.income
        totalExpenses = totals.outflows
        totalSavings = totals.savings
        self.rollover = rollover
        available = totals.income + rollover
        endingBalance = available - totals.outflows
    }
}
