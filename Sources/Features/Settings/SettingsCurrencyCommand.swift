import CommandKit
import Model
import Shared

/// `settings set currency CODE`: any ISO 4217 currency; amounts are never converted.
struct SettingsCurrencyCommand: PulpeCommand {
    static let spec = CommandSpec(
        "settings set currency", arguments: [ArgumentSpec("CODE")],
        group: "Settings", summary: "set the currency (ISO 4217: CHF, EUR, USD, JPY, IDR, KWD…)",
        example: "settings set currency EUR",
        discussion: """
            Amounts are kept in the currency's minor unit and never converted: 1'500.00 CHF becomes 1'500.00 EUR, \
            and in JPY (no decimals) 150'000. On a database that holds amounts, pulpe asks first.
            """
    )

    let currency: Currency

    init(_ parsed: ParsedCommand) throws {
        currency = try ParsedCommand.currency(parsed.requiredArgument(0))
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let before = try await context.clients.settings.current().currency
        let holds = before == currency ? false : try await context.clients.settings.holdsAmounts()
        let warning = "Nothing is converted: every stored amount keeps its digits and is now read in \(currency.code)"
        if holds, context.isInteractive, !(await context.confirm("\(warning). Change the currency from \(before.code)?")) {
            return CommandOutput(text: "The currency stays \(before.code).", json: try await context.clients.settings.current().json)
        }
        let settings = try await context.clients.settings.setCurrency(currency)
        let decimals = currency.minorDigits == 2 ? "" : " (\(currency.minorDigits) decimals)"
        return CommandOutput(
            text: "Currency set to \(settings.currency.code)\(decimals)." + (holds ? " \(warning)." : ""), json: settings.json)
    }
}
