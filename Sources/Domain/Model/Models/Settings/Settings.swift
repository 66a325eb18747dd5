import Shared

/// The user's settings: the pay day drives every period rule (Docs/Domain.md §6).
public struct Settings: Sendable, Equatable, Codable {
    /// 1 = calendar months; 2…31 = periods start on that day.
    public var payDay: Int
    public var currency: Currency
    /// The account of a transaction that names none (`account default`).
    public var defaultAccountID: Int64
    /// True when the first budget's rollover starts from the accounts' openings
    /// (`settings set starting-balance accounts`); false keeps Pulpe's figures (a start at 0).
    public var startsFromAccounts: Bool
    /// The largest transaction, when set (`settings set max-transaction`); nil: the currency's default.
    public var maximumTransaction: Money?
    /// The locale, when set (`settings set locale`); nil: the environment's (`UserLocale.fromEnvironment`).
    public var locale: UserLocale?

    public init(
        payDay: Int = 1, currency: Currency = .chf, defaultAccountID: Int64 = Account.mainID, startsFromAccounts: Bool = false,
        maximumTransaction: Money? = nil, locale: UserLocale? = nil
    ) {
        self.payDay = payDay
        self.currency = currency
        self.defaultAccountID = defaultAccountID
        self.startsFromAccounts = startsFromAccounts
        self.maximumTransaction = maximumTransaction
        self.locale = locale
    }

    /// How amounts are written, read and bounded under these settings, with `environment` as the
    /// locale when none is set.
    public func moneyRules(environment: UserLocale = .swissGerman) -> MoneyRules {
        currency.rules(maximum: maximumTransaction, locale: locale ?? environment)
    }

    /// How screens print dates and which day starts a week: the set locale's, else `environment`'s
    /// (the one `LC_ALL`, `LC_TIME` or `LANG` names), else ISO dates and Monday weeks (today's output).
    public func dateRules(environment: UserLocale?) -> DateRules {
        (locale ?? environment)?.dateRules ?? .iso
    }

    /// The date format typed beside ISO: the set locale's, else the one the environment names for
    /// dates (`dates`), else the one it names for numbers (`numbers`, de-CH by default: `DD.MM.YYYY`).
    public func typedDateFormat(numbers: UserLocale, dates: UserLocale?) -> DateFormat {
        (locale ?? dates ?? numbers).dateFormat
    }

    public static let `default` = Settings()
}
