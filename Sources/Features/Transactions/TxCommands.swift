import CommandKit
import Domain
import Model
import Shared

/// What the transaction commands share: the reference spec, checking, and the printed result.
enum TxCommands {
    static func referenceSpec(_ words: String, summary: String) -> CommandSpec {
        CommandSpec(
            words, arguments: [ArgumentSpec("TX", hint: .transaction)],
            options: [OptionSpec("--budget", value: "MONTH", hint: .month, "the budget, when TX is a name")],
            group: "Transactions", summary: summary, example: "\(words) last",
            discussion: "TX is #ID, `last` (the transaction created most recently here), or a name unique in its budget."
        )
    }

    static func setChecked(_ reference: String, budget: YearMonth?, _ checked: Bool, in context: CommandContext) async throws
        -> CommandOutput
    {
        let transaction = try await context.resolveTransaction(reference, explicitBudget: budget)
        let updated = try await context.stores.budgetDetails.setTransactionChecked(id: transaction.id, checked)
        return try await describe(updated, verb: checked ? "Checked" : "Unchecked", in: context)
    }

    static func month(of transaction: Transaction, in context: CommandContext) async throws -> YearMonth {
        if let budget = try await context.stores.budgetService.budget(id: transaction.budgetID) { return budget.month }
        return try await context.currentMonth()
    }

    static func describe(_ transaction: Transaction, verb: String, in context: CommandContext) async throws -> CommandOutput {
        let month = try await month(of: transaction, in: context)
        return CommandOutput(
            text:
                "\(verb) \(transaction.kind.rawValue) '\(transaction.name)' #\(transaction.id): \(transaction.amount.formatted) on \(transaction.date).",
            json: transaction.json(month: month)
        )
    }
}
