import Shared

/// One row of the budget list: a month's totals and where it leaves the running balance.
public struct BudgetSummary: Sendable, Equatable {
    public var budget: Budget
    public var totals: EnvelopeTotals
    /// The sum of the month deltas of every earlier budget.
    public var rollover: Money

    public init(budget: Budget, totals: EnvelopeTotals, rollover: Money) {
        self.budget = budget
        self.totals = totals
        self.rollover = rollover
    }

    public var month: YearMonth { budget.month }
    /// totalIncome − totalExpenses of this month alone (the persisted delta).
    public var net: Money { budget.monthDelta }
    /// rollover + net: the cumulative balance through this month.
    public var endingBalance: Money { rollover + net }
}
