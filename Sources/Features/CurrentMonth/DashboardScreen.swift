import CommandKit
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

    /// How many items still to check, latest transactions, expense categories and overspent lines
    /// this screen lists (fewer on a short terminal; 0 leaves the latest transactions and the
    /// categories out), and whether it draws the time and budget bars and the accounts.
    var openShown = Self.openCount
    var latestShown = Self.latestCount
    var categoriesShown = Int.max
    var overspentShown = Int.max
    var showsBars = true
    var showsAccounts = true

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

    /// The screen; on a terminal too short for it, it is shortened until it fits above the prompt,
    /// so the headline stays on the screen: first its lists, down to three items each (to check,
    /// latest transactions, categories, overspent lines, each saying `… and N more`); then whole
    /// sections, the least needed first (the latest transactions, the categories, the time and
    /// budget bars, the accounts, the items to check but their count), the note at the end naming
    /// the commands that show what was left out; last, the lines at the bottom.
    /// Example: on 30 rows, a month with 40 items to check lists 9 of them, "… and 31 more"; the
    /// household month of 40 lines lists 3 to check, and leaves its latest transactions out.
    func render() -> String {
        var screen = self
        var text = screen.renderWhole()
        guard let height = style.height else { return text }
        let room = max(1, height - 1)
        var excess = Self.rows(text, width: style.width) - room
        while excess > 0, let shorter = screen.shortened(by: excess) {
            screen = shorter
            text = screen.renderWhole()
            excess = Self.rows(text, width: style.width) - room
        }
        guard excess > 0 else { return text }
        // Still too tall (a very short terminal): the top of the screen, headline first.
        var kept: [Substring] = []
        var rows = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            rows += Self.rows(String(line), width: style.width)
            guard rows <= room else { break }
            kept.append(line)
        }
        return kept.joined(separator: "\n")
    }

    /// This screen one step shorter (the step of `render`), `excess` rows too tall; nil when nothing is left to shorten.
    private func shortened(by excess: Int) -> DashboardScreen? {
        var screen = self
        let fewest = Self.fewestListed
        if openShown > fewest {
            screen.openShown = max(fewest, openShown - excess)
        } else if latestShown > fewest {
            screen.latestShown = max(fewest, latestShown - excess)
        } else if let rows = extras?.categories.rows.count, min(categoriesShown, rows) > fewest {
            screen.categoriesShown = max(fewest, min(categoriesShown, rows) - excess)
        } else if overspentLines.count > fewest, overspentShown > fewest {
            screen.overspentShown = max(fewest, min(overspentShown, overspentLines.count) - excess)
        } else if latestShown > 0, !details.latest.isEmpty {
            screen.latestShown = 0
        } else if categoriesShown > 0, extras?.categories.rows.isEmpty == false {
            screen.categoriesShown = 0
        } else if showsBars {
            screen.showsBars = false
        } else if showsAccounts, accounts != nil {
            screen.showsAccounts = false
        } else if openShown > 0 {
            screen.openShown = 0
        } else {
            return nil
        }
        return screen
    }

    /// What was left out to fit, with the command that shows it: `the latest transactions (`tx list`)`.
    private var leftOut: [String] {
        var out: [String] = []
        if latestShown == 0, !details.latest.isEmpty { out.append("the latest transactions (`tx list`)") }
        if categoriesShown == 0, extras?.categories.rows.isEmpty == false { out.append("the top categories (`report`)") }
        if !showsAccounts, accounts != nil { out.append("the accounts (`account list`)") }
        return out
    }

    /// The terminal rows `text` takes at `width` columns, a line longer than the width counting as the
    /// rows it wraps to between words (as the shell wraps it), its continuations indented: at least as many.
    static func rows(_ text: String, width: Int) -> Int {
        text.split(separator: "\n", omittingEmptySubsequences: false).reduce(0) { rows, line in
            guard DisplayWidth.of(String(line)) > width else { return rows + 1 }
            let indent = line.prefix { $0 == " " }.count
            return rows + WordWrap.lines(String(line.dropFirst(indent)), width: max(1, width - max(indent, 4))).count
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
        if let accounts, showsAccounts { out += "\n" + accounts.render(remaining: metrics.remaining) }
        out += "\n  \(daysLeft) day\(daysLeft == 1 ? "" : "s") left · \(daily.formatted) a day\n"
        let elapsed = PeriodFormulas.timeElapsedPercentage(in: details.period, today: today) / 100
        // Nothing available means everything planned is already too much: a full bar, not 0 %.
        let used = metrics.available.cents > 0 ? Double(BudgetFormulas.usageBasisPoints(metrics)) / 10_000 : 1
        let barWidth = Self.barWidth(screenWidth: style.width)
        if showsBars {
            // Below 48 columns the words beside the bars are shortened, so that each stays one row.
            let narrow = style.width < 38 + 10
            out +=
                "  time   " + BarChart.progress(fraction: elapsed, width: barWidth)
                + styler.dim(narrow ? " elapsed" : " of the period elapsed") + "\n"
            let budgetBar = BarChart.progress(fraction: used, width: barWidth)
            out +=
                "  budget " + (used > elapsed ? styler.yellow(budgetBar) : budgetBar)
                + styler.dim(narrow ? " planned" : " of available planned") + "\n"
        }
        out += progress(styler: styler)
        // Only the items shown (12 at most) are read and formatted: a month can hold tens of thousands of transactions.
        // An income line its checked transactions already cover is not to check: checking it would count the money twice.
        let openLines = details.lines.filter { !$0.isChecked && !details.receivedIncomeLines.contains($0.id) }
        let openCount = openLines.count + details.uncheckedCount
        let open =
            openLines.prefix(openShown).map { "\($0.name) \($0.amount.formatted)" }
            + details.unchecked.prefix(max(0, openShown - openLines.count)).map {
                "\($0.name) \($0.amount.formatted) (\($0.date.shown))"
            }
        if openCount == 0 {
            out += "\n  Everything is checked.\n"
        } else if open.isEmpty {
            out += "\n  To check: \(openCount) (`budget show` lists them)\n"
        } else {
            out += "\n  To check (\(openCount)):\n" + open.map { "    · \($0)\n" }.joined()
            if openCount > openShown { out += "    … and \(openCount - openShown) more\n" }
        }
        if !leftOut.isEmpty {
            // Wrapped here, between words, so that no command in it is broken across two rows.
            let note = WordWrap.lines("Left out to fit the window: \(leftOut.joined(separator: ", ")).", width: style.width - 2)
            out += "\n" + note.map { "  " + styler.dim($0) + "\n" }.joined()
        }
        return String(out.dropLast())
    }

    /// The expense and saving lines consumed past their amount (a saving line's overrun is money saved).
    private var overspentLines: [BudgetLine] {
        details.lines.filter { $0.kind.isOutflow && details.consumption(of: $0).isOverBudget }
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
        let overspent = overspentLines
        if !overspent.isEmpty {
            // Saving more than planned is not spending: with a saving line among them the list is "over plan".
            let heading = overspent.contains { $0.kind == .saving } ? "Over plan" : "Overspent"
            out += "\n  \(heading) (\(overspent.count)):\n"
            for line in overspent.prefix(overspentShown) {
                let consumption = details.consumption(of: line)
                let overrun = "+\(consumption.overrun.formatted)"
                out +=
                    "    · \(line.name) \(consumption.allocated.formatted) of \(line.amount.formatted) "
                    + (line.kind == .saving ? "(\(overrun) saved)" : styler.red("(\(overrun))")) + "\n"
            }
            if overspent.count > overspentShown { out += "    … and \(overspent.count - overspentShown) more\n" }
        }
        if let extras, !extras.categories.rows.isEmpty, categoriesShown > 0 {
            let all = extras.categories.rows
            let rows = all.prefix(categoriesShown)
            let largest = extras.categories.largest
            let labelWidth = rows.map { DisplayWidth.of($0.label) }.max() ?? 0
            let amountWidth = rows.map { $0.amount.formatted.count }.max() ?? 0
            let glyphs = TextChart.Glyphs.choose(ascii: style.ascii)
            // The bars give way to a narrow screen: what is left beside the label and the amount, 20 at most.
            let barWidth = min(Self.barWidth, style.width - 4 - labelWidth - 2 - 2 - amountWidth)
            out += "\n  Top expense categories:\n"
            for row in rows {
                let fraction = largest.cents > 0 ? Double(row.amount.cents) / Double(largest.cents) : 0
                let bar =
                    barWidth >= 3
                    ? styler.cyan(
                        DisplayWidth.pad(
                            TextChart.bar(fraction: fraction, width: barWidth, glyphs: glyphs), toWidth: barWidth, alignment: .left))
                        + "  " : ""
                out +=
                    "    " + DisplayWidth.pad(row.label, toWidth: labelWidth, alignment: .left) + "  " + bar
                    + DisplayWidth.pad(row.amount.formatted, toWidth: amountWidth, alignment: .right) + "\n"
            }
            if all.count > rows.count { out += "    … and \(all.count - rows.count) more\n" }
        }
        let latest = details.latest.prefix(latestShown)
        if !latest.isEmpty {
            out += "\n  Latest transactions:\n"
            let amountWidth = latest.map { $0.amount.formatted.count }.max() ?? 0
            // Names are cut to what the screen leaves beside the date, the amount and a kind other than expense (3 at least).
            let kindWidth = latest.contains { $0.kind != .expense } ? 7 : 0
            let room = max(3, style.width - 4 - 10 - 2 - 2 - amountWidth - kindWidth)
            let nameWidth = min(room, latest.map { DisplayWidth.of($0.name) }.max() ?? 0)
            for transaction in latest {
                let name = DisplayWidth.truncate(transaction.name, toWidth: nameWidth)
                out +=
                    "    \(transaction.date.shown)  " + DisplayWidth.pad(name, toWidth: nameWidth, alignment: .left) + "  "
                    + DisplayWidth.pad(transaction.amount.formatted, toWidth: amountWidth, alignment: .right)
                    + (transaction.kind == .expense ? "" : " " + styler.dim(transaction.kind.rawValue)) + "\n"
            }
        }
        return out
    }
}
