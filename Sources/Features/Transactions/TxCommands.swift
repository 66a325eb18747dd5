import CommandKit
import Model
import Shared

/// What the transaction commands share: the reference spec, checking, and the printed result.
enum TxCommands {
    /// `--budget MONTH`, declared once for these commands.
    static let budgetOption = OptionSpec("--budget", value: "MONTH", hint: .month, "the budget, when TX is a name")

    /// The spec of a command taking one TX; `more` adds to the discussion.
    static func referenceSpec(_ words: String, summary: String, more: String = "") -> CommandSpec {
        CommandSpec(
            words, arguments: [ArgumentSpec("TX", hint: .transaction)],
            options: [budgetOption],
            group: "Transactions", summary: summary, example: "\(words) last",
            discussion: "TX is #ID, `last` (the transaction created most recently here), or a name unique in its budget." + more
        )
    }

    /// What `tx check` and `tx uncheck` add to their help.
    static let checkDiscussion =
        " A split is checked or unchecked whole, from any of its parts. A transaction already as asked stays as it is, and the command says so."

    static func setChecked(_ reference: String, budget: YearMonth?, _ checked: Bool, in context: CommandContext) async throws
        -> CommandOutput
    {
        let change = try await context.clients.budgetDetails.setTransactionChecked(
            context.transactionReference(reference, explicitBudget: budget), checked)
        let verb = checked ? "Checked" : "Unchecked"
        if let same = unchanged(change) { return same }
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

    /// What `tx check`/`tx uncheck` says of a transaction (a split: all its parts) that already was
    /// as asked, nil when it changed: "Expense 'Migros' #12 was already checked: nothing changed.",
    /// "The split 'Coop' #1 was not checked: nothing changed."
    static func unchanged(_ change: TransactionChange) -> CommandOutput? {
        guard change.unchanged else { return nil }
        let named = change.splitParts.first ?? change.transaction
        let what = change.splitParts.isEmpty ? "\(named.kind.rawValue.firstCapitalized) '\(named.name)'" : "The split '\(named.name)'"
        return CommandOutput(
            text: "\(what) #\(named.id) was \(named.isChecked ? "already checked" : "not checked"): nothing changed.",
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
