import Model
import Shared
import Testing

/// The locales: their marks on screen, what they read, and the default from the environment.
@Suite struct UserLocaleTests {
    static func rules(_ tag: String) throws -> MoneyRules {
        Currency.chf.rules(maximum: nil, locale: try #require(UserLocale.parse(tag)))
    }

    @Test(
        arguments: [
            ("de-CH", "1'234.50"), ("de-DE", "1.234,50"), ("fr-FR", "1\u{202F}234,50"), ("en-US", "1,234.50"), ("en-GB", "1,234.50"),
            ("id-ID", "1.234,50"),
        ] as [(String, String)])
    func printsWithItsMarks(tag: String, shown: String) throws {
        MoneyRules.$current.withValue(try Self.rules(tag)) {
            #expect(Money(cents: 123_450).formatted == shown)
            #expect(Money(cents: 123_450).plainDecimal == "1234.50")
        }
    }

    /// In de-DE the point groups and the comma separates, yet a point alone before two digits can
    /// only be decimals; one before three digits reads two ways and is refused.
    @Test func readsTheLocalesMarksWithoutGuessing() throws {
        try MoneyRules.$current.withValue(try Self.rules("de-DE")) { () throws in
            #expect(try Money.parse("3,20") == Money(cents: 320))
            #expect(try Money.parse("3.20") == Money(cents: 320))
            #expect(try Money.parse("1.234,50") == Money(cents: 123_450))
            #expect(try Money.parse("1.234.567") == Money(cents: 123_456_700))
            #expect(throws: MoneyParseError.ambiguous("1.234", grouped: "1234", decimal: "1.234")) { try Money.parse("1.234") }
        }
        // Yen have no decimals: in de-DE, 1.234 can only be grouped (the property test found it refused).
        let yen = try #require(Currency.parse("JPY")).rules(maximum: nil, locale: try #require(UserLocale.parse("de-DE")))
        try MoneyRules.$current.withValue(yen) { () throws in
            #expect(try Money.parse("1.234") == Money(cents: 1234))
            #expect(Money(cents: 1234).formatted == "1.234")
        }
        try MoneyRules.$current.withValue(try Self.rules("en-US")) { () throws in
            #expect(try Money.parse("1,234.50") == Money(cents: 123_450))
            #expect(try Money.parse("1,234") == Money(cents: 123_400))
            #expect(throws: MoneyParseError.malformed("3,20")) { try Money.parse("3,20") }
        }
        try MoneyRules.$current.withValue(try Self.rules("de-CH")) { () throws in
            #expect(throws: MoneyParseError.tooManyDecimals("1.234", allowed: 2)) { try Money.parse("1.234") }
            // A locale that groups with ' reads no space inside an amount: `1 234.50` may be two words run together.
            for text in ["1 234.50", "1\u{A0}234.50", "12\u{202F}345"] {
                #expect(throws: MoneyParseError.self, "\(text)") { try Money.parse(text) }
            }
        }
        // fr-FR prints a narrow no-break space; a person types a space or a no-break space: all read,
        // and a refusal gives its example in the locale's marks.
        try MoneyRules.$current.withValue(try Self.rules("fr-FR")) { () throws in
            for text in ["1\u{202F}234,50", "1 234,50", "1\u{A0}234,50", "1\u{2007}234,50", "1234,50"] {
                #expect(try Money.parse(text) == Money(cents: 123_450))
            }
            #expect(
                MoneyParseError.malformed("abc").message
                    == "'abc' is not an amount: use digits with an optional , and two decimals, e.g. 1800 or 1\u{202F}800,50")
        }
        #expect(
            MoneyParseError.malformed("abc").message
                == "'abc' is not an amount: use digits with an optional . and two decimals, e.g. 1800 or 1'800.50")
    }

    @Test(
        arguments: [
            (["LANG": "de_DE.UTF-8"], "de-DE"), (["LC_ALL": "en_US.UTF-8", "LANG": "de_DE.UTF-8"], "en-US"),
            (["LC_NUMERIC": "fr_FR.UTF-8", "LANG": "en_US.UTF-8"], "fr-FR"), (["LANG": "C.UTF-8"], "de-CH"), ([:], "de-CH"),
            (["LANG": "sw_KE.UTF-8"], "de-CH"), (["LC_ALL": "", "LANG": "en_GB.UTF-8"], "en-GB"),
        ] as [([String: String], String)])
    func followsTheEnvironment(environment: [String: String], tag: String) {
        #expect(UserLocale.fromEnvironment(environment).tag == tag)
    }

    /// CLDR's first day of the week by territory: Sunday in the US, Brazil, Indonesia and Japan.
    @Test(
        arguments: [
            ("en-US", Weekday.sunday), ("pt-BR", .sunday), ("id-ID", .sunday), ("ja-JP", .sunday), ("de-CH", .monday),
            ("de-DE", .monday), ("fr-FR", .monday), ("en-GB", .monday), ("nl-NL", .monday),
        ] as [(String, Weekday)])
    func weeksStartOnTheCountrysDay(tag: String, first: Weekday) throws {
        #expect(try #require(UserLocale.parse(tag)).firstWeekday == first)
    }

    /// Dates follow LC_ALL, LC_TIME, LANG; a locale pulpe does not know, or none, keeps ISO (nil).
    @Test(
        arguments: [
            (["LC_TIME": "en_US.UTF-8", "LANG": "de_DE.UTF-8"], "en-US"), (["LC_ALL": "de_DE.UTF-8", "LC_TIME": "en_US.UTF-8"], "de-DE"),
            (["LANG": "de_DE.UTF-8", "LC_NUMERIC": "en_US.UTF-8"], "de-DE"), (["LC_ALL": "C"], nil), (["LC_ALL": "C.UTF-8"], nil),
            ([:], nil), (["LANG": "sw_KE.UTF-8"], nil),
        ] as [([String: String], String?)])
    func datesFollowTheEnvironmentsTimeLocale(environment: [String: String], tag: String?) {
        #expect(UserLocale.forDates(environment: environment)?.tag == tag)
    }

    @Test func noLocaleNamedKeepsISODatesAndMondayWeeks() throws {
        #expect(Settings().dateRules(environment: nil) == .iso)
        let american = try #require(UserLocale.parse("en-US"))
        #expect(Settings().dateRules(environment: american) == DateRules(format: .monthDayYearSlashes, firstWeekday: .sunday))
        // The setting wins over the environment.
        let german = Settings(locale: UserLocale.parse("de-DE"))
        #expect(german.dateRules(environment: american) == DateRules(format: .dayMonthYearDots, firstWeekday: .monday))
        #expect(Settings().typedDateFormat(numbers: .swissGerman, dates: nil) == .dayMonthYearDots)
        #expect(Settings().typedDateFormat(numbers: .swissGerman, dates: american) == .monthDayYearSlashes)
    }

    /// A locale's own currency takes its sign where screens print a code before an amount; any
    /// other currency, or a locale that writes its sign after amounts, keeps the code.
    @Test(
        arguments: [
            ("IDR", "id-ID", Int64(150_000_000), "Rp 1.500.000,00"), ("USD", "en-US", -40_320, "-$403.20"),
            ("GBP", "en-GB", 123_450, "£1,234.50"), ("BRL", "pt-BR", 123_450, "R$ 1.234,50"), ("JPY", "ja-JP", 1500, "¥1,500"),
            ("CHF", "en-US", 123_450, "CHF 1,234.50"), ("EUR", "de-DE", 123_450, "EUR 1.234,50"),
            ("CHF", "de-CH", -123_450, "CHF -1'234.50"),
        ] as [(String, String, Int64, String)])
    func writesTheCurrencysSignWhereTheLocaleDoes(code: String, tag: String, cents: Int64, shown: String) throws {
        let currency = try #require(Currency.parse(code))
        let rules = currency.rules(maximum: nil, locale: try #require(UserLocale.parse(tag)))
        MoneyRules.$current.withValue(rules) {
            #expect(Money(cents: cents).formatted(currency: code) == shown)
            // Another currency's amount under these rules keeps its code.
            #expect(Money(cents: 100).formatted(currency: "XAU").hasPrefix("XAU "))
        }
    }

    @Test func readsTheLocalesDates() throws {
        #expect(try #require(UserLocale.parse("de_de")).dateFormat.date("26.11.2026")?.description == "2026-11-26")
        #expect(try #require(UserLocale.parse("en-US")).dateFormat.date("11/26/2026")?.description == "2026-11-26")
        #expect(UserLocale.parse("xx-YY") == nil)
    }
}
