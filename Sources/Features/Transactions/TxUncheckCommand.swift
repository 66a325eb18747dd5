import CommandKit
import Model
import Shared

/// `tx uncheck TX [--budget MONTH]`
struct TxUncheckCommand: PulpeCommand {
    static let spec = TxCommands.referenceSpec(
        "tx uncheck", summary: "mark a transaction as not on the statement yet", more: TxCommands.checkDiscussion)

    let reference: String
    let budget: YearMonth?

    init(_ parsed: ParsedCommand) throws {
        reference = try parsed.requiredArgument(0)
        budget = try parsed.value(TxCommands.budgetOption, ParsedCommand.month)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        try await TxCommands.setChecked(reference, budget: budget, false, in: context)
    }
}
