import CommandKit
import Model
import Shared

/// `settings set locale TAG|default`: how amounts print and read, and the date format typed beside ISO.
struct SettingsLocaleCommand: PulpeCommand {
    static let spec = CommandSpec(
        "settings set locale", arguments: [ArgumentSpec("TAG")],
        group: "Settings", summary: "set how numbers and dates are written (de-CH, de-DE, fr-FR, en-US…), or `default`",
        example: "settings set locale de-DE",
        discussion: """
            de-CH prints 1'234.50, de-DE 1.234,50, fr-FR 1 234,50, en-US 1,234.50. Amounts are typed with the locale's \
            decimal mark or a point (3,20 or 3.20 in de-DE; 1.234 there is refused as it reads two ways), dates in ISO \
            or the locale's format (26.11.2026 in de-DE, 11/26/2026 in en-US), which screens print dates in. Weeks \
            (round-ups, the dashboard's week, report --period week) start on the locale's first day: Sunday in en-US, \
            pt-BR, id-ID and ja-JP, Monday elsewhere. The budget's remaining writes the locale's own currency with its \
            sign (Rp 1.500.000,00 for IDR in id-ID, $1,234.50 for USD in en-US), any other with its code. `default` \
            follows LC_ALL, LC_NUMERIC or LANG for amounts and LC_ALL, LC_TIME or LANG for dates and weeks; when they \
            name no locale pulpe knows, amounts print as in de-CH, screens print ISO dates and weeks start on Monday. \
            JSON, CSV and journals always write 1234.50 and ISO dates.
            """
    )

    /// nil: back to the environment's.
    let locale: UserLocale?

    init(_ parsed: ParsedCommand) throws {
        let text = try parsed.requiredArgument(0)
        if text.lowercased() == "default" {
            locale = nil
        } else if let locale = UserLocale.parse(text) {
            self.locale = locale
        } else {
            throw DomainError.invalidValue(
                "pulpe has no data for the locale '\(Echo.cut(text))': use one of "
                    + UserLocale.known.map(\.tag).joined(separator: ", ") + ", or `default`")
        }
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let settings = try await context.clients.settings.setLocale(locale)
        let shown = settings.locale ?? context.environmentLocale
        let sample = MoneyRules.$current.withValue(settings.moneyRules(environment: context.environmentLocale)) {
            Money(units: 1234).formatted
        }
        let origin = settings.locale == nil ? " (the environment's)" : ""
        let dates = settings.dateRules(environment: context.environmentDateLocale)
        let typed = settings.typedDateFormat(numbers: context.environmentLocale, dates: context.environmentDateLocale)
        return CommandOutput(
            text: "Locale set to \(shown.tag)\(origin): amounts print as \(sample), dates as \(dates.format ?? .iso) (typed \(typed) "
                + "or YYYY-MM-DD), weeks start on \(dates.firstWeekday).",
            json: settings.json)
    }
}
