import CommandKit
import Model
import Shared

/// `template line remove TEMPLATE LINE [--propagate]`
struct TemplateLineRemoveCommand: PulpeCommand {
    /// The options, each declared once: the spec lists them and `init` reads through them.
    enum Options {
        static let propagate = OptionSpec("--propagate", "also remove the matching lines of current and future budgets not edited by hand")
    }

    static let spec = CommandSpec(
        "template line remove", arguments: [ArgumentSpec("TEMPLATE", hint: .template), ArgumentSpec("LINE")],
        options: [Options.propagate],
        group: "Templates", summary: "remove a template line",
        example: "template line remove \"Normal month\" Gym --propagate",
        discussion: "Transactions of removed budget lines become free transactions."
    )

    let template: String
    let line: String
    let propagate: Bool

    init(_ parsed: ParsedCommand) throws {
        template = try parsed.requiredArgument(0)
        line = try parsed.requiredArgument(1)
        propagate = parsed.has(Options.propagate)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let target = try await context.clients.templates.template(template)
        let existing = try TemplateLineCommands.line(line, in: target)
        let from = propagate ? try await context.currentMonth() : nil
        let (removed, report) = try await context.clients.templates.removeLine(id: existing.id, propagateFrom: from)
        return TemplateLineCommands.describe(removed, verb: "Removed", template: target.template, report: report, propagated: propagate)
    }
}
