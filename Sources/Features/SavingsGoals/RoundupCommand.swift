import CommandKit
import Model
import Shared

/// `roundup [--week YYYY-Www | --since DATE] [--unit 1|5|10]`
struct RoundupCommand: PulpeCommand {
    /// The options, each declared once: the spec lists them and `init` reads through them.
    enum Options {
        static let since = OptionSpec("--since", value: "DATE", hint: .date, "from this date through today instead of one week")
    }

    static let spec = CommandSpec(
        "roundup",
        options: [
            RoundupOptions.week,
            Options.since,
            RoundupOptions.unit,
        ],
        group: "Goals", summary: "a week's expenses rounded up, and the total to save",
        example: "roundup --week 2026-W46 --unit 5",
        discussion:
            "Every expense transaction (of any budget) dated in the week is rounded up to the next multiple of the unit; an exact multiple rounds up by nothing. `roundup move GOAL` saves the total."
    )

    let week: IsoWeek?
    let since: LocalDate?
    let unit: RoundupUnit

    init(_ parsed: ParsedCommand) throws {
        week = try parsed.value(RoundupOptions.week, RoundupOptions.week)
        since = try parsed.value(Options.since, ParsedCommand.date)
        unit = try parsed.value(RoundupOptions.unit, RoundupOptions.unit) ?? .one
        if week != nil && since != nil {
            throw CommandParseError.misusedOptions("give either --week or --since, not both")
        }
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let summary: RoundupSummary
        var move: RoundupMove?
        if let since {
            summary = try await context.clients.goals.roundups(since: since, today: context.today, unit: unit)
        } else {
            let week = RoundupOptions.week(week, today: context.today)
            summary = try await context.clients.goals.roundups(week: week, unit: unit)
            move = try await context.clients.goals.roundupMove(of: week)
        }
        // Built only in the format printed, the JSON written item by item: a week can hold thousands.
        let extra: [(String, JSONValue)] = [("movedOn", .optional(move) { .string($0.movedOn.description) })]
        let screen = RoundupScreen(summary: summary, style: context.style, move: move)
        return CommandOutput(
            render: { screen.render() }, json: { summary.json(appending: extra) },
            stream: { summary.writeJSON(appending: extra, to: &$0) })
    }
}
