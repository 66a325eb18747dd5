import CommandKit
import Model
import Shared

/// `report trend [--months N] [--by category|line] [--kind K] [--ascii] [--html FILE]`
struct ReportTrendCommand: PulpeCommand {
    /// The options, each declared once: the spec lists them and `init` reads through them.
    enum Options {
        static let months = OptionSpec("--months", value: "N", "how many budget months, ending with today's (default 6)")
        static let by = OptionSpec("--by", value: "GROUP", hint: .reportGrouping, "category (default) or line")
        static let kind = OptionSpec("--kind", value: "KIND", hint: .kind, "expense (default), income or saving")
        static let ascii = OptionSpec("--ascii", "draw the sparklines with ASCII (also when the locale is not UTF-8)")
    }

    static let spec = CommandSpec(
        "report trend",
        options: [
            Options.months,
            Options.by,
            Options.kind,
            Options.ascii,
        ] + HTMLReportFile.options,
        group: "Reports", summary: "how each category grows or shrinks: a sparkline over the months",
        example: "report trend --months 12",
        discussion: """
            One row per category (or line) with a sparkline of its monthly amounts (▁ nothing … █ the \
            largest month of the row), the monthly average, the total, and the change of the total \
            against the same number of months before.
            """
    )

    let months: Int
    let grouping: ReportGrouping
    let kind: Kind
    let ascii: Bool
    let html: HTMLReportFile.Target?

    init(_ parsed: ParsedCommand) throws {
        months =
            try parsed.value(Options.months) { text in
                guard let months = Int.strictDigits(text), (2...120).contains(months) else {
                    throw DomainError.invalidValue("'\(text)' is not a month count for --months: use 2 to 120, e.g. --months 6")
                }
                return months
            } ?? 6
        grouping =
            try parsed.value(Options.by) { text in
                guard let grouping = ReportGrouping(rawValue: text.lowercased()), [.category, .line].contains(grouping) else {
                    throw DomainError.invalidValue("'\(text)' is not a trend grouping: use category or line")
                }
                return grouping
            } ?? .category
        kind = try parsed.value(Options.kind, ParsedCommand.kind) ?? .expense
        ascii = parsed.has(Options.ascii)
        html = HTMLReportFile.Target(parsed)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let range = ReportFormulas.trendMonths(count: months, endingWith: try await context.currentMonth())
        let points = try await context.clients.reportService.monthlyGroups(
            months: range.previous.lowerBound...range.months.upperBound, kind: kind, by: grouping)
        let rows = ReportFormulas.trend(points, months: range.months, previous: range.previous)
        let trend = TrendDocument(
            title: ReportText.title(kind: kind, grouping: grouping) + " over \(months) months", months: range.months,
            grouping: grouping, rows: rows)
        var style = context.style
        if ascii { style.ascii = true }
        return try HTMLReportFile.output(
            html, in: context, page: { TrendHTML.render(trend) }, render: { [style] in TrendScreen(trend: trend, style: style).render() },
            json: { trend.json })
    }
}
