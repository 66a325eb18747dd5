import CommandKit
import Model
import Shared

/// A budget's details: lines with consumed / planned and a small bar (overruns marked), the
/// transactions (free ones shown as such), and the metrics.
struct BudgetDetailsScreen {
    let details: MonthDashboard
    /// The transactions drawn, oldest first, and how many of the month's are left out.
    let shown: [Transaction]
    let hidden: Int
    let today: LocalDate
    let currency: Currency
    let style: ScreenStyle

    /// The screen of a month whose transactions are all at hand: every one with `showsAllTransactions`
    /// (`budget show --all`), else the latest `shownTransactions`.
    init(details: BudgetDetails, today: LocalDate, currency: Currency, style: ScreenStyle, showsAllTransactions: Bool = false) {
        let all = details.transactions
        let hidden = showsAllTransactions ? 0 : max(0, all.count - Self.shownTransactions)
        self.init(
            summary: MonthDashboard(details: details, latestCount: 0, uncheckedCount: 0), shown: Array(all[hidden...]), hidden: hidden,
            today: today, currency: currency, style: style)
    }

    /// The screen from the figures the database keeps and the month's latest transactions
    /// (`summary.latest`, latest first): what `budget show` prints without reading the month.
    init(summary: MonthDashboard, today: LocalDate, currency: Currency, style: ScreenStyle) {
        self.init(
            summary: summary, shown: summary.latest.reversed(), hidden: max(0, summary.transactionCount - summary.latest.count),
            today: today, currency: currency, style: style)
    }

    private init(summary: MonthDashboard, shown: [Transaction], hidden: Int, today: LocalDate, currency: Currency, style: ScreenStyle) {
        details = summary
        self.shown = shown
        self.hidden = hidden
        self.today = today
        self.currency = currency
        self.style = style
    }

    /// How many transactions the screen shows without `--all`: the latest, so a month of tens of
    /// thousands stays readable; `tx list` pages through the rest.
    static let shownTransactions = 20

    func render() -> String {
        let styler = style.styler
        let metrics = details.metrics
        let daysLeft = PeriodFormulas.daysLeft(in: details.period, today: today)
        let daily = PeriodFormulas.dailyAllowance(remaining: metrics.remaining, daysLeft: daysLeft)
        let state = BudgetFormulas.healthState(metrics)
        var out =
            styler.bold("Budget \(details.month)")
            + styler.dim("  \(details.period.start.shown) to \(details.period.end.shown) · \(daysLeft) day\(daysLeft == 1 ? "" : "s") left")
            + "\n"
        if let description = details.budget.description { out += description + "\n" }
        let headline = metrics.remaining.formatted(currency: currency.rawValue)
        out +=
            "Remaining " + (metrics.remaining.isNegative ? styler.red(headline) : styler.bold(headline))
            + " · \(daily.formatted) a day · \(stateText(state))\n\n"
        out += linesTable() + "\n"
        if let note = editedNote() {
            out += WordWrap.lines(note, width: style.width).map { styler.dim($0) + "\n" }.joined()
        }
        if !shown.isEmpty { out += "\n" + transactionsTable() + "\n" }
        out += "\n" + metricsTable()
        return out
    }

    private func stateText(_ state: HealthState) -> String {
        switch state {
        case .comfortable: style.styler.green(state.rawValue)
        case .tight: style.styler.yellow(state.rawValue)
        case .deficit: style.styler.red(state.rawValue)
        }
    }

    /// The widest usage bar, names shortened first: a narrow terminal keeps every line's percentage.
    static let barWidths = [10, 8, 6, 4, 2, 0]
    /// Names are cut to this many columns before the bars shrink.
    static let shortNameWidth = 12

    /// The lines table with the widest bar that fits the screen once names are cut to
    /// `shortNameWidth`; if none does, no bar, and names cut further (the percentages stay).
    ///
    /// Example: at 60 columns a table with 10-cell bars and 20-column names needs 70 columns;
    /// names cut to 12 give 62, still too wide, so the bars draw 8 cells (60 columns).
    private func linesTable() -> String {
        guard !details.lines.isEmpty else { return "No lines yet: add one with `line add KIND NAME AMOUNT`." }
        var table = linesTable(barWidth: 0)
        // The columns a narrow terminal leaves out even without bars make room for them.
        let leftOut = table.leftOut(maxWidth: style.width)
        for barWidth in Self.barWidths {
            table = linesTable(barWidth: barWidth)
            if table.width(cappingTextColumnsAt: Self.shortNameWidth, without: leftOut) <= style.width { break }
        }
        return style.fitted(table)
    }

    private func linesTable(barWidth: Int) -> TextTable {
        var table = TextTable(columns: [
            .fixedLeft("#").leftOutToFit(2), .fixedLeft("✓"), .left("Line"), .fixedLeft("Kind").leftOutToFit(1), .right("Consumed"),
            .right("Planned"),
            .fixedLeft("Used"),
        ])
        for line in details.lines {
            let consumption = BudgetFormulas.shownConsumption(of: line, details.consumption(of: line))
            let consumed = consumption.allocated
            let fraction = consumption.percentage / 100
            // Only spending past its plan is marked over (§5.4's isOverBudget): more income, or more
            // put aside on a saving line, is good news, as the dashboard says ("+X saved").
            let over = line.kind == .expense && consumption.isOverBudget
            let bar = BarChart.bar(fraction: fraction, width: barWidth) + BarChart.percent(fraction)
            table.addRow([
                "#\(line.id)", line.isChecked ? style.styler.green("✓") : "", Self.isEdited(line) ? "*" + line.name : line.name,
                line.kind.rawValue,
                over ? style.styler.red(consumed.formatted) : consumed.formatted, line.amount.formatted,
                over ? style.styler.red(bar + " over") : bar,
            ])
        }
        return table
    }

    /// A line made from the template whose values were then changed by hand (the template's later
    /// changes pass it by): marked `*` before its name in the table.
    static func isEdited(_ line: BudgetLine) -> Bool { line.templateLineID != nil && line.isManuallyAdjusted }

    /// Names the lines edited by hand and the way back. Example: `* edited by hand, not the
    /// template's value: Rent (line reset LINE takes the template's back)`.
    private func editedNote() -> String? {
        let edited = details.lines.filter(Self.isEdited).map(\.name)
        guard !edited.isEmpty else { return nil }
        return "* edited by hand, not the template's value: \(edited.joined(separator: ", ")) (line reset LINE takes the template's back)"
    }

    private func transactionsTable() -> String {
        let names = Dictionary(uniqueKeysWithValues: details.lines.map { ($0.id, $0.name) })
        var table = TextTable(columns: [
            .fixedLeft("#").leftOutToFit(3), .fixedLeft("✓"), .fixedLeft("Date"), .left("Transaction"), .fixedLeft("Kind").leftOutToFit(1),
            .left("Line").leftOutToFit(2), .right("Amount"),
        ])
        for tx in shown {
            table.addRow([
                "#\(tx.id)", tx.isChecked ? style.styler.green("✓") : "", tx.date.shown, TransactionText.name(of: tx, style: style),
                tx.kind.rawValue,
                tx.lineID.flatMap { names[$0] } ?? style.styler.dim("free"), tx.amount.formatted,
            ])
        }
        var text = style.fitted(table)
        if hidden > 0 {
            text += "\n" + style.styler.dim("… and \(hidden) more (`tx list --budget \(details.month)`, or `budget show --all`)")
        }
        return text
    }

    private func metricsTable() -> String {
        let metrics = details.metrics
        let realized = details.realized
        var table = TextTable(columns: [.left("Metrics"), .right("Planned"), .right("Realized")])
        table.addRow(["Income", metrics.totalIncome.formatted, realized.income.formatted])
        table.addRow(["Rollover", style.amount(metrics.rollover), style.amount(metrics.rollover)])
        table.addRow(["Available", style.amount(metrics.available), ""])
        table.addRow(["Expenses", metrics.totalExpenses.formatted, realized.expenses.formatted])
        table.addRow(["  of which savings", metrics.totalSavings.formatted, realized.savings.formatted])
        table.addRow(["Remaining", style.amount(metrics.remaining), style.amount(realized.balance)])
        // With nothing available (no income, or a rollover that ate it) a share of it means nothing.
        let usage =
            metrics.available.cents > 0
            ? "\(Money(cents: BudgetFormulas.usageBasisPoints(metrics)).plainDecimal) % of available planned" : "nothing available"
        return table.render(maxWidth: style.width, styler: style.styler) + "\n"
            + style.styler.dim("\(realized.checkedItems) of \(realized.totalItems) items checked · \(usage)")
    }
}
