import CommandKit
import Domain
import Model
import Shared

/// `line check LINE [--budget MONTH]`
struct LineCheckCommand: PulpeCommand {
    static let spec = LineCommands.checkSpec("line check", summary: "mark a line as happened (on the bank statement)")

    let line: String
    let budget: YearMonth?

    init(_ parsed: ParsedCommand) throws {
        line = try parsed.requiredArgument(0)
        budget = try parsed.value("--budget", ParsedCommand.month)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        try await LineCommands.setChecked(line, budget: budget, true, in: context)
    }
}
