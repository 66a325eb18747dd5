import CommandKit
import Model
import Shared

/// What the line commands share: the check/uncheck spec and their printed result.
enum LineCommands {
    /// `--budget MONTH`, declared once for these commands.
    static let budgetOption = OptionSpec("--budget", value: "MONTH", hint: .month, "the budget of the line")

    static func checkSpec(_ words: String, summary: String) -> CommandSpec {
        CommandSpec(
            words, arguments: [ArgumentSpec("LINE", hint: .line)],
            options: [budgetOption],
            group: "Lines", summary: summary, example: "\(words) Rent",
            discussion: """
                Checking only reconciles: it never changes planned totals, only the realized figures. An income line \
                has no envelope: checked, its amount counts as received on top of its checked transactions, so check \
                either the line or the transactions that brought the money (`line check` says so when both may count). \
                A line already as asked stays as it is, and the command says so.
                """
        )
    }

    static func setChecked(_ reference: String, budget: YearMonth?, _ checked: Bool, in context: CommandContext) async throws
        -> CommandOutput
    {
        let change = try await context.clients.budgetDetails.setLineChecked(
            context.lineReference(reference, explicitBudget: budget), checked)
        return unchanged(change) ?? describe(change, verb: checked ? "Checked" : "Unchecked")
    }

    /// What `line check`/`line uncheck` says of a line that already was as asked, nil when it changed:
    /// "Expense line 'Rent' #3 was already checked: nothing changed."
    static func unchanged(_ change: LineChange) -> CommandOutput? {
        guard change.unchanged else { return nil }
        let line = change.line
        return CommandOutput(
            text: "\(line.kind.rawValue.firstCapitalized) line '\(line.name)' #\(line.id) was "
                + "\(line.isChecked ? "already checked" : "not checked"): nothing changed.",
            json: line.json(consumed: change.consumed))
    }

    /// "Checked expense line 'Rent' #3: 1'800.00." with the line's JSON (and its consumption).
    static func describe(_ change: LineChange, verb: String) -> CommandOutput {
        CommandOutput(
            text: "\(verb) \(change.line.kind.rawValue) line '\(change.line.name)' #\(change.line.id): \(change.line.amount.formatted).",
            json: change.line.json(consumed: change.consumed)
        )
    }

}
