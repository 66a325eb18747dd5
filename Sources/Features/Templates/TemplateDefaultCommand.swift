import CommandKit
import Model
import Shared

/// `template default TEMPLATE`
struct TemplateDefaultCommand: PulpeCommand {
    static let spec = CommandSpec(
        "template default", arguments: [ArgumentSpec("TEMPLATE", hint: .template)],
        group: "Templates", summary: "make a template the one `budget new` uses", example: "template default \"Normal month\"")

    let reference: String

    init(_ parsed: ParsedCommand) throws {
        reference = try parsed.requiredArgument(0)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let found = try await context.clients.templates.template(reference)
        let template = try await context.clients.templates.setDefault(found.template.id)
        let details = try await context.clients.templates.template("#\(template.id)")
        return CommandOutput(text: "'\(template.name)' is now the default template.", json: details.json)
    }
}
