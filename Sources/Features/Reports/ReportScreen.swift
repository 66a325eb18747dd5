import CommandKit
import Model
import Shared

/// A report as text: a title line, then one row per group (amount, count, share, a bar scaled to
/// the largest row and fitted to the terminal) and the totals row; by kind over every kind, the
/// net instead (income and outflows are not added) and what it is below.
struct ReportScreen {
    let report: ReportDocument
    let style: ScreenStyle

    /// Bars stop growing at this many cells, and are left out when fewer than `minimumBar` fit.
    static let maximumBar = 30
    static let minimumBar = 4

    func render() -> String {
        let table = renderTable()
        guard report.net != nil, !report.table.rows.isEmpty else { return table }
        return table + "\n"
            + style.styler.dim("Net = income - spending - savings; the shares are of all that moved, \(report.table.total.formatted).")
    }

    private func renderTable() -> String {
        let styler = style.styler
        let heading = styler.bold(report.title) + " · " + (report.shownSpan ?? report.span)
        guard !report.table.rows.isEmpty else { return heading + "\nNo transactions." }
        var table = TextTable(columns: [.left(report.grouping.title), .right("Amount"), .right("Count"), .right("Share")])
        for row in report.table.rows {
            // The share rounded once, from the amounts: 291.70 of 1'141.70 is 25.5 %, not 25.55 rounded again to 25.6.
            let share = ReportFormulas.sharePermille(row.amount, of: report.table.total)
            table.addRow([row.label, row.amount.formatted, String(row.count), ReportText.percent(permille: share) + " %"])
        }
        table.addRow([report.totalLabel, style.amount(report.total), String(report.table.count), report.totalShare])
        let lines = table.renderLines(maxWidth: style.width, styler: styler)
        let width = lines.dropFirst(2).map(DisplayWidth.of).max() ?? 0
        let barWidth = min(Self.maximumBar, style.width - width - TextTable.gap.count)
        guard barWidth >= Self.minimumBar else { return ([heading] + lines).joined(separator: "\n") }
        let largest = report.table.largest
        let glyphs = TextChart.Glyphs.choose(ascii: style.ascii)
        var out = [heading] + lines.prefix(2)
        for (line, row) in zip(lines.dropFirst(2), report.table.rows) {
            let fraction = largest.cents > 0 ? Double(row.amount.cents) / Double(largest.cents) : 0
            let bar = TextChart.bar(fraction: fraction, width: barWidth, glyphs: glyphs)
            out.append(bar.isEmpty ? line : DisplayWidth.pad(line, toWidth: width, alignment: .left) + TextTable.gap + styler.cyan(bar))
        }
        out.append(contentsOf: lines.suffix(1))
        return out.joined(separator: "\n")
    }
}
