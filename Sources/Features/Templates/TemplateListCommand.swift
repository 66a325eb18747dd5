import CommandKit
import Model
import Shared

/// `template list`
struct TemplateListCommand: PulpeCommand {
    static let spec = CommandSpec("template list", group: "Templates", summary: "the templates with their totals", example: "template list")

    init(_ parsed: ParsedCommand) throws {}

    func run(in context: CommandContext) async throws -> CommandOutput {
        let templates = try await context.clients.templates.currentTemplates()
        return CommandOutput(
            text: TemplateListScreen(templates: templates, style: context.style).render(), json: .array(templates.map(\.json)))
    }
}
