import CommandKit
import Model
import Shared

/// `line spread show GROUP`
struct LineSpreadShowCommand: PulpeCommand {
    static let spec = CommandSpec(
        "line spread show", arguments: [ArgumentSpec("GROUP")],
        group: "Lines", summary: "list the slices of a spread group",
        example: "line spread show spread-1",
        discussion: "GROUP is the id `line spread` printed (spread-N). Also written `line spread --show GROUP`."
    )

    let group: String

    init(_ parsed: ParsedCommand) throws {
        group = try parsed.requiredArgument(0)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let group = try await context.clients.spreadService.group(group)
        return CommandOutput(
            text: "Spread \(group.id):\n" + SpreadCommands.table(group, style: context.style), json: SpreadCommands.json(group))
    }
}
