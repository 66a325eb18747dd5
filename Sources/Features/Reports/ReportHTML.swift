import CommandKit
import Model
import Shared

/// A report as one page: a bar chart and a table of the same rows, with the totals.
enum ReportHTML {
    static func render(_ report: ReportDocument) -> String {
        let rows = report.table.rows
        let chart = SVGBarChart(title: report.title, groups: rows.map { .init(label: $0.label, bars: [.init($0.amount)]) })
        let table = HTMLPage.table(
            [.left(report.grouping.title), .right("Amount"), .right("Count"), .right("Share")],
            rows: rows.map { row in
                [
                    row.label, row.amount.plainDecimal, String(row.count),
                    ReportText.percent(permille: ReportFormulas.sharePermille(row.amount, of: report.table.total)) + " %",
                ]
            },
            footer: [report.totalLabel, report.total.plainDecimal, String(report.table.count), report.totalShare])
        let note = report.net == nil ? "" : HTMLPage.paragraph("Net = income - spending - savings.", note: true)
        let content = rows.isEmpty ? HTMLPage.paragraph("No transactions.") : chart.render() + table + note
        return HTMLPage.render(title: report.title, subtitle: report.shownSpan ?? report.span, content: content)
    }
}
