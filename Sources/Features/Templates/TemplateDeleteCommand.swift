import CommandKit
import Model
import Shared

/// `template delete TEMPLATE`
struct TemplateDeleteCommand: PulpeCommand {
    static let spec = CommandSpec(
        "template delete", arguments: [ArgumentSpec("TEMPLATE", hint: .template)],
        group: "Templates", summary: "delete a template that no budget was made from", example: "template delete Old")

    let reference: String

    init(_ parsed: ParsedCommand) throws {
        reference = try parsed.requiredArgument(0)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let details = try await context.clients.templates.template(reference)
        _ = try await context.clients.templates.delete(details.template.id)
        return CommandOutput(text: "Deleted template '\(details.template.name)'.", json: details.json)
    }
}
