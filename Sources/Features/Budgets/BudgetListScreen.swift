import CommandKit
import Domain
import Model
import Shared

/// The budgets list: one row per month with its ending balance; negatives marked. Spending (expenses
/// alone) and savings are apart; the JSON's `totalExpenses` is both, as everywhere.
struct BudgetListScreen {
    let summaries: [BudgetSummary]
    let currency: Currency
    let style: ScreenStyle
    /// Adds a totals row (`budget list --year`): income, expenses, savings and net summed, the
    /// first rollover and the last ending balance.
    var totals = false

    func render() -> String {
        guard !summaries.isEmpty else { return "No budgets yet. Create one with `budget new YYYY-MM`." }
        var table = TextTable(columns: [
            .left("Month"), .right("Income"), .right("Spending"), .right("Savings"), .right("Net"), .right("Rollover"), .right("Ending"),
            .left(""),
        ])
        for summary in summaries {
            let ending = summary.endingBalance
            table.addRow([
                summary.month.description, summary.totals.income.formatted, summary.totals.expenses.formatted,
                summary.totals.savings.formatted, style.amount(summary.net), style.amount(summary.rollover),
                style.amount(ending), ending.isNegative ? style.styler.red("!") : "",
            ])
        }
        if totals, let first = summaries.first, let last = summaries.last {
            table.addRow([
                "Total", summaries.sum(of: \.totals.income).formatted, summaries.sum(of: \.totals.expenses).formatted,
                summaries.sum(of: \.totals.savings).formatted, style.amount(summaries.sum(of: \.net)), style.amount(first.rollover),
                style.amount(last.endingBalance), "",
            ])
        }
        return table.render(maxWidth: style.width, styler: style.styler)
            + "\n"
            + style.styler.dim("Amounts in \(currency.rawValue); net = income - spending - savings; ! marks a negative ending balance.")
    }
}
