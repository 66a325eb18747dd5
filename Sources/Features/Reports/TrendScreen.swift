import CommandKit
import Model
import Shared

/// A trend report as text: one row per group with its sparkline, average, total and change.
struct TrendScreen {
    let trend: TrendDocument
    let style: ScreenStyle

    func render() -> String {
        let styler = style.styler
        let heading = styler.bold(trend.title) + " · \(trend.months.lowerBound) – \(trend.months.upperBound)"
        guard !trend.rows.isEmpty else { return heading + "\nNo transactions." }
        let glyphs = TextChart.Glyphs.choose(ascii: style.ascii)
        var table = TextTable(columns: [
            .left(trend.grouping.title), .left("Months"), .right("Average"), .right("Total"), .right("Change"),
        ])
        for row in trend.rows {
            table.addRow([
                row.label, TextChart.sparkline(row.values.map(\.cents), glyphs: glyphs), row.average.formatted, row.total.formatted,
                Self.change(row),
            ])
        }
        return heading + "\n" + table.render(maxWidth: style.width, styler: styler)
            + "\n"
            + styler.dim(
                "Change: the total against the \(trend.rows.first?.values.count ?? 0) months before; new when nothing was spent then.")
    }

    /// `+12.5 %`, `-3.0 %`, or `new` when nothing was spent in the months before.
    static func change(_ row: TrendRow) -> String {
        guard let basisPoints = row.changeBasisPoints else { return row.total == .zero ? "–" : "new" }
        return (basisPoints > 0 ? "+" : "") + ReportText.percent(basisPoints, decimals: 1) + " %"
    }
}
