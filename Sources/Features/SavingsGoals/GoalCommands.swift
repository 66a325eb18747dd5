import CommandKit
import Model
import Shared

/// What the goal commands share: the status commands' spec and run, and printing a goal.
enum GoalCommands {
    static func statusSpec(_ words: String, summary: String, discussion: String) -> CommandSpec {
        CommandSpec(
            words, arguments: [ArgumentSpec("GOAL", hint: .goal)], group: "Goals", summary: summary,
            example: "\(words) Holidays", discussion: discussion)
    }

    static func setStatus(_ reference: String, _ status: SavingsGoal.Status, verb: String, in context: CommandContext) async throws
        -> CommandOutput
    {
        let goal = try await context.resolveGoal(reference).goal
        _ = try await context.clients.goals.setStatus(goalID: goal.id, status)
        return try await describe(goalID: goal.id, text: "\(verb) goal '\(goal.name)'.", in: context)
    }

    /// The goal's figures as JSON (without the timeline) after a change, with `text` for people.
    static func describe(goalID: Int64, text: String, in context: CommandContext) async throws -> CommandOutput {
        let details = try await context.resolveGoal("#\(goalID)")
        return CommandOutput(text: text, json: details.json(timeline: false))
    }
}
