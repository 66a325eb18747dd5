import CommandKit
import Model
import Shared

/// `settings set max-transaction AMOUNT|default`: the largest amount one transaction may have.
struct SettingsMaxTransactionCommand: PulpeCommand {
    static let spec = CommandSpec(
        "settings set max-transaction", arguments: [ArgumentSpec("AMOUNT", hint: .amount)],
        group: "Settings", summary: "set the largest transaction (a typo guard), or `default` for the currency's",
        example: "settings set max-transaction 50000",
        discussion: """
            A transaction above it is refused, to catch a few zeros too many. The default is worth about a million \
            francs in the currency: 1'000'000 CHF, EUR, USD or GBP; 1'000'000'000 JPY or KRW; 10'000'000'000 IDR.
            """
    )

    /// nil: back to the currency's default.
    let maximum: Money?

    init(_ parsed: ParsedCommand) throws {
        let text = try parsed.requiredArgument(0)
        maximum = text.lowercased() == "default" ? nil : try ParsedCommand.amount(text)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let settings = try await context.clients.settings.setMaximumTransaction(maximum)
        // The currency is the line's: its rules are bound, only the limit is new.
        let limit = settings.moneyRules().maximumTransaction
        let text =
            "Largest transaction: \(limit.formatted) \(settings.currency.code)" + (maximum == nil ? " (the currency's default)." : ".")
        return CommandOutput(text: text, json: settings.json)
    }
}
