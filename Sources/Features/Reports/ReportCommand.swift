import CommandKit
import Model
import Shared

/// `report [--period P | --from M --to M] [--by G] [--kind K] [--top N] [--ascii]`
struct ReportCommand: PulpeCommand {
    static let spec = CommandSpec(
        "report", options: ReportOptions.specs,
        group: "Reports", summary: "where the money went: totals by category, line, kind, name, month or source",
        example: "report --period year --by category --top 5",
        discussion: """
            Default: this month's expenses by category. Each row shows the amount, the number of \
            transactions, the share of the total and a bar; the last row is the total. Transactions \
            without a category are grouped as (none), those without a line as free. month, quarter and year are budget \
            months, so they follow the pay day; 3m (or last-3-months), up to 24m, is the last 3 budget months \
            ending with today's, beside quarter, the calendar quarter; week is the week holding today, Monday to Sunday (Sunday to Saturday where the locale starts weeks on Sunday). \
            --by kind without --kind ends with the net instead of a total: income - spending - savings. \
            --by source groups by where each transaction came from: typed (made by a command), notification \
            SOURCE (tx parse, import notifications), import FORMAT (import camt, ofx, qif, mt940, csv; csv PROFILE \
            with a saved layout); rows written before pulpe kept it show as unknown.
            """
    )

    let options: ReportOptions

    init(_ parsed: ParsedCommand) throws {
        options = try ReportOptions(parsed)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let payDay = try await context.settings().payDay
        let period = options.resolvedPeriod(currentMonth: try await context.currentMonth())
        let span = ReportFormulas.span(of: period, today: context.today, payDay: payDay, firstWeekday: DateRules.current.firstWeekday)
        let groups = try await context.clients.reportService.groups(span: span, payDay: payDay, kind: options.kind, by: options.grouping)
        let table = ReportFormulas.table(groups, sorted: options.grouping != .month, top: options.top)
        let report = ReportDocument(
            title: ReportText.title(kind: options.kind, grouping: options.grouping),
            span: ReportText.describe(span, payDay: payDay), shownSpan: ReportText.describe(span, payDay: payDay, date: \.shown),
            grouping: options.grouping, kind: options.kind, table: table)
        var style = context.style
        if options.ascii { style.ascii = true }
        return try HTMLReportFile.output(
            options.html, in: context, page: { ReportHTML.render(report) },
            render: { [style] in ReportScreen(report: report, style: style).render() }, json: { report.json })
    }
}
