import CommandKit
import Model
import Shared

/// `line remove LINE [--budget MONTH]`
struct LineRemoveCommand: PulpeCommand {
    /// The options, each declared once: the spec lists them and `init` reads through them.
    enum Options {
        static let budget = OptionSpec("--budget", value: "MONTH", hint: .month, "the budget of the line")
    }

    static let spec = CommandSpec(
        "line remove", arguments: [ArgumentSpec("LINE", hint: .line)],
        options: [Options.budget],
        group: "Lines", summary: "remove a line; its transactions become free transactions",
        example: "line remove Gym"
    )

    let line: String
    let budget: YearMonth?

    init(_ parsed: ParsedCommand) throws {
        line = try parsed.requiredArgument(0)
        budget = try parsed.value(Options.budget, ParsedCommand.month)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let removed = try await context.clients.budgetDetails.removeLine(context.lineReference(line, explicitBudget: budget))
        return LineCommands.describe(removed, verb: "Removed")
    }
}
