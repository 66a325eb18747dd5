import CommandKit
import Model
import Shared

/// `goal complete GOAL`
struct GoalCompleteCommand: PulpeCommand {
    static let spec = GoalCommands.statusSpec(
        "goal complete", summary: "mark a goal as reached",
        discussion: "A goal is never completed on its own, even past its target. New budgets skip its template lines.")

    let reference: String

    init(_ parsed: ParsedCommand) throws {
        reference = try parsed.requiredArgument(0)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        try await GoalCommands.setStatus(reference, .completed, verb: "Completed", in: context)
    }
}
