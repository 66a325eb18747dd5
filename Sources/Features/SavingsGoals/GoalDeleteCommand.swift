import CommandKit
import Model
import Shared

/// `goal delete GOAL`
struct GoalDeleteCommand: PulpeCommand {
    static let spec = CommandSpec(
        "goal delete", arguments: [ArgumentSpec("GOAL", hint: .goal)],
        group: "Goals", summary: "delete a goal", example: "goal delete Holidays",
        discussion:
            "Asks for confirmation in the REPL. Its saving lines stay, no longer linked; its withdrawals stay as free incomes; its planned withdrawals are deleted with it."
    )

    let reference: String

    init(_ parsed: ParsedCommand) throws {
        reference = try parsed.requiredArgument(0)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let details = try await context.resolveGoal(reference)
        let goal = details.goal
        if context.isInteractive {
            guard await context.confirm("Delete goal '\(goal.name)'? Its lines stay, unlinked.") else {
                return CommandOutput(text: "Kept goal '\(goal.name)'.")
            }
        }
        _ = try await context.clients.goals.delete(goalID: goal.id)
        return CommandOutput(text: "Deleted goal '\(goal.name)'.", json: details.json(timeline: false))
    }
}
