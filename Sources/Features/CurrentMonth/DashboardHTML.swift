import CommandKit
import Model
import Shared

/// The dashboard as one page: what is left as the headline with the figures behind it, the
/// month's expenses as checked / still committed / free, the top expense categories, the days of
/// the period with the running total of what went out against the even pace of what is available
/// (`Docs/Domain.md` §6.4), and the latest transactions. Every figure is the text dashboard's own.
struct DashboardHTML {
    let screen: DashboardScreen
    /// What went out each day of the period, nil after today (`PeriodFormulas.outflowByDay`).
    let outflow: [Money?]

    static let green = "#4caf50"
    static let amber = "#f0a030"
    static let grey = "#cfd8dc"
    static let dark = "#37474f"

    func render() -> String {
        let details = screen.details
        let metrics = details.metrics
        let today = screen.today
        let daysLeft = PeriodFormulas.daysLeft(in: details.period, today: today)
        let daily = PeriodFormulas.dailyAllowance(remaining: metrics.remaining, daysLeft: daysLeft)
        let hero = BudgetFormulas.dashboard(metrics: metrics, realized: details.realized)
        let tone =
            switch BudgetFormulas.healthState(metrics) {
            case .comfortable: "good"
            case .tight: "warn"
            case .deficit: "bad"
            }
        var figures: [HTMLPage.Figure] = [
            .init(metrics.remaining.isNegative ? "Short" : "Left", metrics.remaining.magnitude.plainDecimal, tone: tone),
            .init("Available", metrics.available.plainDecimal), .init("Expenses", metrics.totalExpenses.plainDecimal),
            .init("of which savings", metrics.totalSavings.plainDecimal),
            .init("\(daysLeft) day\(daysLeft == 1 ? "" : "s") left", "\(daily.plainDecimal) a day"),
        ]
        if let projection = PeriodFormulas.calendarProjection(
            month: details.month, today: today, available: metrics.available, realizedExpenses: details.realized.expenses,
            budgetedExpenses: metrics.totalExpenses)
        {
            figures.append(
                .init("At this pace the month ends at", projection.projected.plainDecimal, tone: projection.isOnTrack ? "" : "warn"))
        }
        if let extras = screen.extras { figures.append(.init("Spent this week (\(extras.week))", extras.weekSpent.plainDecimal)) }
        let parts: [SVGStackedBar.Part] = [
            .init("checked", colour: SVGBarChart.blue, amount: hero.checked),
            .init("committed", colour: Self.amber, amount: hero.committed),
            .init("free", colour: Self.green, amount: metrics.remaining),
        ]
        var content = HTMLPage.figures(figures, hero: true)
        content += HTMLPage.heading("Where the month's money stands")
        content += SVGStackedBar(title: "Checked, still committed and free of what is available", parts: parts).render()
        content += HTMLPage.legend([
            ("checked \(hero.checked.plainDecimal)", SVGBarChart.blue), ("still committed \(hero.committed.plainDecimal)", Self.amber),
            ("free \(metrics.remaining.plainDecimal)", Self.green),
        ])
        content += HTMLPage.heading("Day by day")
        content += dayChart()
        content += HTMLPage.legend([
            ("went out that day", Self.grey), ("went out so far", SVGBarChart.red),
            ("even pace of available (\(metrics.available.plainDecimal) over \(details.period.dayCount) days)", Self.dark),
        ])
        content += categories() + latest()
        return HTMLPage.render(
            title: "\(details.month)", subtitle: "\(details.period.start.shown) to \(details.period.end.shown) · on \(today.shown)",
            content: content)
    }

    /// The period's days: each day's outflow as a column, their running total and the even pace as lines, today marked.
    private func dayChart() -> String {
        let period = screen.details.period
        let days = (0..<period.dayCount).map { period.start.adding(days: $0) }
        let index = period.start.days(until: screen.today)
        return SVGColumnChart(
            title: "What went out each day of \(screen.details.month) and in all, against the even pace of what is available",
            labels: days.map { String($0.day) }, labelEvery: 5,
            columns: [.init("day", colour: Self.grey, values: outflow)],
            lines: [
                .init(
                    "pace", colour: Self.dark,
                    values: PeriodFormulas.evenPace(available: screen.details.metrics.available, days: days.count)),
                .init("spent", colour: SVGBarChart.red, values: PeriodFormulas.runningTotal(outflow)),
            ],
            marked: index >= 0 && index < days.count ? index : nil
        ).render()
    }

    /// The top expense categories as bars, as the text dashboard lists them.
    private func categories() -> String {
        guard let rows = screen.extras?.categories.rows, !rows.isEmpty else { return "" }
        return HTMLPage.heading("Top expense categories")
            + SVGBarChart(title: "Top expense categories", groups: rows.map { .init(label: $0.label, bars: [.init($0.amount)]) }).render()
    }

    /// The latest transactions, as the text dashboard lists them.
    private func latest() -> String {
        let latest = screen.details.latest.prefix(DashboardScreen.latestCount)
        guard !latest.isEmpty else { return "" }
        return HTMLPage.heading("Latest transactions")
            + HTMLPage.table(
                [.left("Date"), .left("Name"), .left("Kind"), .right("Amount")],
                rows: latest.map { [$0.date.shown, $0.name, $0.kind.rawValue, $0.amount.plainDecimal] })
    }
}
