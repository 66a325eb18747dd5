import CommandKit
import Model
import Shared

/// `template line add TEMPLATE KIND NAME AMOUNT [--recurrence R] [--propagate] [--goal GOAL]`
struct TemplateLineAddCommand: PulpeCommand {
    /// The options, each declared once: the spec lists them and `init` reads through them.
    enum Options {
        static let recurrence = OptionSpec(
            "--recurrence", value: "R",
            "the months it is copied into: fixed or monthly (default), one-off, quarterly:M, yearly:M (M is 1-12)")
        static let propagate = OptionSpec("--propagate", "also add it to the budgets made from this template, from the current period on")
        static let goal = OptionSpec("--goal", value: "GOAL", hint: .goal, "the savings goal a saving line feeds in every generated month")
    }

    static let spec = CommandSpec(
        "template line add",
        arguments: [
            ArgumentSpec("TEMPLATE", hint: .template), ArgumentSpec("KIND", hint: .kind), ArgumentSpec("NAME"),
            ArgumentSpec("AMOUNT", hint: .amount),
        ],
        options: [Options.recurrence, Options.propagate, Options.goal],
        group: "Templates", summary: "add a planned line to a template",
        example: "template line add \"Normal month\" expense Rent 1800",
        discussion: """
            --recurrence decides which budgets made from the template get the line, by the budget's month: fixed \
            (or monthly) and one-off every month (one-off marks an irregular plan rather than a standing charge), \
            yearly:M only the budget of month M, quarterly:M month M and every third month from it. Example: \
            `--recurrence yearly:12` puts a December insurance bill into budget 2026-12 and no other month of 2026; \
            `--recurrence quarterly:2` into 2026-02, 2026-05, 2026-08 and 2026-11. With --propagate, only the \
            budgets of those months get it.
            """
    )

    let template: String
    let kind: Kind
    let name: String
    let amount: Money
    let recurrence: Recurrence
    let propagate: Bool
    let goal: String?

    init(_ parsed: ParsedCommand) throws {
        template = try parsed.requiredArgument(0)
        kind = try ParsedCommand.kind(parsed.requiredArgument(1))
        name = try parsed.requiredArgument(2)
        amount = try ParsedCommand.amount(parsed.requiredArgument(3))
        recurrence =
            try parsed.value(Options.recurrence) { text in
                guard let recurrence = Recurrence.parse(text) else {
                    throw DomainError.invalidValue(
                        "'\(text)' is not a recurrence: use fixed (or monthly), one-off, quarterly:M or yearly:M with M the month 1-12, "
                            + "e.g. yearly:12 for a December bill")
                }
                return recurrence
            } ?? .fixed
        propagate = parsed.has(Options.propagate)
        goal = parsed.value(Options.goal)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let target = try await context.clients.templates.template(template)
        let from = propagate ? try await context.currentMonth() : nil
        var goalID: Int64?
        if let goal { goalID = try await context.resolveGoal(goal).goal.id }
        let (line, report) = try await context.clients.templates.addLine(
            templateID: target.template.id, kind: kind, name: name, amount: amount, recurrence: recurrence,
            goalID: goalID, propagateFrom: from)
        return TemplateLineCommands.describe(line, verb: "Added", template: target.template, report: report, propagated: propagate)
    }
}
