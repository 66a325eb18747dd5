import CommandKit
import Model
import Shared

/// `goal withdraw GOAL AMOUNT --planned --month MONTH`: a withdrawal planned, not made.
extension GoalWithdrawCommand {
    /// The month of a planned withdrawal, nil for a real one; refuses options that belong to the other kind.
    static func plannedMonth(_ parsed: ParsedCommand) throws -> YearMonth? {
        let month = try parsed.value(Options.month, ParsedCommand.month)
        guard parsed.has(Options.planned) else {
            if let month {
                throw CommandParseError.misusedOptions(
                    "--month \(month) goes with --planned: add --planned to plan the withdrawal, or use --budget MONTH for one made now")
            }
            return nil
        }
        guard let month else {
            throw CommandParseError.misusedOptions("--planned needs the month it is planned for: add --month YYYY-MM")
        }
        if let other = [Options.budget, Options.for, Options.checked].first(where: { parsed.value($0) != nil || parsed.has($0) }) {
            throw CommandParseError.misusedOptions(
                "\(other.name) cannot go with --planned: a planned withdrawal is in no budget yet; record the real one later with --for #ID"
            )
        }
        return month
    }

    func planWithdrawal(from goal: SavingsGoal, in month: YearMonth, context: CommandContext) async throws -> CommandOutput {
        let planned = try await context.clients.goals.planWithdrawal(goalID: goal.id, amount: amount, month: month, today: context.today)
        let details = try await context.resolveGoal("#\(goal.id)")
        var text = "Planned withdrawal #\(planned.id): \(planned.amount.formatted) out of goal '\(goal.name)' in \(month)"
        switch details.state(of: planned) {
        case .afterDeadline: text += "; it is after the deadline, so plans ignore it"
        case .beforeStart: text += "; it is before the goal starts counting, so plans ignore it"
        default: text += details.progress.projected.map { "; projected at the deadline: \($0.formatted)" } ?? ""
        }
        return CommandOutput(text: text + ".", json: details.json(of: planned))
    }
}
