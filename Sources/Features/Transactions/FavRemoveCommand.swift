import CommandKit
import Model
import Shared

/// `fav remove NAME`
struct FavRemoveCommand: PulpeCommand {
    static let spec = CommandSpec(
        "fav remove", arguments: [ArgumentSpec("NAME", hint: .favourite)],
        group: "Favourites", summary: "forget a favourite (its transactions stay)",
        example: "fav remove Coffee",
        discussion: "Asks [y/N] in the REPL. The transactions made from it stay, no longer linked."
    )

    let name: String

    init(_ parsed: ParsedCommand) throws {
        name = try parsed.requiredArgument(0)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let service = context.clients.favouriteService
        guard let favourite = try await service.favourite(named: name) else { throw DomainError.noFavouriteNamed(name) }
        if context.isInteractive {
            guard await context.confirm("Remove favourite '\(favourite.name)'? Its transactions stay.") else {
                return CommandOutput(text: "Kept favourite '\(favourite.name)'.")
            }
        }
        let removed = try await service.remove(named: favourite.name)
        return CommandOutput(text: "Removed favourite '\(removed.name)'.", json: FavouriteJSON.json(removed))
    }
}
