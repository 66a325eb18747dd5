import CommandKit
import Model
import Shared

/// `line add KIND NAME AMOUNT [--budget MONTH] [--checked] [--goal GOAL]`
struct LineAddCommand: PulpeCommand {
    /// The options, each declared once: the spec lists them and `init` reads through them.
    enum Options {
        static let budget = OptionSpec("--budget", value: "MONTH", hint: .month, "the budget (default: the open one, else today's)")
        static let checked = OptionSpec("--checked", "mark it as already happened")
        static let goal = OptionSpec("--goal", value: "GOAL", hint: .goal, "the savings goal a saving line feeds")
    }

    static let spec = CommandSpec(
        "line add",
        arguments: [ArgumentSpec("KIND", hint: .kind), ArgumentSpec("NAME"), ArgumentSpec("AMOUNT", hint: .amount)],
        options: [Options.budget, Options.checked, Options.goal],
        group: "Lines", summary: "add a planned line (income, expense or saving) to a budget",
        example: "line add expense Rent 1800 --budget 2026-11",
        discussion: "KIND is income, expense or saving. The amount is above 0; names are unique in a budget."
    )

    let kind: Kind
    let name: String
    let amount: Money
    let budget: YearMonth?
    let checked: Bool
    let goal: String?

    init(_ parsed: ParsedCommand) throws {
        kind = try ParsedCommand.kind(parsed.requiredArgument(0))
        name = try parsed.requiredArgument(1)
        amount = try ParsedCommand.amount(parsed.requiredArgument(2))
        budget = try parsed.value(Options.budget, ParsedCommand.month)
        checked = parsed.has(Options.checked)
        goal = parsed.value(Options.goal)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        var goalID: Int64?
        if let goal { goalID = try await context.resolveGoal(goal).goal.id }
        let added = try await context.clients.budgetDetails.addLine(
            budget: context.budgetChoice(explicit: budget), kind: kind, name: name, amount: amount, checked: checked, goalID: goalID)
        let line = added.line
        return CommandOutput(
            text: "Added \(line.kind.rawValue) line '\(line.name)' #\(line.id): \(line.amount.formatted) in \(added.month).",
            json: line.json(consumed: .zero, month: added.month)
        )
    }
}
