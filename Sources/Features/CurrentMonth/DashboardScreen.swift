import CommandKit
import Domain
import Model
import Shared

/// The current month at a glance: remaining as the headline, the figures behind it, time
/// elapsed against budget used, and the items still to check.
struct DashboardScreen {
    let details: BudgetDetails
    let today: LocalDate
    let currency: Currency
    let style: ScreenStyle

    func render() -> String {
        let metrics = details.metrics
        let (daysLeft, daily) = details.allowance(today: today)
        let state = BudgetFormulas.healthState(metrics)
        let styler = style.styler
        var out = styler.bold("\(details.month)") + styler.dim(" · \(details.period.start) to \(details.period.end)") + "\n\n"
        let headline =
            "\(metrics.remaining.magnitude.formatted(currency: currency.rawValue)) \(metrics.remaining.isNegative ? "short" : "left")"
        let colour: (String) -> String =
            switch state {
            case .comfortable: styler.green
            case .tight: styler.yellow
            case .deficit: styler.red
            }
        out += "  " + styler.bold(colour(headline)) + styler.dim(" (\(state.rawValue))") + "\n\n"
        let rows: [(String, Money)] = [
            ("Available", metrics.available), ("  income", metrics.totalIncome), ("  rollover", metrics.rollover),
            ("Expenses", metrics.totalExpenses), ("  of which savings", metrics.totalSavings),
        ]
        let width = rows.map(\.1.formatted.count).max() ?? 0
        for (label, amount) in rows {
            out +=
                "  " + label.padding(toLength: 20, withPad: " ", startingAt: 0)
                + String(repeating: " ", count: width - amount.formatted.count) + amount.formatted + "\n"
        }
        out += "\n  \(daysLeft) day\(daysLeft == 1 ? "" : "s") left · \(daily.formatted) a day\n"
        let elapsed = PeriodFormulas.timeElapsedPercentage(in: details.period, today: today) / 100
        // Nothing available means everything planned is already too much: a full bar, not 0 %.
        let used = metrics.available.cents > 0 ? Double(BudgetFormulas.usageBasisPoints(metrics)) / 10_000 : 1
        out += "  time   " + BarChart.progress(fraction: elapsed, width: 30) + styler.dim(" of the period elapsed") + "\n"
        let budgetBar = BarChart.progress(fraction: used, width: 30)
        out += "  budget " + (used > elapsed ? styler.yellow(budgetBar) : budgetBar) + styler.dim(" of available planned") + "\n"
        let open =
            details.lines.filter { !$0.isChecked }.map { "\($0.name) \($0.amount.formatted)" }
            + details.transactions.filter { !$0.isChecked }.map { "\($0.name) \($0.amount.formatted) (\($0.date))" }
        out +=
            open.isEmpty
            ? "\n  Everything is checked.\n" : "\n  To check (\(open.count)):\n" + open.prefix(12).map { "    · \($0)\n" }.joined()
        if open.count > 12 { out += "    … and \(open.count - 12) more\n" }
        return String(out.dropLast())
    }
}
