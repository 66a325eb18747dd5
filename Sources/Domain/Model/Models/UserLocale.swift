import Shared

/// How the user writes numbers and dates (a BCP 47 tag pulpe knows): the marks of amounts on screen
/// and the date format typed besides ISO. JSON, CSV and journals keep
/// `.` and ISO dates whatever the locale.
/// Example: de-DE prints `1.234,50`, reads `3,20` and `26.11.2026`; en-US prints `1,234.50` and
/// reads `11/26/2026`.
public struct UserLocale: Sendable, Hashable, CodableAsText, CustomStringConvertible {
    public let tag: String
    public let grouping: Character
    public let decimalMark: Character
    /// The date format accepted beside ISO (`DD.MM.YYYY` in de-CH).
    public let dateFormat: DateFormat

    public var description: String { tag }

    /// Today's output: `1'234.50`, dates `DD.MM.YYYY` typed.
    public static let swissGerman = UserLocale("de-CH", "'", ".", .dayMonthYearDots)

    private init(_ tag: String, _ grouping: Character, _ decimalMark: Character, _ dateFormat: DateFormat) {
        self.tag = tag
        self.grouping = grouping
        self.decimalMark = decimalMark
        self.dateFormat = dateFormat
    }

    private static let narrowSpace: Character = "\u{202F}"

    /// Every locale pulpe has data for, by tag.
    public static let known: [UserLocale] = [
        swissGerman, UserLocale("fr-CH", narrowSpace, ",", .dayMonthYearDots), UserLocale("it-CH", "'", ".", .dayMonthYearDots),
        UserLocale("de-DE", ".", ",", .dayMonthYearDots), UserLocale("de-AT", narrowSpace, ",", .dayMonthYearDots),
        UserLocale("fr-FR", narrowSpace, ",", .dayMonthYearSlashes), UserLocale("it-IT", ".", ",", .dayMonthYearSlashes),
        UserLocale("es-ES", ".", ",", .dayMonthYearSlashes), UserLocale("nl-NL", ".", ",", DateFormat(rawValue: "DD-MM-YYYY")!),
        UserLocale("pt-BR", ".", ",", .dayMonthYearSlashes), UserLocale("id-ID", ".", ",", .dayMonthYearSlashes),
        UserLocale("en-GB", ",", ".", .dayMonthYearSlashes), UserLocale("en-US", ",", ".", .monthDayYearSlashes),
        UserLocale("ja-JP", ",", ".", DateFormat(rawValue: "YYYY/MM/DD")!),
    ]

    /// The locale of a tag, in any case and with `_` or `-` (`de_de` → de-DE); nil when pulpe has no data for it.
    public static func parse(_ text: String) -> UserLocale? {
        let tag = text.replacingUnderscores().lowercased()
        return known.first { $0.tag.lowercased() == tag }
    }

    /// The locale the environment names (`LC_ALL`, then `LC_NUMERIC`, then `LANG`: `de_DE.UTF-8` →
    /// de-DE), else de-CH; a locale pulpe has no data for (`C`, `POSIX`) also gives de-CH.
    public static func fromEnvironment(_ environment: [String: String]) -> UserLocale {
        let name = ["LC_ALL", "LC_NUMERIC", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let tag = name.split(separator: ".").first.map(String.init) ?? ""
        return parse(tag) ?? swissGerman
    }
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
