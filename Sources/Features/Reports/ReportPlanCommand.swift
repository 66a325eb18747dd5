import CommandKit
import Model
import Shared

/// `report plan [--year YYYY | --from M --to M] [--html FILE]`
struct ReportPlanCommand: PulpeCommand {
    /// The options, each declared once: the spec lists them and `init` reads through them.
    enum Options {
        static let year = OptionSpec("--year", value: "YYYY", "the budgets of this year (default: today's budget year)")
        static let from = OptionSpec("--from", value: "MONTH", hint: .month, "the first budget month (instead of --year)")
        static let to = OptionSpec("--to", value: "MONTH", hint: .month, "the last budget month (default: today's)")
    }

    static let spec = CommandSpec(
        "report plan",
        options: [
            Options.year,
            Options.from,
            Options.to,
        ] + HTMLReportFile.options,
        group: "Reports", summary: "planned against consumed, per line across months, overruns marked",
        example: "report plan --year 2026",
        discussion: """
            Lines are joined across months by kind and name. Difference = planned - consumed; a month \
            whose transactions went past its line is marked !. The months are columns when the \
            terminal is wide enough, else each line gets its own block.
            """
    )

    let year: Int?
    let from: YearMonth?
    let to: YearMonth?
    let html: HTMLReportFile.Target?

    init(_ parsed: ParsedCommand) throws {
        year = try parsed.value(Options.year) { text in
            guard text.count == 4, let year = Int.strictDigits(text), year >= 1900 else {
                throw DomainError.invalidValue("'\(text)' is not a year: use YYYY, e.g. 2026")
            }
            return year
        }
        from = try parsed.value(Options.from, ParsedCommand.month)
        to = try parsed.value(Options.to, ParsedCommand.month)
        html = HTMLReportFile.Target(parsed)
        if year != nil, from != nil || to != nil { throw CommandParseError.misusedOptions("use either --year or --from/--to, not both") }
        if let from, let to, to < from {
            throw DomainError.invalidValue("--from \(from) is after --to \(to): give the earlier month first")
        }
        if let to, from == nil {
            throw CommandParseError.misusedOptions("--to \(to) needs --from: e.g. --from \(to.adding(months: -2)) --to \(to)")
        }
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let current = try await context.currentMonth()
        let months: ClosedRange<YearMonth>
        if let from {
            months = from...(to ?? max(from, current))
        } else {
            let year = year ?? current.year
            months = YearMonth(year: year, month: 1)...YearMonth(year: year, month: 12)
        }
        let rows = ReportFormulas.plan(try await context.clients.reportService.planPoints(months: months), months: months)
        let plan = PlanDocument(months: months, rows: rows)
        return try HTMLReportFile.output(
            html, in: context, page: { PlanHTML.render(plan) },
            render: { [style = context.style] in PlanScreen(plan: plan, style: style).render() },
            json: { plan.json })
    }
}
