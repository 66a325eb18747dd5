import CommandKit
import Domain
import Model
import Shared

/// `goal show GOAL`
struct GoalShowCommand: PulpeCommand {
    static let spec = CommandSpec(
        "goal show", arguments: [ArgumentSpec("GOAL", hint: .goal)],
        group: "Goals", summary: "a goal's progress figures and plan timeline", example: "goal show Holidays",
        discussion:
            "required and suggested amounts are rounded up to the cent; paceStatus is behind below 95 % of the target at the deadline, ahead above 105 %."
    )

    let reference: String

    init(_ parsed: ParsedCommand) throws {
        reference = try parsed.requiredArgument(0)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let details = try await context.resolveGoal(reference)
        return CommandOutput(text: GoalDetailsScreen(details: details, style: context.style).render(), json: details.json(timeline: true))
    }
}
