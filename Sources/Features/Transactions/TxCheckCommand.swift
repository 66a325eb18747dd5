import CommandKit
import Model
import Shared

/// `tx check TX [--budget MONTH]`
struct TxCheckCommand: PulpeCommand {
    static let spec = TxCommands.referenceSpec(
        "tx check", summary: "mark a transaction as on the bank statement", more: TxCommands.checkDiscussion)

    let reference: String
    let budget: YearMonth?

    init(_ parsed: ParsedCommand) throws {
        reference = try parsed.requiredArgument(0)
        budget = try parsed.value(TxCommands.budgetOption, ParsedCommand.month)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        try await TxCommands.setChecked(reference, budget: budget, true, in: context)
    }
}
