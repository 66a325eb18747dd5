import Domain
import Shared

/// The budgets list: one row per month with its ending balance; negatives marked.
struct BudgetListScreen {
    let summaries: [BudgetSummary]
    let currency: Currency

    func render() -> String {
        guard !summaries.isEmpty else { return "No budgets yet. Create one with `budget new YYYY-MM`." }
        let header = ["Month", "Income", "Expenses", "Savings", "Net", "Rollover", "Ending"]
        let rows = summaries.map { summary in
            [summary.month.description, summary.totals.income.formatted, summary.totals.expenses.formatted,
             summary.totals.savings.formatted, summary.net.formatted, summary.rollover.formatted,
             summary.endingBalance.formatted + (summary.endingBalance.isNegative ? " !" : "")]
        }
        return PlainTable(header: header, rows: rows, rightAligned: Set(1..<header.count)).render()
            + "\nAmounts in \(currency.rawValue); ! marks a negative ending balance."
    }
}
