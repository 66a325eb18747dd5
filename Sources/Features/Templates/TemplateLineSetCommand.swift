import CommandKit
import Model
import Shared

/// `template line set TEMPLATE LINE [AMOUNT] [--amount A] [--name N] [--goal GOAL|none] [--propagate]`
struct TemplateLineSetCommand: PulpeCommand {
    /// The options, each declared once: the spec lists them and `init` reads through them.
    enum Options {
        static let amount = OptionSpec("--amount", value: "AMOUNT", hint: .amount, "the new amount (same as the AMOUNT argument)")
        static let name = OptionSpec("--name", value: "NAME", "the new name")
        static let goal = OptionSpec(
            "--goal", value: "GOAL|none", hint: .goal, "link a saving line to the goal it feeds in every generated month, or unlink it")
        static let propagate = OptionSpec("--propagate", "also change the matching lines of current and future budgets not edited by hand")
    }

    static let spec = CommandSpec(
        "template line set",
        arguments: [
            ArgumentSpec("TEMPLATE", hint: .template), ArgumentSpec("LINE"), ArgumentSpec("AMOUNT", optional: true, hint: .amount),
        ],
        options: [Options.amount, Options.name, Options.goal, Options.propagate],
        group: "Templates", summary: "change a template line",
        example: "template line set \"Normal month\" Rent 1850 --propagate",
        discussion:
            "With --propagate the change reaches every budget made from the template from the current pay-day period on; past budgets and lines edited by hand are never touched."
    )

    let template: String
    let line: String
    let amount: Money?
    let name: String?
    let goal: String?
    let propagate: Bool

    init(_ parsed: ParsedCommand) throws {
        template = try parsed.requiredArgument(0)
        line = try parsed.requiredArgument(1)
        amount = try parsed.amountArgumentOrOption(at: 2, Options.amount)
        name = parsed.value(Options.name)
        goal = parsed.value(Options.goal)
        propagate = parsed.has(Options.propagate)
        guard amount != nil || name != nil || goal != nil else {
            throw CommandParseError.misusedOptions("nothing to change: give an AMOUNT, --name NAME and/or --goal GOAL|none")
        }
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let target = try await context.clients.templates.template(template)
        let existing = try TemplateLineCommands.line(line, in: target)
        let from = propagate ? try await context.currentMonth() : nil
        var goalLink: Int64??
        if let goal { goalLink = .some(try await context.resolveGoalLink(goal)) }
        let (updated, report) = try await context.clients.templates.updateLine(
            id: existing.id, name: name, amount: amount, goal: goalLink, propagateFrom: from)
        return TemplateLineCommands.describe(updated, verb: "Updated", template: target.template, report: report, propagated: propagate)
    }
}
