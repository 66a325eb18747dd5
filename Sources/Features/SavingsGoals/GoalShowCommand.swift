import CommandKit
import Model
import Shared

/// `goal show GOAL [--html FILE] [--force]`
struct GoalShowCommand: PulpeCommand {
    static let spec = CommandSpec(
        "goal show", arguments: [ArgumentSpec("GOAL", hint: .goal)], options: [htmlOption, .replaceFile],
        group: "Goals", summary: "a goal's progress figures and plan timeline", example: "goal show Holidays",
        discussion: """
            required and suggested amounts are rounded up to the cent; paceStatus is behind below 95 % of the \
            target at the deadline, ahead above 105 %. The page of --html has the same figures, what the goal \
            holds month by month against its plan (the initial amount plus what the lines that feed it plan) \
            and its target, and the plan timeline.
            """
    )
    static let htmlOption = OptionSpec("--html", value: "FILE", "also write the goal as one HTML page (inline SVG chart, no script)")

    let reference: String
    let html: HTMLReportFile.Target?

    init(_ parsed: ParsedCommand) throws {
        reference = try parsed.requiredArgument(0)
        html = HTMLReportFile.Target(parsed)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let details = try await context.resolveGoal(reference)
        let text = GoalDetailsScreen(details: details, style: context.style).render()
        let json = details.json(timeline: true)
        return try HTMLReportFile.output(html, in: context, page: { GoalHTML.render(details) }, render: { text }, json: { json })
    }
}
