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
        }
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

    @Test func readsTheLocalesDates() throws {
        #expect(try #require(UserLocale.parse("de_de")).dateFormat.date("26.11.2026")?.description == "2026-11-26")
        #expect(try #require(UserLocale.parse("en-US")).dateFormat.date("11/26/2026")?.description == "2026-11-26")
        #expect(UserLocale.parse("xx-YY") == nil)
    }
}
