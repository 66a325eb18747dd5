import CommandKit
import Domain
import Model
import Shared

/// `tx remove TX [--budget MONTH]`
struct TxRemoveCommand: PulpeCommand {
    static let spec = TxCommands.referenceSpec("tx remove", summary: "delete a transaction")

    let reference: String
    let budget: YearMonth?

    init(_ parsed: ParsedCommand) throws {
        reference = try parsed.requiredArgument(0)
        budget = try parsed.value("--budget", ParsedCommand.month)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let transaction = try await context.resolveTransaction(reference, explicitBudget: budget)
        let removed = try await context.stores.budgetDetails.removeTransaction(id: transaction.id)
        return try await TxCommands.describe(removed, verb: "Removed", in: context)
    }
}
