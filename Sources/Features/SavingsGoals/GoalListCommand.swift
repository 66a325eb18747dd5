import CommandKit
import Model
import Shared

/// `goal list`
struct GoalListCommand: PulpeCommand {
    static let spec = CommandSpec(
        "goal list", group: "Goals", summary: "the goals with their progress and pace", example: "goal list")

    init(_ parsed: ParsedCommand) throws {}

    func run(in context: CommandContext) async throws -> CommandOutput {
        let goals = try await context.clients.goals.currentGoals(today: context.today)
        return CommandOutput(
            text: GoalListScreen(goals: goals, style: context.style).render(), json: .array(goals.map { $0.json(timeline: false) }))
    }
}
