import CommandKit
import Model
import Shared

/// `roundup move GOAL [--week YYYY-Www] [--unit 1|5|10]`
struct RoundupMoveCommand: PulpeCommand {
    static let spec = CommandSpec(
        "roundup move", arguments: [ArgumentSpec("GOAL", hint: .goal)],
        options: [RoundupOptions.week, RoundupOptions.unit],
        group: "Goals", summary: "save a week's round-ups into a goal",
        example: "roundup move Holidays --week 2026-W46",
        discussion:
            "Adds a checked saving line `Round-ups YYYY-Www` linked to the goal in the budget whose period holds the week's last day (it must exist). A week is moved once; removing the line allows moving it again. A zero total changes nothing. JSON: the created line with `week`, `unit` and `total`; `line` is null when nothing was moved."
    )

    let reference: String
    let week: IsoWeek?
    let unit: RoundupUnit

    init(_ parsed: ParsedCommand) throws {
        reference = try parsed.requiredArgument(0)
        week = try parsed.value(RoundupOptions.week, RoundupOptions.week)
        unit = try parsed.value(RoundupOptions.unit, RoundupOptions.unit) ?? .one
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let goal = try await context.resolveGoal(reference).goal
        let week = RoundupOptions.week(week, today: context.today)
        let outcome = try await context.clients.goals.moveRoundups(week: week, goalID: goal.id, unit: unit, today: context.today)
        let facts: [(String, JSONValue)] = [
            ("week", .string(week.description)), ("unit", .int(outcome.summary.unit.rawValue)), ("total", outcome.summary.total.json),
        ]
        guard let line = outcome.line else {
            let why = outcome.summary.items.isEmpty ? "no expenses" : "every expense is a multiple of \(unit.rawValue)"
            return CommandOutput(
                text: "Nothing to move for \(week): \(why), so the round-ups total 0.00.",
                json: .object(facts + [("line", .null)]))
        }
        var warnings: [String] = []
        if context.today < week.last {
            warnings.append("\(week) is not over (it ends on \(week.last.shown)): later expenses of that week will not be rounded up")
        }
        var json = line.json(consumed: .zero, month: outcome.month)
        if case .object(let members) = json { json = .object(members + facts) }
        return CommandOutput(
            text:
                "Moved \(line.amount.formatted) of round-ups from \(week) into goal '\(goal.name)': checked saving line '\(line.name)' #\(line.id) in \(outcome.month).",
            json: json, warnings: warnings)
    }
}
