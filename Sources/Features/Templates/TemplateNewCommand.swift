import CommandKit
import Model
import Shared

/// `template new NAME [--default] [--description TEXT]`
struct TemplateNewCommand: PulpeCommand {
    /// The options, each declared once: the spec lists them and `init` reads through them.
    enum Options {
        static let `default` = OptionSpec("--default", "make it the template `budget new` uses")
        static let description = OptionSpec("--description", value: "TEXT", "what this plan is for")
    }

    static let spec = CommandSpec(
        "template new", arguments: [ArgumentSpec("NAME")],
        options: [Options.`default`, Options.description],
        group: "Templates", summary: "create a template: the plan of a normal month",
        example: "template new \"Normal month\" --default",
        discussion: "The first template becomes the default one; --default moves the default to a later one."
    )

    let name: String
    let isDefault: Bool
    let description: String?

    init(_ parsed: ParsedCommand) throws {
        name = try parsed.requiredArgument(0)
        isDefault = parsed.has(Options.`default`)
        description = parsed.value(Options.description)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let template = try await context.clients.templates.create(name: name, description: description, isDefault: isDefault)
        let details = try await context.clients.templates.template("#\(template.id)")
        let role = template.isDefault ? " (the default: `budget new` copies it)" : ""
        return CommandOutput(text: "Created template '\(template.name)' #\(template.id)\(role).", json: details.json)
    }
}
