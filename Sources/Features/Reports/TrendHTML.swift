import CommandKit
import Model
import Shared

/// A trend report as one page: a row of columns per group (its months, scaled to its largest
/// month like the text sparkline) and a table of every month's amount, the average, the total
/// and the change.
enum TrendHTML {
    /// The columns' geometry, in SVG user units.
    static let labelWidth = 180
    static let columnWidth = 14
    static let columnGap = 4
    static let rowHeight = 24
    static let columnHeight = 18

    static func render(_ trend: TrendDocument) -> String {
        let months = (trend.months.lowerBound.periodIndex...trend.months.upperBound.periodIndex).map(YearMonth.init(periodIndex:))
        let subtitle = "\(trend.months.lowerBound) – \(trend.months.upperBound)"
        guard !trend.rows.isEmpty else {
            return HTMLPage.render(title: trend.title, subtitle: subtitle, content: HTMLPage.paragraph("No transactions."))
        }
        let table = HTMLPage.table(
            [.left(trend.grouping.title)] + months.map { .right($0.description) } + [.right("Average"), .right("Total"), .right("Change")],
            rows: trend.rows.map { row in
                [row.label] + row.values.map(\.plainDecimal) + [row.average.plainDecimal, row.total.plainDecimal, TrendScreen.change(row)]
            })
        let note = "Change: the total against the \(months.count) months before; new when nothing was spent then."
        return HTMLPage.render(
            title: trend.title, subtitle: subtitle,
            content: chart(trend, months: months) + table + HTMLPage.paragraph(note, note: true))
    }

    /// The height of each of `values`' columns: 0 for nothing (or the smallest value, when below
    /// 0), `columnHeight` for the largest. Example: [0, 50, 100] → [0, 9, 18].
    static func heights(_ values: [Money]) -> [Int] {
        let cents = values.map(\.cents)
        guard let largest = cents.max(), let smallest = cents.min() else { return [] }
        let low = min(0, smallest)
        let range = largest - low
        return cents.map { value in
            range > 0 ? Int((Double(value - low) * Double(columnHeight) / Double(range)).rounded()) : 0
        }
    }

    private static func chart(_ trend: TrendDocument, months: [YearMonth]) -> String {
        let width = labelWidth + months.count * (columnWidth + columnGap) + 8
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(trend.rows.count * rowHeight + 8)" \
            viewBox="0 0 \(width) \(trend.rows.count * rowHeight + 8)" \
            role="img" aria-label="\(HTMLPage.escape(trend.title))">
            """
        for (index, row) in trend.rows.enumerated() {
            let base = index * rowHeight + 4 + columnHeight
            svg += "<g class=\"row\"><text x=\"0\" y=\"\(base - 2)\">\(HTMLPage.escape(row.label))</text>"
            for (column, (month, height)) in zip(months, heights(row.values)).enumerated() {
                let value = row.values[column]
                svg += """
                    <rect x="\(labelWidth + column * (columnWidth + columnGap))" y="\(base - height)" width="\(columnWidth)" \
                    height="\(height)" fill="\(SVGBarChart.blue)"><title>\(month): \(value.plainDecimal)</title></rect>
                    """
            }
            svg += "</g>\n"
        }
        return svg + "</svg>\n"
    }
}
