import CommandKit
import Model
import Shared

/// What the transaction commands share: the reference spec, checking, and the printed result.
enum TxCommands {
    /// `--budget MONTH`, declared once for these commands.
    static let budgetOption = OptionSpec("--budget", value: "MONTH", hint: .month, "the budget, when TX is a name")

    static func referenceSpec(_ words: String, summary: String) -> CommandSpec {
        CommandSpec(
            words, arguments: [ArgumentSpec("TX", hint: .transaction)],
            options: [budgetOption],
            group: "Transactions", summary: summary, example: "\(words) last",
            discussion: "TX is #ID, `last` (the transaction created most recently here), or a name unique in its budget."
        )
    }

    static func setChecked(_ reference: String, budget: YearMonth?, _ checked: Bool, in context: CommandContext) async throws
        -> CommandOutput
    {
        let change = try await context.clients.budgetDetails.setTransactionChecked(
            context.transactionReference(reference, explicitBudget: budget), checked)
        let verb = checked ? "Checked" : "Unchecked"
        if change.unchanged {
            // "Expense 'Migros' #12 was already checked: nothing changed."
            let named = change.splitParts.first ?? change.transaction
            let what = change.splitParts.isEmpty ? "\(named.kind.rawValue.capitalized) '\(named.name)'" : "The split '\(named.name)'"
            return CommandOutput(
                text: "\(what) #\(named.id) was \(checked ? "already checked" : "not checked"): nothing changed.",
                json: change.transaction.json(month: change.month))
        }
        guard let first = change.splitParts.first else { return describe(change, verb: verb) }
        // A split is checked whole: named by its first part, with its total and each part, and no kind
        // (its parts may be an expense and a saving). Example: "Checked 'Coop' #1: 120.00 on 2026-11-29,
        // the whole split (#1 95.50 and #2 24.50)."
        let total = change.splitParts.reduce(Money.zero) { $0 + $1.amount }
        let parts = listed(change.splitParts.map { "#\($0.id) \($0.amount.formatted)" })
        return CommandOutput(
            text:
                "\(verb) '\(first.name)' #\(first.id): \(total.formatted) on \(first.date.shown), the whole split (\(parts)).",
            json: change.transaction.json(month: change.month))
    }

    /// "Checked expense 'Migros' #12: 82.40 on 2026-11-03." (and `note` on a line of its own) with the
    /// transaction's JSON.
    static func describe(_ change: TransactionChange, verb: String, note: String? = nil) -> CommandOutput {
        let transaction = change.transaction
        return CommandOutput(
            text:
                "\(verb) \(transaction.kind.rawValue) '\(transaction.name)' #\(transaction.id): \(transaction.amount.formatted) on \(transaction.date.shown)."
                + (note.map { "\n" + $0 } ?? ""),
            json: transaction.json(month: change.month)
        )
    }

}
