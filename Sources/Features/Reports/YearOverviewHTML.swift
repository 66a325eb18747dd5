import CommandKit
import Domain
import Model
import Shared

/// A year overview as one page: a bar per budget of what went out (expenses and savings) and the
/// table of the budgets with the year's totals, as `report year` prints them.
enum YearOverviewHTML {
    static func render(_ overview: YearOverview) -> String {
        let title = "Year \(overview.year)"
        let summaries = overview.summaries
        guard let first = summaries.first, let last = summaries.last else {
            return HTMLPage.render(
                title: title, subtitle: "no budget",
                content: HTMLPage.paragraph("No budget in \(overview.year). Create them with `budget year \(overview.year)`."))
        }
        let chart = SVGBarChart(
            title: "What went out each month",
            groups: summaries.map { .init(label: $0.month.description, bars: [.init($0.totals.expenses + $0.totals.savings)]) })
        let table = HTMLPage.table(
            [.left("Month"), .right("Income"), .right("Expenses"), .right("Savings"), .right("Net"), .right("Ending")],
            rows: summaries.map { summary in
                [
                    summary.month.description, summary.totals.income.plainDecimal, summary.totals.expenses.plainDecimal,
                    summary.totals.savings.plainDecimal, summary.net.plainDecimal, summary.endingBalance.plainDecimal,
                ]
            },
            footer: [
                "Total", overview.income.plainDecimal, overview.expenses.plainDecimal, overview.savings.plainDecimal,
                overview.net.plainDecimal, overview.endingBalance?.plainDecimal ?? "",
            ])
        let subtitle = first.month == last.month ? first.month.description : "\(first.month) – \(last.month)"
        return HTMLPage.render(
            title: title, subtitle: subtitle,
            content: chart.render() + table
                + HTMLPage.paragraph("Net = income - expenses - savings; the bar is what went out (expenses and savings).", note: true))
    }
}
