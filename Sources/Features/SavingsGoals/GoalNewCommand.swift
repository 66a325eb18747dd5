import CommandKit
import Model
import Shared

/// `goal new NAME [--target AMOUNT] [--by DATE] [--start DATE] [--initial AMOUNT]`
struct GoalNewCommand: PulpeCommand {
    /// The options, each declared once: the spec lists them and `init` reads through them.
    enum Options {
        static let target = OptionSpec("--target", value: "AMOUNT", hint: .amount, "what to reach (above 0)")
        static let by = OptionSpec("--by", value: "DATE", hint: .date, "the deadline, YYYY-MM-DD: today or later, at most 120 periods away")
        static let start = OptionSpec(
            "--start", value: "DATE", hint: .date, "count lines from this date's period on, when later than today's")
        static let initial = OptionSpec("--initial", value: "AMOUNT", hint: .amount, "what is already put aside")
    }

    static let spec = CommandSpec(
        "goal new", arguments: [ArgumentSpec("NAME")],
        options: [Options.target, Options.by, Options.start, Options.initial],
        group: "Goals", summary: "create a savings goal fed by saving lines",
        example: "goal new Holidays --target 3000 --by 2027-06-30",
        discussion:
            "The goal is created today (`--today`): lines of earlier periods never count toward it. With a target and a deadline it prints the monthly contribution that reaches the target (rounded up to the cent). Feed it with `line add saving NAME AMOUNT --goal GOAL`."
    )

    let goal: NewSavingsGoal

    init(_ parsed: ParsedCommand) throws {
        goal = NewSavingsGoal(
            name: try parsed.requiredArgument(0),
            target: try parsed.value(Options.target, ParsedCommand.amount),
            targetDate: try parsed.value(Options.by, ParsedCommand.date),
            startDate: try parsed.value(Options.start, ParsedCommand.date),
            initialAmount: try parsed.value(Options.initial, ParsedCommand.amount) ?? .zero
        )
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let created = try await context.clients.goals.create(goal, today: context.today)
        let details = try await context.resolveGoal("#\(created.id)")
        var text = "Created goal '\(created.name)' #\(created.id): \(GoalText.aim(created))."
        if let monthly = details.suggestedMonthly {
            text += " Put aside \(monthly.formatted) a month to reach it."
        }
        var json = details.json(timeline: false)
        if case .object(let members) = json {
            json = .object(members + [("suggestedMonthly", .optional(details.suggestedMonthly) { $0.json })])
        }
        return CommandOutput(text: text, json: json)
    }
}
