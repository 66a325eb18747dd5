import CommandKit
import Model
import Shared

/// `budget delete MONTH`
struct BudgetDeleteCommand: PulpeCommand {
    static let spec = CommandSpec(
        "budget delete", arguments: [ArgumentSpec("MONTH", hint: .month)],
        group: "Budgets", summary: "delete a budget with its lines and transactions",
        example: "budget delete 2026-11",
        discussion: "Asks for confirmation in the REPL. Later months' rollover changes accordingly."
    )

    let month: YearMonth

    init(_ parsed: ParsedCommand) throws {
        month = try ParsedCommand.month(parsed.requiredArgument(0))
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        guard let contents = try await context.clients.budgetService.contents(month: month) else {
            throw DomainError.notFound("no budget for \(month): `budget list` shows the months that have one")
        }
        if context.isInteractive {
            guard await context.confirm("Delete budget \(month)\(Self.with(contents))?") else {
                return CommandOutput(text: "Kept budget \(month).")
            }
        }
        let (budget, removed) = try await context.clients.budgetList.delete(month: month)
        if context.openMonth == month { context.openMonth = nil }
        return CommandOutput(text: Self.deleted(month, removed), json: budget.json)
    }

    /// ` with 3 lines, 4 transactions (2 checked) and 1 transfer`; empty for an empty budget.
    static func with(_ contents: BudgetContents) -> String {
        guard !contents.isEmpty else { return "" }
        var parts = contents.lines > 0 ? [counted(contents.lines, "line")] : []
        if contents.transactions > 0 {
            parts.append(
                counted(contents.transactions, "transaction") + (contents.checked > 0 ? " (\(contents.checked) checked)" : ""))
        }
        if contents.transfers > 0 { parts.append(counted(contents.transfers, "transfer")) }
        return " with " + listed(parts)
    }

    /// What was deleted and whose balances it changed. Example: "Deleted budget 2026-12 with
    /// 2 lines, 3 transactions (1 checked) and 1 transfer: the balances of Main and Savings changed
    /// (`undo` brings it all back)."
    static func deleted(_ month: YearMonth, _ removed: BudgetContents) -> String {
        let head = "Deleted budget \(month)\(with(removed))"
        guard removed.transactions > 0 else { return head + "." }
        let names = listed(removed.accounts.map { "'\($0)'" })
        let balances = removed.accounts.count == 1 ? "the balance of \(names)" : "the balances of \(names)"
        return head + ": \(balances) changed (`undo` brings it all back)."
    }
}
