import CommandKit
import Model
import Shared

/// `line check LINE [--budget MONTH]`
struct LineCheckCommand: PulpeCommand {
    static let spec = LineCommands.checkSpec("line check", summary: "mark a line as happened (on the bank statement)")

    let line: String
    let budget: YearMonth?

    init(_ parsed: ParsedCommand) throws {
        line = try parsed.requiredArgument(0)
        budget = try parsed.value(LineCommands.budgetOption, ParsedCommand.month)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let change = try await context.clients.budgetDetails.setLineChecked(
            context.lineReference(line, explicitBudget: budget), true)
        if let same = LineCommands.unchanged(change) { return same }
        var output = LineCommands.describe(change, verb: "Checked")
        guard change.line.kind == .income, change.consumed.cents > 0,
            let details = try await context.clients.budgetDetails.details(for: change.month)
        else { return output }
        let transactions = details.transactions.filter { $0.lineID == change.line.id }
        if !transactions.isEmpty { output.warnings.append(Self.countedTwice(change, transactions: transactions)) }
        return output
    }

    /// Why a checked income line with transactions counts the money twice, and the commands that
    /// check the transactions instead (income has no envelope, Docs/Domain.md §5.3; the rule stays).
    /// Example: Salary 6'500 checked over its unchecked #1 6'500 → "… `line uncheck Salary --budget
    /// 2026-11`, then `tx check #1`".
    static func countedTwice(_ change: LineChange, transactions: [Transaction]) -> String {
        let line = change.line
        let listed = transactions.map { "#\($0.id) \($0.amount.formatted) \($0.isChecked ? "checked" : "unchecked")" }
        let unchecked = transactions.filter { !$0.isChecked }.map { "`tx check #\($0.id)`" }
        let uncheck = "`line uncheck \(Tokenizer.quoted(line.name)) --budget \(change.month)`"
        return "income line '\(line.name)' now counts its planned \(line.amount.formatted) as received in addition to its "
            + "transactions (\(listed.joined(separator: ", "))): income has no envelope (Docs/Domain.md §5.3), so "
            + (unchecked.isEmpty ? "the money now counts twice" : "checking them too counts the money twice")
            + ". If they are this income arriving, check them instead of the line: \(uncheck)"
            + (unchecked.isEmpty ? "" : ", then " + unchecked.joined(separator: " and "))
    }
}
