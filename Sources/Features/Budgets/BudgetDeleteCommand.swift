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
        guard let budget = try await context.clients.budgetService.budget(for: month) else {
            throw DomainError.notFound("no budget for \(month): `budget list` shows the months that have one")
        }
        if context.isInteractive {
            guard await context.confirm("Delete budget \(month) with all its lines and transactions?") else {
                return CommandOutput(text: "Kept budget \(month).")
            }
        }
        try await context.clients.budgetList.delete(month: month)
        if context.openMonth == month { context.openMonth = nil }
        return CommandOutput(text: "Deleted budget \(month).", json: budget.json)
    }
}
