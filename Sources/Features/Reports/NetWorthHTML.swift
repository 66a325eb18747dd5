import CommandKit
import Model
import Shared

/// `report networth --html`: a bar per month of the net worth and the table of every account.
enum NetWorthHTML {
    static func render(_ worth: NetWorth) -> String {
        let title = "Net worth"
        guard let first = worth.months.first, let last = worth.months.last else {
            return HTMLPage.render(title: title, subtitle: "no month", content: HTMLPage.paragraph("No month to show."))
        }
        let chart = SVGBarChart(
            title: "Net worth at each month's end",
            groups: worth.months.map { month in
                .init(
                    label: month.month.description,
                    bars: [.init(month.total.magnitude, fill: month.total.isNegative ? SVGBarChart.red : SVGBarChart.blue, name: "total")])
            })
        let table = HTMLPage.table(
            [.left("Month")] + worth.accounts.map { .right($0.name) } + [.right("Net worth")],
            rows: worth.months.map { month in [month.month.description] + month.balances.map(\.plainDecimal) + [month.total.plainDecimal] })
        return HTMLPage.render(
            title: title, subtitle: first.month == last.month ? first.month.description : "\(first.month) – \(last.month)",
            content: chart.render() + table
                + HTMLPage.paragraph(
                    "Balances at each calendar month's end; a card's debt counts negative (a red bar: below zero).", note: true))
    }
}
