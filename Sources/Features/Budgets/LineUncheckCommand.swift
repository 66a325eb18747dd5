import CommandKit
import Model
import Shared

/// `line uncheck LINE [--budget MONTH]`
struct LineUncheckCommand: PulpeCommand {
    static let spec = LineCommands.checkSpec("line uncheck", summary: "mark a line as not happened yet")

    let line: String
    let budget: YearMonth?

    init(_ parsed: ParsedCommand) throws {
        line = try parsed.requiredArgument(0)
        budget = try parsed.value(LineCommands.budgetOption, ParsedCommand.month)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        try await LineCommands.setChecked(line, budget: budget, false, in: context)
    }
}
