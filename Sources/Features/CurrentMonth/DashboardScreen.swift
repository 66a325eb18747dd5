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
    /// The fewest of each list a short terminal still shows, before the screen scrolls.
    static let fewestListed = 3

    /// How many items still to check and latest transactions this screen lists (fewer on a short terminal).
    var openShown = Self.openCount
    var latestShown = Self.latestCount

    /// The time and budget bars: 30 cells, fewer (10 at least) when the screen is too narrow for the
    /// bar, its percentage and its words (38 columns beside the bar). Example: 60 columns → 22 cells.
    static func barWidth(screenWidth: Int) -> Int { max(10, min(30, screenWidth - 38)) }

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

    /// The screen; on a terminal too short for it, its two lists are shortened (down to three items
    /// each) so the headline stays on the screen with the prompt below it.
    /// Example: on 30 rows, a month with 40 items to check lists 8 of them, "… and 32 more".
    func render() -> String {
        var screen = self
        var text = screen.renderWhole()
        guard let height = style.height else { return text }
        while Self.rows(text, width: style.width) > height - 1 {
            let excess = Self.rows(text, width: style.width) - (height - 1)
            if screen.openShown > Self.fewestListed {
                screen.openShown = max(Self.fewestListed, screen.openShown - excess)
            } else if screen.latestShown > Self.fewestListed {
                screen.latestShown = max(Self.fewestListed, screen.latestShown - excess)
            } else {
                break
            }
            text = screen.renderWhole()
        }
        return text
    }

    /// The terminal rows `text` takes at `width` columns, a line longer than the width counting as the rows it wraps to.
    static func rows(_ text: String, width: Int) -> Int {
        text.split(separator: "\n", omittingEmptySubsequences: false).reduce(0) { rows, line in
            rows + max(1, (DisplayWidth.of(String(line)) + max(width, 1) - 1) / max(width, 1))
        }
    }

    private func renderWhole() -> String {
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
        let barWidth = Self.barWidth(screenWidth: style.width)
        out += "  time   " + BarChart.progress(fraction: elapsed, width: barWidth) + styler.dim(" of the period elapsed") + "\n"
        let budgetBar = BarChart.progress(fraction: used, width: barWidth)
        out += "  budget " + (used > elapsed ? styler.yellow(budgetBar) : budgetBar) + styler.dim(" of available planned") + "\n"
        out += progress(styler: styler)
        // Only the items shown (12 at most) are read and formatted: a month can hold tens of thousands of transactions.
        let openLines = details.lines.filter { !$0.isChecked }
        let openCount = openLines.count + details.uncheckedCount
        let open =
            openLines.prefix(openShown).map { "\($0.name) \($0.amount.formatted)" }
            + details.unchecked.prefix(max(0, openShown - openLines.count)).map {
                "\($0.name) \($0.amount.formatted) (\($0.date.shown))"
            }
        out +=
            open.isEmpty
            ? "\n  Everything is checked.\n" : "\n  To check (\(openCount)):\n" + open.map { "    · \($0)\n" }.joined()
        if openCount > openShown { out += "    … and \(openCount - openShown) more\n" }
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
        let latest = details.latest.prefix(latestShown)
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
