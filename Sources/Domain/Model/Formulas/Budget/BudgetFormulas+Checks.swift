import Shared

extension BudgetFormulas {
    /// True when the metrics obey §5.5 exactly: income ≥ 0, expenses ≥ 0,
    /// available = income + rollover, endingBalance = available − expenses (ε = 0 cents).
    /// Example: income 5300, rollover 200, available 5500, expenses 2730, ending 2770 → true.
    public static func validateMetricsCoherence(_ metrics: BudgetMetrics) -> Bool {
        metrics.totalIncome.cents >= 0
            && metrics.totalExpenses.cents >= 0
            && metrics.available == metrics.totalIncome + metrics.rollover
            && metrics.endingBalance == metrics.available - metrics.totalExpenses
            && metrics.remaining == metrics.endingBalance
    }

    /// The dashboard hero split: checked = realizedExpenses, committed = max(totalExpenses −
    /// checked, 0). Example A: checked 2510, committed 220, remaining 2770, available 5500.
    public static func dashboard(metrics: BudgetMetrics, realized: RealizedMetrics) -> DashboardFigures {
        DashboardFigures(
            checked: realized.expenses,
            committed: max(metrics.totalExpenses - realized.expenses, .zero),
            remaining: metrics.remaining,
            available: metrics.available
        )
    }

    /// Month-level realized savings (iOS `checkedSavingsAmount`): saving lines as in realized
    /// expenses, plus checked free saving transactions. Example: a checked 500 line → 500.
    public static func realizedSavings(lines: [BudgetLine], transactions: [Transaction]) -> Money {
        realized(lines: lines, transactions: transactions, rollover: .zero).savings
    }
}
