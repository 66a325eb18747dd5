import CommandKit
import Ledger
import Model
import Shared

/// `fav list [--sort name|amount|used] [--desc] [--search TEXT]`
struct FavListCommand: PulpeCommand {
    /// The options, each declared once: the spec lists them and `init` reads through them.
    enum Options {
        static let sort = OptionSpec("--sort", value: "FIELD", "name (default), amount (largest first) or used (most used first)")
        static let desc = OptionSpec("--desc", "descending: names from Z to A (amount and used are listed largest first already)")
        static let search = OptionSpec("--search", value: "TEXT", "names containing TEXT (case and accents ignored)")
    }

    static let spec = CommandSpec(
        "fav list",
        options: [Options.sort, Options.desc, Options.search],
        group: "Favourites", summary: "the favourites, with how often they were used",
        example: "fav list --sort used"
    )

    let sort: FavouriteService.Sort
    let descending: Bool
    let search: String?

    init(_ parsed: ParsedCommand) throws {
        sort =
            try parsed.value(Options.sort) { text in
                guard let sort = FavouriteService.Sort(rawValue: text.lowercased()) else {
                    throw DomainError.invalidValue("'\(Echo.cut(text))' is not a sort order: use name, amount or used")
                }
                return sort
            } ?? .name
        descending = parsed.has(Options.desc)
        search = parsed.value(Options.search)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let favourites = try await context.clients.favouriteService.list(sort: sort, descending: descending, search: search)
        let style = context.style
        return CommandOutput(text: Self.render(favourites, search: search, style: style), json: .array(favourites.map(FavouriteJSON.json)))
    }

    static func render(_ favourites: [Favourite], search: String?, style: ScreenStyle) -> String {
        guard !favourites.isEmpty else {
            if let search { return "No favourite matched --search \(search)." }
            return "No favourites yet: add one with `fav add NAME AMOUNT`."
        }
        // On a narrow screen the category goes first, then the count, the line and the date; the kind stays.
        var table = TextTable(columns: [
            .left("Name"), .fixedLeft("Kind"), .left("Line").leftOutToFit(3), .left("Category").leftOutToFit(1),
            .right("Amount"), .right("Used").leftOutToFit(2), .fixedLeft("Last used").leftOutToFit(4),
        ])
        for favourite in favourites {
            table.addRow([
                "@" + favourite.name, favourite.kind.rawValue, favourite.lineName ?? style.styler.dim("free"),
                favourite.category ?? style.styler.dim("(none)"),
                favourite.amount.formatted, "\(favourite.useCount)", favourite.lastUsed?.description ?? style.styler.dim("never"),
            ])
        }
        return style.fitted(table)
    }
}
