import CommandKit
import Model
import Shared

/// `tx remove TX [--budget MONTH]`
struct TxRemoveCommand: PulpeCommand {
    static let spec = TxCommands.referenceSpec("tx remove", summary: "delete a transaction")

    let reference: String
    let budget: YearMonth?

    init(_ parsed: ParsedCommand) throws {
        reference = try parsed.requiredArgument(0)
        budget = try parsed.value(TxCommands.budgetOption, ParsedCommand.month)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let removed = try await context.clients.budgetDetails.removeTransaction(
            context.transactionReference(reference, explicitBudget: budget))
        return TxCommands.describe(
            removed, verb: "Removed",
            note: removed.removedTransfer.map { "Its transfer \($0) went with it: both accounts' balances changed." })
    }
}
