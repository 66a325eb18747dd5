import CommandKit
import Model
import Shared

/// `tx set TX [AMOUNT] [--amount A] [--name N] [--date D] [--line LINE|none|free] [--kind KIND] [--category C] [--budget MONTH]`
struct TxSetCommand: PulpeCommand {
    /// The options, each declared once: the spec lists them and `init` reads through them.
    enum Options {
        static let amount = OptionSpec("--amount", value: "AMOUNT", hint: .amount, "the new amount (same as the AMOUNT argument)")
        static let name = OptionSpec("--name", value: "NAME", "the new name")
        static let date = OptionSpec("--date", value: "DATE", hint: .date, "the new date; one in another budget's period moves it there")
        static let line = OptionSpec("--line", value: "LINE", hint: .line, "allocate to this line, or `none` (or `free`) to make it free")
        static let kind = OptionSpec("--kind", value: "KIND", hint: .kind, "income, expense or saving; a line of another kind is left")
        static let category = OptionSpec("--category", value: "TEXT", hint: .category, "the category, or \"\" to clear it")
        static let budget = OptionSpec(
            "--budget", value: "MONTH", hint: .month, "the budget of TX when it is a name; for #ID or last, move it there")
        static let account = OptionSpec("--account", value: "ACCOUNT", hint: .account, "move it to this account")
    }

    static let spec = CommandSpec(
        "tx set", arguments: [ArgumentSpec("TX", hint: .transaction), ArgumentSpec("AMOUNT", optional: true, hint: .amount)],
        options: [
            Options.amount,
            Options.name,
            Options.date,
            Options.line,
            Options.kind,
            Options.category,
            Options.budget,
            Options.account,
        ],
        group: "Transactions", summary: "change a transaction, or move it to another budget or kind",
        example: "tx set last 84.10",
        discussion: """
            TX is #ID, `last`, or a name unique in its budget. Inside `open tx` TX is the open transaction. \
            A --date in another budget's period, or --budget with #ID or `last`, moves the transaction to that budget \
            (which must exist), keeping the day of the month when no --date is given: it stays on the line of the same \
            name and kind there, else it becomes free. With --kind, a line of the old kind is left (free) unless --line \
            names one of the new kind. The output says where it went; `undo` takes it back. \
            Example: `tx set #11 --date 2026-12-28`, `tx set #3 --kind income --line Salary`.
            """
    )

    let reference: String
    let edit: TransactionEdit

    init(_ parsed: ParsedCommand) throws {
        reference = try parsed.requiredArgument(0)
        edit = TransactionEdit(
            name: parsed.value(Options.name), amount: try parsed.amountArgumentOrOption(at: 1, Options.amount),
            date: try parsed.value(Options.date, ParsedCommand.date), line: parsed.value(Options.line),
            kind: try parsed.value(Options.kind, ParsedCommand.kind),
            category: parsed.value(Options.category).map { $0.trimmingSpaces().isEmpty ? nil : $0 },
            budget: try parsed.value(Options.budget, ParsedCommand.month), account: parsed.value(Options.account))
        if let month = edit.budget, edit == TransactionEdit(budget: month), EntityReference(reference) == .name(reference) {
            throw DomainError.moveNeedsID(reference, month: month)
        }
        guard edit != TransactionEdit() else {
            throw CommandParseError.misusedOptions(
                "nothing to change: give an AMOUNT, --name, --date, --line, --kind, --category, --account, or --budget with #ID or last")
        }
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let change: TransactionChange
        do {
            change = try await context.clients.budgetDetails.updateTransaction(
                context.transactionReference(reference, explicitBudget: edit.budget), edit)
        } catch DomainError.noTransactionNamed(let name, let month) where edit.budget == month {
            throw DomainError.noTransactionNamedToMove(name, month: month)
        }
        return TxCommands.describe(change, verb: "Updated", note: change.relocation.map { Self.describe($0, change: change) })
    }

    /// The sentence saying where a moved transaction went and what became of its line.
    /// Example: "Moved from budget 2026-11 to 2026-12: 2026-12 has no expense line 'Groceries', so it is free."
    static func describe(_ relocation: TransactionRelocation, change: TransactionChange) -> String {
        let kind = change.transaction.kind.rawValue
        var changes: [String] = []
        if let from = relocation.fromMonth { changes.append("from budget \(from) to \(change.month)") }
        if let from = relocation.fromKind { changes.append("from \(from.rawValue) to \(kind)") }
        let head = (relocation.fromMonth != nil ? "Moved " : "Changed its kind ") + changes.joined(separator: " and ")
        if let line = relocation.line { return "\(head), on line '\(line)'." }
        guard let left = relocation.leftLine else { return "\(head), free." }
        let reason = relocation.fromMonth != nil ? "\(change.month) has no \(kind) line '\(left)'" : "line '\(left)' is not \(kind)"
        return "\(head): \(reason), so it is free now (`tx set #\(change.transaction.id) --line LINE` puts it on one)."
    }
}
