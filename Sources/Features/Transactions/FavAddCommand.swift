import CommandKit
import Model
import Shared

/// `fav add NAME AMOUNT [--line L] [--category C] [--kind K]`, or `fav add #ID` from a transaction.
struct FavAddCommand: PulpeCommand {
    /// The options, each declared once: the spec lists them and `init` reads through them.
    enum Options {
        static let line = OptionSpec("--line", value: "LINE", hint: .line, "the line, by name, looked up in the budget of each use")
        static let category = OptionSpec("--category", value: "TEXT", hint: .category, "the category")
        static let kind = OptionSpec("--kind", value: "KIND", hint: .kind, "income, expense (default) or saving, when there is no --line")
    }

    static let spec = CommandSpec(
        "fav add", arguments: [ArgumentSpec("NAME"), ArgumentSpec("AMOUNT", optional: true, hint: .amount)],
        options: [Options.line, Options.category, Options.kind],
        group: "Favourites", summary: "remember a transaction you enter again and again",
        example: "fav add Coffee 4.50 --line \"Eating out\" --category Café",
        discussion: """
            `fav add #ID` (or `last`) copies a transaction's name, amount, kind, line and category. \
            `tx add @NAME` then adds one in the budget of its date, the line found by name in that budget.
            """
    )

    let name: String
    let amount: Money?
    let line: String?
    let category: String?
    let kind: Kind?

    init(_ parsed: ParsedCommand) throws {
        name = try parsed.requiredArgument(0)
        amount = try parsed.argument(1).map(ParsedCommand.amount)
        line = parsed.value(Options.line)
        category = parsed.value(Options.category)
        kind = try parsed.value(Options.kind, ParsedCommand.kind)
        let fromTransaction = name.hasPrefix("#") || name.lowercased() == "last"
        if fromTransaction && (amount != nil || line != nil || category != nil || kind != nil) {
            throw CommandParseError.misusedOptions("`fav add \(name)` copies the transaction: give no AMOUNT or options")
        }
        if !fromTransaction && amount == nil {
            throw CommandParseError.missingArgument("AMOUNT", synopsis: Self.spec.synopsis)
        }
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let service = context.clients.favouriteService
        let favourite: Favourite
        if let amount {
            favourite = try await service.add(name: name, amount: amount, kind: kind ?? .expense, lineName: line, category: category)
        } else {
            favourite = try await service.add(from: context.transactionReference(name, explicitBudget: nil))
        }
        let on = favourite.lineName.map { " on line '\($0)'" } ?? ""
        return CommandOutput(
            text:
                "Added favourite '\(favourite.name)': \(favourite.kind.rawValue) \(favourite.amount.formatted)\(on). Use it with `tx add @\(Tokenizer.quoted(favourite.name))`.",
            json: FavouriteJSON.json(favourite))
    }
}
