import CommandKit
import Model
import Shared

/// `dashboard [--html FILE] [--force]`: the current period's dashboard, as `open month` draws it,
/// without opening a screen; `--html` also writes it as one page.
struct DashboardCommand: PulpeCommand {
    static let spec = CommandSpec(
        "dashboard", options: HTMLReportFile.options, group: "Reports",
        summary: "the current period's dashboard (as open month draws it); --html FILE also writes it as a page",
        example: "dashboard --html month.html",
        discussion: """
            The page holds what is left and the figures behind it, the month's expenses as checked, \
            still committed and free, the top expense categories, the period's days (what went out \
            each day and in all, against the even pace of what is available: available × day ÷ days) \
            and the latest transactions, as inline SVG and CSS: no script, nothing fetched, readable \
            on a phone.
            """
    )

    let html: HTMLReportFile.Target?

    init(_ parsed: ParsedCommand) throws {
        html = HTMLReportFile.Target(parsed)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let month = try await context.currentMonth()
        guard let screen = try await CurrentMonthFeature.screen(month: month, in: context) else { throw DomainError.noBudget(month) }
        var outflow: [Money?] = []
        if html != nil {
            guard let details = try await context.clients.budgetService.details(month: month) else { throw DomainError.noBudget(month) }
            outflow = PeriodFormulas.outflowByDay(details.transactions, in: details.period, through: context.today)
        }
        let text = screen.render()
        let json = Self.json(screen)
        return try HTMLReportFile.output(
            html, in: context, page: { DashboardHTML(screen: screen, outflow: outflow).render() }, render: { text }, json: { json })
    }

    /// `{"month", "period": {"start", "end", "daysLeft", "dailyAllowance"}, "remaining", "available", "checked", "committed"}`.
    static func json(_ screen: DashboardScreen) -> JSONValue {
        let details = screen.details
        let daysLeft = PeriodFormulas.daysLeft(in: details.period, today: screen.today)
        let hero = BudgetFormulas.dashboard(metrics: details.metrics, realized: details.realized)
        return .object([
            ("month", .string(details.month.description)),
            (
                "period",
                .object([
                    ("start", .string(details.period.start.description)), ("end", .string(details.period.end.description)),
                    ("daysLeft", .int(daysLeft)),
                    ("dailyAllowance", PeriodFormulas.dailyAllowance(remaining: details.metrics.remaining, daysLeft: daysLeft).json),
                ])
            ),
            ("remaining", details.metrics.remaining.json), ("available", details.metrics.available.json),
            ("checked", hero.checked.json), ("committed", hero.committed.json),
        ])
    }
}
