import CommandKit
import Model
import Shared

/// `import profile remove NAME`
struct ImportProfileRemoveCommand: PulpeCommand {
    static let spec = CommandSpec(
        "import profile remove", arguments: [ArgumentSpec("NAME")], group: "Import and export", summary: "forget a saved CSV layout",
        example: "import profile remove ubs", discussion: "Rows already imported keep their import keys.")

    let name: String

    init(_ parsed: ParsedCommand) throws { name = try parsed.requiredArgument(0) }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let removed = try await context.clients.importSetupService.removeProfile(named: name)
        return CommandOutput(text: "Removed import profile '\(removed.name)'.", json: removed.json)
    }
}
