import Domain
import Shared

/// `goal withdraw GOAL AMOUNT [--budget MONTH] [--checked] [--force]`
struct GoalWithdrawCommand: PulpeCommand {
    static let spec = CommandSpec(
        "goal withdraw", arguments: [ArgumentSpec("GOAL", hint: .goal), ArgumentSpec("AMOUNT", hint: .amount)],
        options: [
            OptionSpec("--budget", value: "MONTH", hint: .month, "the budget it lands in (default: the open one, else today's)"),
            OptionSpec("--checked", "mark it as on the bank statement"),
            OptionSpec("--force", "take more than the goal holds (it then holds less than nothing)"),
        ],
        group: "Goals", summary: "take money out of a goal (a free income drawn from it)",
        example: "goal withdraw Holidays 400 --budget 2026-07",
        discussion: "Dated today, clamped into the budget's period. Taking more than the goal holds is refused; with --force it is done, with a warning: its confirmed amount goes negative."
    )

    let reference: String
    let amount: Money
    let budget: YearMonth?
    let checked: Bool
    let force: Bool

    init(_ parsed: ParsedCommand) throws {
        reference = try parsed.requiredArgument(0)
        amount = try ParsedCommand.amount(parsed.requiredArgument(1))
        budget = try parsed.value("--budget", ParsedCommand.month)
        checked = parsed.has("--checked")
        force = parsed.has("--force")
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let goal = try await context.resolveGoal(reference).goal
        let budget = try await context.resolveBudget(explicit: budget)
        let receipt = try await context.stores.goals.withdraw(
            goalID: goal.id, amount: amount, budgetID: budget.id, today: context.today, checked: checked, force: force)
        let transaction = receipt.transaction
        context.lastTransactionID = transaction.id
        var warnings: [String] = []
        if receipt.exceedsHoldings {
            warnings.append("goal '\(goal.name)' held \(receipt.heldBefore.formatted); taking \(transaction.amount.formatted) leaves it at \(receipt.heldAfter.formatted)")
        }
        var json = transaction.json(month: receipt.month)
        if case .object(var members) = json {
            members += [("goal", .int(goal.id)), ("goalConfirmed", receipt.heldAfter.json)]
            json = .object(members)
        }
        return CommandOutput(
            text: "Withdrew \(transaction.amount.formatted) from goal '\(goal.name)' as income #\(transaction.id) on \(transaction.date) "
                + "in \(receipt.month); it now holds \(receipt.heldAfter.formatted).",
            json: json, warnings: warnings)
    }
}
