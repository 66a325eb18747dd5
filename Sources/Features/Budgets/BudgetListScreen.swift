import CommandKit
import Model
import Shared

/// The budgets list: one row per month with its ending balance; negatives marked. Spending (expenses
/// alone) and savings are apart; the JSON's `totalExpenses` is both, as everywhere. On a narrow
/// terminal a month is never cut: the rollover, then the net, the savings, the spending and the
/// income are left out, in that order, until the table fits, and the note under it says which.
struct BudgetListScreen {
    let summaries: [BudgetSummary]
    let currency: Currency
    let style: ScreenStyle
    /// Adds a totals row (`budget list --year`): income, expenses, savings and net summed, the
    /// first rollover and the last ending balance.
    var totals = false

    /// The columns of the table, in their order.
    enum Column: CaseIterable {
        case month, income, spending, savings, net, rollover, ending, marker

        /// `Month`, `Income`, …; the mark of a negative ending balance has none.
        var header: String {
            let name = "\(self)"
            return self == .marker ? "" : name.firstCapitalized
        }

        /// The columns left out first when the table is too wide; the month, the ending balance and its mark stay.
        static let leftOutFirst: [Column] = [.rollover, .net, .savings, .spending, .income]
    }

    func render() -> String {
        guard !summaries.isEmpty else { return "No budgets yet. Create one with `budget new YYYY-MM`." }
        let rows = self.rows()
        let (text, leftOut) = Self.table(rows).rendered(maxWidth: style.width, styler: style.styler)
        var note = "Amounts in \(currency.rawValue)"
        if !leftOut.contains(Column.net.header) { note += "; net = income - spending - savings" }
        note += "; ! marks a negative ending balance."
        if let leftOutNote = TextTable.leftOutNote(leftOut) { note += " " + leftOutNote }
        return text + "\n" + style.styler.dim(note)
    }

    /// Each row's cells by column: one per budget, then the totals row when asked.
    private func rows() -> [[Column: String]] {
        var rows = summaries.map { summary in
            let ending = summary.endingBalance
            return [
                .month: summary.month.description, .income: summary.totals.income.formatted,
                .spending: summary.totals.expenses.formatted, .savings: summary.totals.savings.formatted,
                .net: style.amount(summary.net), .rollover: style.amount(summary.rollover), .ending: style.amount(ending),
                .marker: ending.isNegative ? style.styler.red("!") : "",
            ] as [Column: String]
        }
        if totals, let first = summaries.first, let last = summaries.last {
            rows.append([
                .month: "Total", .income: summaries.sum(of: \.totals.income).formatted,
                .spending: summaries.sum(of: \.totals.expenses).formatted, .savings: summaries.sum(of: \.totals.savings).formatted,
                .net: style.amount(summaries.sum(of: \.net)), .rollover: style.amount(first.rollover),
                .ending: style.amount(last.endingBalance), .marker: "",
            ])
        }
        return rows
    }

    /// The table, its columns left out to fit in `Column.leftOutFirst`'s order; the month is never cut.
    private static func table(_ rows: [[Column: String]]) -> TextTable {
        var table = TextTable(
            columns: Column.allCases.map { column in
                let shape: TextTable.Column =
                    switch column {
                    case .month: .fixedLeft(column.header)
                    case .marker: .left(column.header)
                    default: .right(column.header)
                    }
                return Column.leftOutFirst.firstIndex(of: column).map { shape.leftOutToFit($0 + 1) } ?? shape
            })
        for row in rows { table.addRow(Column.allCases.map { row[$0] ?? "" }) }
        return table
    }
}
