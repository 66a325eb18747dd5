import CommandKit
import Model
import Shared

/// `goal resume GOAL`
struct GoalResumeCommand: PulpeCommand {
    static let spec = GoalCommands.statusSpec(
        "goal resume", summary: "make a paused or completed goal active again",
        discussion: "New budgets copy its template lines again.")

    let reference: String

    init(_ parsed: ParsedCommand) throws {
        reference = try parsed.requiredArgument(0)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        try await GoalCommands.setStatus(reference, .active, verb: "Resumed", in: context)
    }
}
