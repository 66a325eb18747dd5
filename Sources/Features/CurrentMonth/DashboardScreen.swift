import CommandKit
import Domain
import Model
import Shared

/// The current month at a glance: remaining as the headline, the figures behind it, time
/// elapsed against budget used, checked against still committed, the projection, this week's
/// spending, overspent lines, the top expense categories, the latest transactions, and the
/// items still to check.
struct DashboardScreen {
    let details: BudgetDetails
    let today: LocalDate
    let currency: Currency
    let style: ScreenStyle
    /// The week's spending and the categories chart; without them those two sections are left out.
    var extras: DashboardExtras?

    /// How many of the latest transactions are listed.
    static let latestCount = 5
    /// The width of the category bars.
    static let barWidth = 20

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
        out += progress(styler: styler)
        // Only the 12 items shown are formatted: a month can hold tens of thousands of transactions.
        let openLines = details.lines.filter { !$0.isChecked }
        let openTransactions = details.transactions.lazy.filter { !$0.isChecked }
        let openCount = openLines.count + openTransactions.count
        let open =
            openLines.prefix(12).map { "\($0.name) \($0.amount.formatted)" }
            + openTransactions.prefix(max(0, 12 - openLines.count)).map { "\($0.name) \($0.amount.formatted) (\($0.date))" }
        out +=
            open.isEmpty
            ? "\n  Everything is checked.\n" : "\n  To check (\(openCount)):\n" + open.map { "    · \($0)\n" }.joined()
        if openCount > 12 { out += "    … and \(openCount - 12) more\n" }
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
        let latest = Self.latest(details.transactions, count: Self.latestCount)
        if !latest.isEmpty {
            out += "\n  Latest transactions:\n"
            let nameWidth = latest.map { DisplayWidth.of($0.name) }.max() ?? 0
            let amountWidth = latest.map { $0.amount.formatted.count }.max() ?? 0
            for transaction in latest {
                out +=
                    "    \(transaction.date)  " + DisplayWidth.pad(transaction.name, toWidth: nameWidth, alignment: .left) + "  "
                    + DisplayWidth.pad(transaction.amount.formatted, toWidth: amountWidth, alignment: .right)
                    + (transaction.kind == .expense ? "" : " " + styler.dim(transaction.kind.rawValue)) + "\n"
            }
        }
        return out
    }

    /// The `count` latest transactions (by date, then id), latest first, in one pass: no sort of the month.
    /// Example: dates 3, 21, 2, 20 with count 2 → 21, 20.
    static func latest(_ transactions: [Transaction], count: Int) -> [Transaction] {
        guard count > 0 else { return [] }
        var kept: [Transaction] = []
        for transaction in transactions {
            guard kept.count < count || (transaction.date, transaction.id) > (kept[kept.count - 1].date, kept[kept.count - 1].id) else {
                continue
            }
            let index = kept.firstIndex { (transaction.date, transaction.id) > ($0.date, $0.id) } ?? kept.count
            kept.insert(transaction, at: index)
            if kept.count > count { kept.removeLast() }
        }
        return kept
    }
}
