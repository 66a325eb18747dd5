import CommandKit
import Model
import Shared

/// `report year YYYY [--ascii] [--html FILE]`
struct ReportYearCommand: PulpeCommand {
    /// The options, each declared once: the spec lists them and `init` reads through them.
    enum Options {
        static let ascii = OptionSpec("--ascii", "draw the bars with # (also when the locale is not UTF-8)")
    }

    static let spec = CommandSpec(
        "report year", arguments: [ArgumentSpec("YYYY")],
        options: [Options.ascii] + HTMLReportFile.options,
        group: "Reports", summary: "a year's twelve months: income, spending, savings, net and ending balance",
        example: "report year 2026",
        discussion: """
            One row per month of the year (a month without a budget says so) with a bar of what went \
            out (spending and savings), then the totals: sums of the year, and the ending balance of \
            its last budget. Spending is expenses alone; the JSON's totalExpenses is spending and savings.
            """
    )

    let year: Int
    let ascii: Bool
    let html: HTMLReportFile.Target?

    init(_ parsed: ParsedCommand) throws {
        let text = try parsed.requiredArgument(0)
        guard text.count == 4, let year = Int.strictDigits(text), year >= 1900 else {
            throw DomainError.invalidValue("'\(text)' is not a year: use YYYY, e.g. 2026")
        }
        self.year = year
        ascii = parsed.has(Options.ascii)
        html = HTMLReportFile.Target(parsed)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let summaries = try await context.clients.budgetList.currentSummaries().filter { $0.month.year == year }
        let overview = YearOverview(year: year, summaries: summaries)
        var style = context.style
        if ascii { style.ascii = true }
        return try HTMLReportFile.output(
            html, in: context, page: { YearOverviewHTML.render(overview) },
            render: { [style] in YearOverviewScreen(overview: overview, style: style).render() }, json: { overview.json })
    }
}
