import CommandKit
import Model
import Shared

/// `settings set starting-balance accounts|zero`
struct SettingsStartingBalanceCommand: PulpeCommand {
    static let spec = CommandSpec(
        "settings set starting-balance", arguments: [ArgumentSpec("FROM")],
        group: "Settings", summary: "where the first budget's rollover starts: zero (default) or the accounts' openings",
        example: "settings set starting-balance accounts",
        discussion: """
            zero keeps Pulpe's figures: the first budget starts from 0.00. accounts starts it from what the accounts held \
            at their openings (`account add … --opening`, a card's debt taken off), so every rollover and ending balance \
            counts the money that was already there.
            """
    )

    let fromAccounts: Bool

    init(_ parsed: ParsedCommand) throws {
        let text = try parsed.requiredArgument(0)
        switch text.lowercased() {
        case "accounts": fromAccounts = true
        case "zero": fromAccounts = false
        default: throw DomainError.invalidValue("'\(Echo.cut(text))' is not a starting balance: use accounts or zero")
        }
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let settings = try await context.clients.settingsService.setStartsFromAccounts(fromAccounts)
        let text =
            settings.startsFromAccounts
            ? "The first budget's rollover now starts from the accounts' openings."
            : "The first budget's rollover now starts from \(Money.zero.formatted)."
        return CommandOutput(text: text, json: settings.json)
    }
}
