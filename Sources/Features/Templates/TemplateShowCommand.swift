import CommandKit
import Model
import Shared

/// `template show TEMPLATE`
struct TemplateShowCommand: PulpeCommand {
    static let spec = CommandSpec(
        "template show", arguments: [ArgumentSpec("TEMPLATE", hint: .template)],
        group: "Templates", summary: "a template's lines and totals", example: "template show \"Normal month\"")

    let reference: String

    init(_ parsed: ParsedCommand) throws {
        reference = try parsed.requiredArgument(0)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let details = try await context.clients.templates.template(reference)
        return CommandOutput(text: TemplateDetailsScreen(details: details, style: context.style).render(), json: details.json)
    }
}
