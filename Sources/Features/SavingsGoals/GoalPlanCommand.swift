import CommandKit
import Domain
import Model
import Shared

/// `goal plan GOAL (--monthly AMOUNT | --redistribute) [--apply]`
struct GoalPlanCommand: PulpeCommand {
    static let spec = CommandSpec(
        "goal plan", arguments: [ArgumentSpec("GOAL", hint: .goal)],
        options: [
            OptionSpec("--monthly", value: "AMOUNT", hint: .amount, "put this aside in every open month"),
            OptionSpec("--redistribute", "spread what the target still needs over the open months"),
            OptionSpec("--apply", "write the amounts onto the open lines (else only simulate)"),
        ],
        group: "Goals", summary: "simulate a saving plan, and apply it",
        example: "goal plan Holidays --redistribute --apply",
        discussion: "Open months are the current and future months, up to the deadline, with an unchecked linked line, or without one when the goal has a deadline (then --apply adds a line named after the goal, creating the budget from the default template if needed). Checked lines keep their amounts; the rest is spread over the unchecked ones in proportion. Applied lines count as edited by hand."
    )

    let reference: String
    let request: GoalPlanRequest
    let apply: Bool

    init(_ parsed: ParsedCommand) throws {
        reference = try parsed.requiredArgument(0)
        let monthly = try parsed.value("--monthly", ParsedCommand.amount)
        switch (monthly, parsed.has("--redistribute")) {
        case (let amount?, false): request = .monthly(amount)
        case (nil, true): request = .redistribute
        case (.some, true): throw DomainError.invalidArgument("give either --monthly AMOUNT or --redistribute, not both")
        case (nil, false): throw DomainError.invalidArgument("say how to plan: --monthly AMOUNT or --redistribute")
        }
        apply = parsed.has("--apply")
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let goal = try await context.resolveGoal(reference).goal
        let outcome = try await context.stores.goals.plan(goalID: goal.id, request, apply: apply, today: context.today)
        return CommandOutput(text: GoalPlanScreen(outcome: outcome, style: context.style).render(), json: outcome.json)
    }
}
