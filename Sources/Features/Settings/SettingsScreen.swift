import CommandKit
import Model
import Shared

/// The settings, with what the pay day means for today's period.
public struct SettingsScreen {
    let settings: Settings
    let today: LocalDate
    /// "auto · postgres://…", "off · postgres://…", or nil when the database is not shared.
    let sync: String?

    public init(settings: Settings, today: LocalDate, sync: String? = nil) {
        self.settings = settings
        self.today = today
        self.sync = sync
    }

    /// The sync line of this database: "auto · postgres://…", "off (`sync` sends) · …", nil when not shared.
    @MainActor
    static func syncLine(_ context: CommandContext) async throws -> String? {
        guard let setting = try await context.clients.syncService().setting() else { return nil }
        return "\(setting.auto ? "auto" : "off (`sync` sends)") · \(setting.connection)"
    }

    public func render() -> String {
        let period = PeriodFormulas.period(containing: today, payDay: settings.payDay)
        let payDay = settings.payDay == 1 ? "1 (calendar months)" : "\(settings.payDay)"
        return """
            Pay day   \(payDay)
            Currency  \(settings.currency.code) (\(settings.currency.minorDigits) decimals; amounts are never converted)
            Locale    \(settings.locale.map(\.tag) ?? "from the environment") (amounts \(Money(units: 1234).formatted), dates \(today.shown), weeks from \(DateRules.current.firstWeekday))
            Largest   \(settings.moneyRules().maximumTransaction.formatted) a transaction\(settings.maximumTransaction == nil ? " (the currency's default)" : "")
            Start     \(settings.startsFromAccounts ? "accounts: the first budget starts from the accounts' openings" : "zero: the first budget starts from \(Money.zero.formatted)")
            Sync      \(sync ?? "not shared (`sync init URL` shares this database, `sync join URL` joins one)")
            Today (\(today.shown)) is in budget \(period.month): \(period.start.shown) to \(period.end.shown).
            """
    }
}
