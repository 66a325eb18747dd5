import CommandKit
import Model
import Shared

/// `line spread --show GROUP`: the form of the product spec (Docs/Commands.md §9), the same as `line spread show GROUP`.
/// The option is one of the command's words, so KIND NAME TOTAL are not asked for.
struct LineSpreadShowOptionCommand: PulpeCommand {
    static let spec = CommandSpec(
        "line spread --show", arguments: [ArgumentSpec("GROUP")],
        group: "Lines", summary: "list the slices of a spread group (same as `line spread show`)",
        example: "line spread --show spread-1"
    )

    let show: LineSpreadShowCommand

    init(_ parsed: ParsedCommand) throws {
        show = try LineSpreadShowCommand(parsed)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        try await show.run(in: context)
    }
}
