import CommandKit
import Model
import Shared

/// `line set LINE [AMOUNT] [--amount A] [--name N] [--goal GOAL|none] [--budget MONTH]`
struct LineSetCommand: PulpeCommand {
    /// The options, each declared once: the spec lists them and `init` reads through them.
    enum Options {
        static let amount = OptionSpec(
            "--amount", value: "AMOUNT", hint: .amount, "the new planned amount (0 allowed; same as the AMOUNT argument)")
        static let name = OptionSpec("--name", value: "NAME", "the new name")
        static let goal = OptionSpec("--goal", value: "GOAL|none", hint: .goal, "link a saving line to a goal, or unlink it")
        static let budget = OptionSpec("--budget", value: "MONTH", hint: .month, "the budget of the line")
    }

    static let spec = CommandSpec(
        "line set", arguments: [ArgumentSpec("LINE", hint: .line), ArgumentSpec("AMOUNT", optional: true, hint: .amount)],
        options: [Options.amount, Options.name, Options.goal, Options.budget],
        group: "Lines", summary: "change a line's amount, name or goal (marks it as edited by hand)",
        example: "line set Groceries 650",
        discussion: "LINE is a name in the budget or #ID. Template propagation never touches a line edited by hand."
    )

    let line: String
    let amount: Money?
    let name: String?
    let budget: YearMonth?
    let goal: String?

    init(_ parsed: ParsedCommand) throws {
        line = try parsed.requiredArgument(0)
        amount = try parsed.amountArgumentOrOption(at: 1, Options.amount)
        name = parsed.value(Options.name)
        budget = try parsed.value(Options.budget, ParsedCommand.month)
        goal = parsed.value(Options.goal)
        guard amount != nil || name != nil || goal != nil else {
            throw CommandParseError.misusedOptions("nothing to change: give an AMOUNT, --name NAME and/or --goal GOAL|none")
        }
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        var goalLink: Int64??
        if let goal { goalLink = .some(try await context.resolveGoalLink(goal)) }
        var reference = context.lineReference(line, explicitBudget: budget)
        var change: LineChange?
        if amount != nil || name != nil {
            let updated = try await context.clients.budgetDetails.updateLine(reference, name: name, amount: amount)
            reference = LineReference("#\(updated.line.id)", in: .month(updated.month))
            change = updated
        }
        if let goalLink { change = try await context.clients.goals.link(reference, to: goalLink) }
        guard let change else {
            throw CommandParseError.misusedOptions("nothing to change: give an AMOUNT, --name NAME and/or --goal GOAL|none")
        }
        return LineCommands.describe(change, verb: "Updated")
    }
}
