import CommandKit
import Model
import Shared

/// A year as a table of its twelve months (those without a budget marked `no budget`) with a bar
/// per month of what went out, and a totals row. On a narrow terminal a month is never cut: the
/// net, then the savings, the spending and the income are left out, in that order, until the
/// table fits, and the note under it says which.
struct YearOverviewScreen {
    let overview: YearOverview
    let style: ScreenStyle

    /// The columns of the table, in their order.
    enum Column: CaseIterable {
        case month, income, spending, savings, net, ending

        var header: String {
            let name = "\(self)"
            return name.firstCapitalized
        }

        /// The columns left out first when the table is too wide; the month and the ending balance stay.
        static let leftOutFirst: [Column] = [.net, .savings, .spending, .income]
    }

    func render() -> String {
        let styler = style.styler
        let heading = styler.bold("Year \(overview.year)")
        guard !overview.summaries.isEmpty else {
            return heading + "\nNo budget in \(overview.year). Create them with `budget year \(overview.year)`."
        }
        let byMonth = Dictionary(overview.summaries.map { ($0.month.month, $0) }, uniquingKeysWith: { first, _ in first })
        let rows = self.rows(byMonth)
        // Which columns fit is measured on the whole table; the table drawn has only those, so that
        // "no budget" moves to the first one left after the month.
        let leftOut = Self.table(Column.allCases, rows).leftOut(maxWidth: style.width)
        let shown = Column.allCases.filter { !leftOut.contains($0.header) }
        let table = Self.table(shown, rows)
        let lines = table.renderLines(maxWidth: style.width, styler: styler)
        let body = Array(lines.dropFirst(2).dropLast())
        let width = body.map(DisplayWidth.of).max() ?? 0
        let barWidth = min(ReportScreen.maximumBar, style.width - width - TextTable.gap.count)
        var out = [heading] + lines
        var notes = shown.contains(.net) ? ["net = income - spending - savings"] : []
        if barWidth >= ReportScreen.minimumBar {
            let outflows = (1...12).map { byMonth[$0].map { $0.totals.expenses + $0.totals.savings } ?? .zero }
            let largest = outflows.max() ?? .zero
            let glyphs = TextChart.Glyphs.choose(ascii: style.ascii)
            out = [heading] + lines.prefix(2)
            for (line, outflow) in zip(body, outflows) {
                let fraction = largest.cents > 0 ? Double(outflow.cents) / Double(largest.cents) : 0
                let bar = TextChart.bar(fraction: fraction, width: barWidth, glyphs: glyphs)
                out.append(bar.isEmpty ? line : DisplayWidth.pad(line, toWidth: width, alignment: .left) + TextTable.gap + styler.cyan(bar))
            }
            out.append(contentsOf: lines.suffix(1))
            notes.append("the bar is what went out (spending and savings)")
        }
        var note = notes.joined(separator: "; ")
        if !note.isEmpty { note = note.firstCapitalized + "." }
        if let leftOutNote = TextTable.leftOutNote(leftOut) { note += (note.isEmpty ? "" : " ") + leftOutNote }
        guard !note.isEmpty else { return out.joined(separator: "\n") }
        return out.joined(separator: "\n") + "\n" + styler.dim(note)
    }

    /// Each row's cells by column: the twelve months (`no budget` in the first column after the
    /// month when there is none), then the totals.
    private func rows(_ byMonth: [Int: BudgetSummary]) -> [[Column: String]] {
        var rows: [[Column: String]] = (1...12).map { month in
            let name = YearMonth(year: overview.year, month: month).description
            guard let summary = byMonth[month] else { return [.month: name, .income: style.styler.dim("no budget")] }
            return [
                .month: name, .income: summary.totals.income.formatted, .spending: summary.totals.expenses.formatted,
                .savings: summary.totals.savings.formatted, .net: style.amount(summary.net), .ending: style.amount(summary.endingBalance),
            ]
        }
        rows.append([
            .month: "Total", .income: overview.income.formatted, .spending: overview.expenses.formatted,
            .savings: overview.savings.formatted, .net: style.amount(overview.net), .ending: overview.endingBalance.map(style.amount) ?? "",
        ])
        return rows
    }

    /// The table of `columns` only; the month is never cut; a month without a budget says so in
    /// the first column after the month, whichever it is.
    private static func table(_ columns: [Column], _ rows: [[Column: String]]) -> TextTable {
        var table = TextTable(
            columns: columns.map { column in
                let shape: TextTable.Column = column == .month ? .fixedLeft(column.header) : .right(column.header)
                return Column.leftOutFirst.firstIndex(of: column).map { shape.leftOutToFit($0 + 1) } ?? shape
            })
        for row in rows {
            let noBudget = row[.ending] == nil && row[.spending] == nil
            table.addRow(columns.enumerated().map { index, column in row[noBudget && index == 1 ? .income : column] ?? "" })
        }
        return table
    }
}
