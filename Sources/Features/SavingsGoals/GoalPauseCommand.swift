import CommandKit
import Model
import Shared

/// `goal pause GOAL`
struct GoalPauseCommand: PulpeCommand {
    static let spec = GoalCommands.statusSpec(
        "goal pause", summary: "stop feeding a goal from new budgets",
        discussion: "Budgets created while the goal is paused skip its template lines; lines already made stay.")

    let reference: String

    init(_ parsed: ParsedCommand) throws {
        reference = try parsed.requiredArgument(0)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        try await GoalCommands.setStatus(reference, .paused, verb: "Paused", in: context)
    }
}
