import CommandKit
import Model
import Shared

/// A year overview as one page: the twelve months side by side (income, spending and savings as
/// columns, the ending balance as a line; a month without a budget draws nothing) and the table
/// of the twelve months (those without a budget marked `no budget`) with the year's totals, as
/// `report year` prints them.
enum YearOverviewHTML {
    static let green = "#4caf50"
    static let dark = "#37474f"

    static func render(_ overview: YearOverview) -> String {
        let title = "Year \(overview.year)"
        let summaries = overview.summaries
        guard let first = summaries.first, let last = summaries.last else {
            return HTMLPage.render(
                title: title, subtitle: "no budget",
                content: HTMLPage.paragraph("No budget in \(overview.year). Create them with `budget year \(overview.year)`."))
        }
        // The twelve months, as `report year` prints them: a month without a budget says so.
        let byMonth = Dictionary(summaries.map { ($0.month.month, $0) }, uniquingKeysWith: { first, _ in first })
        let table = HTMLPage.table(
            [.left("Month"), .right("Income"), .right("Spending"), .right("Savings"), .right("Net"), .right("Ending")],
            rows: (1...12).map { month in
                let name = YearMonth(year: overview.year, month: month).description
                guard let summary = byMonth[month] else { return [name, "no budget", "", "", "", ""] }
                return [
                    name, summary.totals.income.plainDecimal, summary.totals.expenses.plainDecimal,
                    summary.totals.savings.plainDecimal, summary.net.plainDecimal, summary.endingBalance.plainDecimal,
                ]
            },
            footer: [
                "Total", overview.income.plainDecimal, overview.expenses.plainDecimal, overview.savings.plainDecimal,
                overview.net.plainDecimal, overview.endingBalance?.plainDecimal ?? "",
            ])
        let subtitle = first.month == last.month ? first.month.description : "\(first.month) – \(last.month)"
        let figures = HTMLPage.figures([
            .init("Income", overview.income.plainDecimal), .init("Spending", overview.expenses.plainDecimal),
            .init("Savings", overview.savings.plainDecimal),
            .init("Net", overview.net.plainDecimal, tone: overview.net.isNegative ? "bad" : "good"),
            .init("Ending balance", overview.endingBalance?.plainDecimal ?? "–"),
        ])
        let missing = 12 - summaries.count
        return HTMLPage.render(
            title: title, subtitle: subtitle,
            content: figures + HTMLPage.heading("Month by month") + chart(overview)
                + HTMLPage.legend([
                    ("income", green), ("spending", SVGBarChart.red), ("savings", SVGBarChart.blue), ("ending balance", dark),
                ])
                + (missing > 0
                    ? HTMLPage.paragraph("\(missing) month\(missing == 1 ? "" : "s") without a budget draw nothing.", note: true) : "")
                + table
                + HTMLPage.paragraph("Net = income - spending - savings.", note: true))
    }

    /// The twelve months: three columns each and the ending balance's line, nil for a month without a budget.
    static func chart(_ overview: YearOverview) -> String {
        let months = (1...12).map { YearMonth(year: overview.year, month: $0) }
        let byMonth = Dictionary(overview.summaries.map { ($0.month, $0) }, uniquingKeysWith: { first, _ in first })
        let slots = months.map { byMonth[$0] }
        return SVGColumnChart(
            title: "Income, spending, savings and ending balance of each month of \(overview.year)",
            // The year is in the title: two digits a month fit twelve columns on a phone.
            labels: months.map { String($0.description.suffix(2)) },
            labelEvery: 1,
            columns: [
                .init("income", colour: green, values: slots.map { $0?.totals.income }),
                .init("spending", colour: SVGBarChart.red, values: slots.map { $0?.totals.expenses }),
                .init("savings", colour: SVGBarChart.blue, values: slots.map { $0?.totals.savings }),
            ],
            lines: [.init("ending", colour: dark, values: slots.map { $0?.endingBalance })]
        ).render()
    }
}
