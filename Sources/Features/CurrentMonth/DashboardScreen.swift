import CommandKit
import Domain
import Model
import Shared

/// The current month at a glance: remaining as the headline, the figures behind it, time
/// elapsed against budget used, checked against still committed, the projection, this week's
/// spending, what the accounts hold beside the remaining, overspent lines, the top expense categories, the latest transactions, and the
/// items still to check.
struct DashboardScreen {
    let details: MonthDashboard
    let today: LocalDate
    let currency: Currency
    let style: ScreenStyle
    /// The week's spending and the categories chart; without them those two sections are left out.
    var extras: DashboardExtras?
    /// What the accounts hold beside the plan's remaining; nil leaves the block out.
    var accounts: DashboardAccounts?

    /// How many of the latest transactions are listed.
    static let latestCount = 5
    /// How many items still to check are listed.
    static let openCount = 12

    init(details: MonthDashboard, today: LocalDate, currency: Currency, style: ScreenStyle, extras: DashboardExtras? = nil) {
        self.details = details
        self.today = today
        self.currency = currency
        self.style = style
        self.extras = extras
    }

    /// The dashboard of a month whose transactions are all at hand.
    init(details: BudgetDetails, today: LocalDate, currency: Currency, style: ScreenStyle, extras: DashboardExtras? = nil) {
        self.init(
            details: MonthDashboard(details: details, latestCount: Self.latestCount, uncheckedCount: Self.openCount), today: today,
            currency: currency, style: style, extras: extras)
    }
    /// The width of the category bars.
    static let barWidth = 20

    func render() -> String {
        let metrics = details.metrics
        let daysLeft = PeriodFormulas.daysLeft(in: details.period, today: today)
        let daily = PeriodFormulas.dailyAllowance(remaining: metrics.remaining, daysLeft: daysLeft)
        let state = BudgetFormulas.healthState(metrics)
        let styler = style.styler
        var out = styler.bold("\(details.month)") + styler.dim(" · \(details.period.start.shown) to \(details.period.end.shown)") + "\n\n"
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
        if let accounts { out += "\n" + accounts.render(remaining: metrics.remaining) }
        out += "\n  \(daysLeft) day\(daysLeft == 1 ? "" : "s") left · \(daily.formatted) a day\n"
        let elapsed = PeriodFormulas.timeElapsedPercentage(in: details.period, today: today) / 100
        // Nothing available means everything planned is already too much: a full bar, not 0 %.
        let used = metrics.available.cents > 0 ? Double(BudgetFormulas.usageBasisPoints(metrics)) / 10_000 : 1
        out += "  time   " + BarChart.progress(fraction: elapsed, width: 30) + styler.dim(" of the period elapsed") + "\n"
        let budgetBar = BarChart.progress(fraction: used, width: 30)
        out += "  budget " + (used > elapsed ? styler.yellow(budgetBar) : budgetBar) + styler.dim(" of available planned") + "\n"
        out += progress(styler: styler)
        // Only the 12 items shown are read and formatted: a month can hold tens of thousands of transactions.
        let openLines = details.lines.filter { !$0.isChecked }
        let openCount = openLines.count + details.uncheckedCount
        let open =
            openLines.prefix(Self.openCount).map { "\($0.name) \($0.amount.formatted)" }
            + details.unchecked.prefix(max(0, Self.openCount - openLines.count)).map {
                "\($0.name) \($0.amount.formatted) (\($0.date.shown))"
            }
        out +=
            open.isEmpty
            ? "\n  Everything is checked.\n" : "\n  To check (\(openCount)):\n" + open.map { "    · \($0)\n" }.joined()
        if openCount > Self.openCount { out += "    … and \(openCount - Self.openCount) more\n" }
        return String(out.dropLast())
    }

    /// Checked vs committed, the projection, the week, overspent lines, categories and the latest transactions.
    private func progress(styler: Styler) -> String {
        let hero = BudgetFormulas.dashboard(metrics: details.metrics, realized: details.realized)
        var out = "\n  checked \(hero.checked.formatted) · still committed \(hero.committed.formatted)\n"
        if let projection = PeriodFormulas.calendarProjection(
            month: details.month, today: today, available: details.metrics.available, realizedExpenses: details.realized.expenses,
            budgetedExpenses: details.metrics.totalExpenses)
        {
            let verdict = projection.isOnTrack ? styler.green("on track") : styler.yellow("faster than planned")
            out += "  at this pace the month ends at \(style.amount(projection.projected)) (\(verdict))\n"
        }
        if let extras { out += "  spent this week (\(extras.week)): \(extras.weekSpent.formatted)\n" }
        let overspent = details.lines.compactMap { line -> String? in
            let consumption = details.consumption(of: line)
            guard line.kind.isOutflow, consumption.isOverBudget else { return nil }
            return "    · \(line.name) \(consumption.allocated.formatted) of \(line.amount.formatted) "
                + styler.red("(+\(consumption.overrun.formatted))") + "\n"
        }
        if !overspent.isEmpty { out += "\n  Overspent (\(overspent.count)):\n" + overspent.joined() }
        if let extras, !extras.categories.rows.isEmpty {
            let rows = extras.categories.rows
            let largest = extras.categories.largest
            let labelWidth = rows.map { DisplayWidth.of($0.label) }.max() ?? 0
            let amountWidth = rows.map { $0.amount.formatted.count }.max() ?? 0
            let glyphs = TextChart.Glyphs.choose(ascii: style.ascii)
            out += "\n  Top expense categories:\n"
            for row in rows {
                let fraction = largest.cents > 0 ? Double(row.amount.cents) / Double(largest.cents) : 0
                let bar = TextChart.bar(fraction: fraction, width: Self.barWidth, glyphs: glyphs)
                out +=
                    "    " + DisplayWidth.pad(row.label, toWidth: labelWidth, alignment: .left) + "  "
                    + styler.cyan(DisplayWidth.pad(bar, toWidth: Self.barWidth, alignment: .left)) + "  "
                    + DisplayWidth.pad(row.amount.formatted, toWidth: amountWidth, alignment: .right) + "\n"
            }
        }
        let latest = details.latest.prefix(Self.latestCount)
        if !latest.isEmpty {
            out += "\n  Latest transactions:\n"
            let nameWidth = latest.map { DisplayWidth.of($0.name) }.max() ?? 0
            let amountWidth = latest.map { $0.amount.formatted.count }.max() ?? 0
            for transaction in latest {
                out +=
                    "    \(transaction.date.shown)  " + DisplayWidth.pad(transaction.name, toWidth: nameWidth, alignment: .left) + "  "
                    + DisplayWidth.pad(transaction.amount.formatted, toWidth: amountWidth, alignment: .right)
                    + (transaction.kind == .expense ? "" : " " + styler.dim(transaction.kind.rawValue)) + "\n"
            }
        }
        return out
    }
}
