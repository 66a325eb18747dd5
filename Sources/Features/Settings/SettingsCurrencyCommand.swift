import CommandKit
import Domain
import Model
import Shared

/// `settings set currency CODE`
struct SettingsCurrencyCommand: PulpeCommand {
    static let spec = CommandSpec(
        "settings set currency", arguments: [ArgumentSpec("CODE")],
        group: "Settings", summary: "set the display currency: CHF (default) or EUR",
        example: "settings set currency EUR", discussion: "Display only: amounts are never converted."
    )

    let currency: Currency

    init(_ parsed: ParsedCommand) throws {
        let text = try parsed.requiredArgument(0)
        guard let currency = Currency.parse(text) else {
            throw DomainError.invalidArgument("'\(text)' is not a supported currency: use CHF or EUR")
        }
        self.currency = currency
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let settings = try await context.stores.settings.setCurrency(currency)
        return CommandOutput(text: "Currency set to \(settings.currency.rawValue).", json: settings.json)
    }
}
