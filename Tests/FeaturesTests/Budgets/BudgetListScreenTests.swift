import CommandKit
import Model
import Shared
import Testing

@testable import BudgetsFeature

/// The budgets list marks negative ending balances and fits amounts right-aligned.
@Suite struct BudgetListScreenTests {
    private func summary(_ month: Int, income: Int64, expenses: Int64, rollover: Int64) -> BudgetSummary {
        let totals = EnvelopeTotals(
            income: Money(units: income), outflows: Money(units: expenses), savings: .zero, expenses: Money(units: expenses))
        let budget = Budget(id: Int64(month), month: YearMonth(year: 2026, month: month), monthDelta: totals.monthDelta)
        return BudgetSummary(budget: budget, totals: totals, rollover: Money(units: rollover))
    }

    @Test func negativeEndingBalancesAreMarked() {
        let screen = BudgetListScreen(
            summaries: [summary(1, income: 1000, expenses: 400, rollover: 0), summary(2, income: 0, expenses: 1500, rollover: 600)],
            currency: .chf, style: .plain)
        let lines = screen.render().split(separator: "\n").map { $0.trimmingSpaces() }
        #expect(lines[0] == "Month      Income  Spending  Savings        Net  Rollover   Ending")
        #expect(lines[2] == "2026-01  1'000.00    400.00     0.00     600.00      0.00   600.00")
        #expect(lines[3] == "2026-02      0.00  1'500.00     0.00  -1'500.00    600.00  -900.00  !")
    }

    /// `budget list --year`: 1000 - 400 = 600 and 0 - 1500 = -1500 sum to -900; the year starts with
    /// rollover 0 and ends at -900.
    @Test func aYearEndsWithItsTotals() {
        let screen = BudgetListScreen(
            summaries: [summary(1, income: 1000, expenses: 400, rollover: 0), summary(2, income: 0, expenses: 1500, rollover: 600)],
            currency: .chf, style: .plain, totals: true)
        let lines = screen.render().split(separator: "\n").map { $0.trimmingSpaces() }
        #expect(lines[4] == "Total    1'000.00  1'900.00     0.00    -900.00      0.00  -900.00")
    }

    @Test func anEmptyListSaysHowToStart() {
        #expect(
            BudgetListScreen(summaries: [], currency: .chf, style: .plain).render()
                == "No budgets yet. Create one with `budget new YYYY-MM`.")
    }
}
