import Shared

/// How the user writes numbers and dates (a BCP 47 tag pulpe knows): the marks of amounts on screen,
/// the date format typed besides ISO and shown on screens, and the day weeks start on. JSON, CSV and
/// journals keep `.` and ISO dates whatever the locale.
/// Example: de-DE prints `1.234,50` and `26.11.2026`, reads `3,20`, weeks from Monday; en-US prints
/// `1,234.50` and `11/26/2026`, weeks from Sunday.
public struct UserLocale: Sendable, Hashable, CodableAsText, CustomStringConvertible {
    public let tag: String
    public let grouping: Character
    public let decimalMark: Character
    /// The date format accepted beside ISO (`DD.MM.YYYY` in de-CH).
    public let dateFormat: DateFormat
    /// The day weeks start on, as the country's custom has it (CLDR's first-day data: Sunday in
    /// the United States, Brazil, Indonesia and Japan; Monday in the European countries listed).
    public let firstWeekday: Weekday
    /// The sign written before amounts of the country's currency, where the custom puts one there
    /// (`$` for USD in en-US, `Rp ` for IDR in id-ID, `€ ` for EUR in nl-NL); nil where the code is
    /// kept (CHF in de-CH) or the sign follows the amount (`1.234,50 €` in de-DE).
    public let currencySign: CurrencySign?

    public var description: String { tag }

    /// Today's output: `1'234.50`, dates `DD.MM.YYYY` typed.
    public static let swissGerman = UserLocale("de-CH", "'", ".", .dayMonthYearDots)

    private init(
        _ tag: String, _ grouping: Character, _ decimalMark: Character, _ dateFormat: DateFormat, weeksFrom firstWeekday: Weekday = .monday,
        sign: CurrencySign? = nil
    ) {
        self.tag = tag
        self.grouping = grouping
        self.decimalMark = decimalMark
        self.dateFormat = dateFormat
        self.firstWeekday = firstWeekday
        currencySign = sign
    }

    private static let narrowSpace: Character = "\u{202F}"

    /// Every locale pulpe has data for, by tag.
    public static let known: [UserLocale] = [
        swissGerman, UserLocale("fr-CH", narrowSpace, ",", .dayMonthYearDots), UserLocale("it-CH", "'", ".", .dayMonthYearDots),
        UserLocale("de-DE", ".", ",", .dayMonthYearDots),
        UserLocale("de-AT", narrowSpace, ",", .dayMonthYearDots, sign: CurrencySign(code: "EUR", prefix: "€ ")),
        UserLocale("fr-FR", narrowSpace, ",", .dayMonthYearSlashes), UserLocale("it-IT", ".", ",", .dayMonthYearSlashes),
        UserLocale("es-ES", ".", ",", .dayMonthYearSlashes),
        UserLocale("nl-NL", ".", ",", DateFormat(rawValue: "DD-MM-YYYY")!, sign: CurrencySign(code: "EUR", prefix: "€ ")),
        UserLocale("pt-BR", ".", ",", .dayMonthYearSlashes, weeksFrom: .sunday, sign: CurrencySign(code: "BRL", prefix: "R$ ")),
        UserLocale("id-ID", ".", ",", .dayMonthYearSlashes, weeksFrom: .sunday, sign: CurrencySign(code: "IDR", prefix: "Rp ")),
        UserLocale("en-GB", ",", ".", .dayMonthYearSlashes, sign: CurrencySign(code: "GBP", prefix: "£")),
        UserLocale("en-US", ",", ".", .monthDayYearSlashes, weeksFrom: .sunday, sign: CurrencySign(code: "USD", prefix: "$")),
        UserLocale(
            "ja-JP", ",", ".", DateFormat(rawValue: "YYYY/MM/DD")!, weeksFrom: .sunday, sign: CurrencySign(code: "JPY", prefix: "¥")),
    ]

    /// The locale of a tag, in any case and with `_` or `-` (`de_de` → de-DE); nil when pulpe has no data for it.
    public static func parse(_ text: String) -> UserLocale? {
        let tag = text.replacingUnderscores().lowercased()
        return known.first { $0.tag.lowercased() == tag }
    }

    /// The locale the environment names (`LC_ALL`, then `LC_NUMERIC`, then `LANG`: `de_DE.UTF-8` →
    /// de-DE), else de-CH; a locale pulpe has no data for (`C`, `POSIX`) also gives de-CH.
    public static func fromEnvironment(_ environment: [String: String]) -> UserLocale {
        named(by: ["LC_ALL", "LC_NUMERIC", "LANG"], in: environment) ?? swissGerman
    }

    /// The locale the environment names for dates (`LC_ALL`, then `LC_TIME`, then `LANG`), or nil
    /// when it names none pulpe knows (`C`, unset): screens then keep ISO dates and Monday weeks.
    /// Example: `LC_TIME=en_US.UTF-8` → en-US; `LC_ALL=C` → nil.
    public static func forDates(environment: [String: String]) -> UserLocale? {
        named(by: ["LC_ALL", "LC_TIME", "LANG"], in: environment)
    }

    /// The locale of the first of `variables` set to a non-empty value, if pulpe knows it.
    private static func named(by variables: [String], in environment: [String: String]) -> UserLocale? {
        let name = variables.lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let tag = name.split(separator: ".").first.map(String.init) ?? ""
        return parse(tag)
    }

    /// The rules of dates on screens in this locale: its date format and first weekday.
    public var dateRules: DateRules { DateRules(format: dateFormat, firstWeekday: firstWeekday) }
}

extension UserLocale {
    public init?(codableText: String) {
        guard let locale = UserLocale.parse(codableText) else { return nil }
        self = locale
    }

    public var codableText: String { tag }
}

extension String {
    fileprivate func replacingUnderscores() -> String { String(map { $0 == "_" ? "-" : $0 }) }
}
