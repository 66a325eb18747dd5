import CommandKit
import Model
import Shared

/// `line reset LINE [--budget MONTH]`
struct LineResetCommand: PulpeCommand {
    /// The options, each declared once: the spec lists them and `init` reads through them.
    enum Options {
        static let budget = OptionSpec("--budget", value: "MONTH", hint: .month, "the budget of the line")
    }

    static let spec = CommandSpec(
        "line reset", arguments: [ArgumentSpec("LINE", hint: .line)],
        options: [Options.budget],
        group: "Lines", summary: "copy the template line back onto a line and clear its edited-by-hand mark",
        example: "line reset Rent --budget 2027-03"
    )

    let line: String
    let budget: YearMonth?

    init(_ parsed: ParsedCommand) throws {
        line = try parsed.requiredArgument(0)
        budget = try parsed.value(Options.budget, ParsedCommand.month)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let reset = try await context.clients.templates.resetLine(context.lineReference(line, explicitBudget: budget))
        return LineCommands.describe(reset, verb: "Reset")
    }
}
