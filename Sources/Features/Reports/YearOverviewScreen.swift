import CommandKit
import Domain
import Model
import Shared

/// A year as a table of its twelve months (those without a budget marked `no budget`) with a bar
/// per month of what went out, and a totals row.
struct YearOverviewScreen {
    let overview: YearOverview
    let style: ScreenStyle

    func render() -> String {
        let styler = style.styler
        let heading = styler.bold("Year \(overview.year)")
        guard !overview.summaries.isEmpty else {
            return heading + "\nNo budget in \(overview.year). Create them with `budget year \(overview.year)`."
        }
        var table = TextTable(columns: [
            .left("Month"), .right("Income"), .right("Spending"), .right("Savings"), .right("Net"), .right("Ending"),
        ])
        let byMonth = Dictionary(overview.summaries.map { ($0.month.month, $0) }, uniquingKeysWith: { first, _ in first })
        for month in 1...12 {
            let name = YearMonth(year: overview.year, month: month).description
            guard let summary = byMonth[month] else {
                table.addRow([name, styler.dim("no budget"), "", "", "", ""])
                continue
            }
            table.addRow([
                name, summary.totals.income.formatted, summary.totals.expenses.formatted,
                summary.totals.savings.formatted, style.amount(summary.net), style.amount(summary.endingBalance),
            ])
        }
        table.addRow([
            "Total", overview.income.formatted, overview.expenses.formatted, overview.savings.formatted, style.amount(overview.net),
            overview.endingBalance.map(style.amount) ?? "",
        ])
        let lines = table.renderLines(maxWidth: style.width, styler: styler)
        let rows = Array(lines.dropFirst(2).dropLast())
        let width = rows.map(DisplayWidth.of).max() ?? 0
        let barWidth = min(ReportScreen.maximumBar, style.width - width - TextTable.gap.count)
        guard barWidth >= ReportScreen.minimumBar else { return ([heading] + lines).joined(separator: "\n") }
        let outflows = (1...12).map { byMonth[$0].map { $0.totals.expenses + $0.totals.savings } ?? .zero }
        let largest = outflows.max() ?? .zero
        let glyphs = TextChart.Glyphs.choose(ascii: style.ascii)
        var out = [heading] + lines.prefix(2)
        for (line, outflow) in zip(rows, outflows) {
            let fraction = largest.cents > 0 ? Double(outflow.cents) / Double(largest.cents) : 0
            let bar = TextChart.bar(fraction: fraction, width: barWidth, glyphs: glyphs)
            out.append(bar.isEmpty ? line : DisplayWidth.pad(line, toWidth: width, alignment: .left) + TextTable.gap + styler.cyan(bar))
        }
        out.append(contentsOf: lines.suffix(1))
        return out.joined(separator: "\n")
            + "\n" + styler.dim("Net = income - spending - savings; the bar is what went out (spending and savings).")
    }
}
