import CommandKit
import Model
import Shared

/// `goal withdraw GOAL AMOUNT [--budget MONTH] [--checked] [--force] [--for #ID]`, or with
/// `--planned --month MONTH` a planned withdrawal.
struct GoalWithdrawCommand: PulpeCommand {
    /// The options, each declared once: the spec lists them and `init` reads through them.
    enum Options {
        static let budget = OptionSpec(
            "--budget", value: "MONTH", hint: .month, "the budget it lands in (default: the open one, else today's)")
        static let checked = OptionSpec("--checked", "mark it as on the bank statement")
        static let `for` = OptionSpec(
            "--for", value: "#ID", "the planned withdrawal this one realizes (what is left of it is still planned)")
        static let planned = OptionSpec("--planned", "only plan it: counted by the projection and `goal plan` until its month is past")
        static let month = OptionSpec(
            "--month", value: "MONTH", hint: .month, "with --planned: the month it is planned for (today's or later)")
        static let force = OptionSpec("--force", "take more than the goal holds (it then holds less than nothing)")
    }

    static let spec = CommandSpec(
        "goal withdraw", arguments: [ArgumentSpec("GOAL", hint: .goal), ArgumentSpec("AMOUNT", hint: .amount)],
        options: [Options.budget, Options.checked, Options.`for`, Options.planned, Options.month, Options.force],
        group: "Goals", summary: "take money out of a goal (a free income drawn from it)",
        example: "goal withdraw Holidays 400 --budget 2026-07",
        discussion:
            "Dated today, clamped into the budget's period. Taking more than the goal holds is refused; with --force it is done, with a warning: its confirmed amount goes negative."
    )

    let reference: String
    let amount: Money
    let budget: YearMonth?
    let checked: Bool
    let realizing: Int64?
    let plannedMonth: YearMonth?
    let force: Bool

    init(_ parsed: ParsedCommand) throws {
        reference = try parsed.requiredArgument(0)
        amount = try ParsedCommand.amount(parsed.requiredArgument(1))
        budget = try parsed.value(Options.budget, ParsedCommand.month)
        checked = parsed.has(Options.checked)
        realizing = try parsed.value(Options.`for`, GoalWithdrawRemoveCommand.plannedID)
        plannedMonth = try Self.plannedMonth(parsed)
        force = parsed.has(Options.force)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let goal = try await context.resolveGoal(reference).goal
        if let plannedMonth { return try await planWithdrawal(from: goal, in: plannedMonth, context: context) }
        if let realizing { try await context.clients.goals.requireRealizable(plannedID: realizing, goalID: goal.id) }
        let budget = try await context.resolveBudget(explicit: budget)
        let receipt = try await context.clients.goals.withdraw(
            goalID: goal.id, amount: amount, budgetID: budget.id, today: context.today, checked: checked, force: force)
        let transaction = receipt.transaction
        context.lastTransactionID = transaction.id
        if let realizing { try await context.clients.goals.realize(plannedID: realizing, withdrawalID: transaction.id) }
        var warnings: [String] = []
        if receipt.exceedsHoldings {
            warnings.append(
                "goal '\(goal.name)' held \(receipt.heldBefore.formatted); taking \(transaction.amount.formatted) leaves it at \(receipt.heldAfter.formatted)"
            )
        }
        var json = transaction.json(month: receipt.month)
        if case .object(var members) = json {
            members += [("goal", .int(goal.id)), ("goalConfirmed", receipt.heldAfter.json)]
            if let realizing { members.append(("for", .int(realizing))) }
            json = .object(members)
        }
        return CommandOutput(
            text:
                "Withdrew \(transaction.amount.formatted) from goal '\(goal.name)' as income #\(transaction.id) "
                + "on \(transaction.date.shown) in \(receipt.month); it now holds \(receipt.heldAfter.formatted)."
                + (realizing.map { " It counts against planned withdrawal #\($0)." } ?? ""),
            json: json, warnings: warnings)
    }
}
