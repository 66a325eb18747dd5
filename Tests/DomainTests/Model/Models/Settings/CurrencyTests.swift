import Model
import PropertyBased
import Shared
import Testing

/// Currencies of ISO 4217 with their minor units, the typo guard they default to, and amounts that
/// print and read back in each (figures written out by hand).
@Suite struct CurrencyTests {
    @Test(
        arguments: [
            ("chf", "CHF", 2, "1'000'000.00"), ("EUR", "EUR", 2, "1'000'000.00"), ("usd", "USD", 2, "1'000'000.00"),
            ("GBP", "GBP", 2, "1'000'000.00"), ("JPY", "JPY", 0, "1'000'000'000"), ("krw", "KRW", 0, "1'000'000'000"),
            ("HUF", "HUF", 2, "1'000'000'000.00"), ("IDR", "IDR", 2, "10'000'000'000.00"), ("VND", "VND", 0, "10'000'000'000"),
            ("KWD", "KWD", 3, "1'000'000.000"), ("BHD", "BHD", 3, "1'000'000.000"),
        ] as [(String, String, Int, String)])
    func knowsTheMinorUnitAndTheGuard(typed: String, code: String, digits: Int, guardText: String) throws {
        let currency = try #require(Currency.parse(typed))
        #expect(currency.code == code)
        #expect(currency.minorDigits == digits)
        MoneyRules.$current.withValue(currency.rules(maximum: nil)) {
            #expect(currency.defaultMaximumTransaction.formatted == guardText)
        }
    }

    /// The guard still catches three zeros too many in francs: 1'500'000.00 is refused, 150'000.00 is not.
    @Test func theFrancGuardCatchesThreeExtraZeros() {
        let limit = Currency.chf.defaultMaximumTransaction
        #expect(Money(cents: 150_000_000) > limit)
        #expect(Money(cents: 15_000_000) <= limit)
    }

    @Test(arguments: ["XYZ", "CH", "EURO", "", "€"])
    func refusesWhatISODoesNotList(text: String) {
        #expect(Currency.parse(text) == nil)
    }

    @Test(
        arguments: [
            (0, 150_000, "150'000", "150000"), (2, 150_000, "1'500.00", "1500.00"), (3, 150_005, "150.005", "150.005"),
            (2, -5, "-0.05", "-0.05"), (3, 7, "0.007", "0.007"), (0, 0, "0", "0"),
        ] as [(Int, Int64, String, String)])
    func printsInTheCurrencysDecimals(digits: Int, cents: Int64, shown: String, plain: String) {
        MoneyRules.$current.withValue(MoneyRules(minorDigits: digits, maximumTransaction: .maximum)) {
            #expect(Money(cents: cents).formatted == shown)
            #expect(Money(cents: cents).plainDecimal == plain)
        }
    }

    @Test func readsTypedAmountsInTheCurrencysDecimals() throws {
        try MoneyRules.$current.withValue(MoneyRules(minorDigits: 0, maximumTransaction: .maximum)) { () throws in
            #expect(try Money.parse("1'500") == Money(cents: 1500))
            #expect(throws: MoneyParseError.tooManyDecimals("1500.5", allowed: 0)) { try Money.parse("1500.5") }
            #expect(StatementAmount.read("1500.00") == .cents(1500))
            #expect(StatementAmount.read("1500.50") == .tooPrecise)
            #expect(DecimalText.cents("-1.500", convention: .comma) == -1500)
        }
        try MoneyRules.$current.withValue(MoneyRules(minorDigits: 3, maximumTransaction: .maximum)) { () throws in
            #expect(try Money.parse("12.345") == Money(cents: 12_345))
            #expect(try Money.parse("12.3") == Money(cents: 12_300))
            #expect(StatementAmount.read("-8,125") == .cents(-8125))
            #expect(DecimalText.cents("1'234.567", convention: .point) == 1_234_567)
        }
    }

    /// Any amount prints and reads back to the same minor units, in every number of decimals a
    /// currency has and every locale pulpe knows.
    @Test func formattedAmountsReadBack() async {
        let locales = UserLocale.known
        // Every shape of grouping, in every locale and number of decimals; then random amounts.
        for locale in locales {
            for digits in [0, 2, 3] {
                let rules = MoneyRules(
                    minorDigits: digits, maximumTransaction: .maximum, grouping: locale.grouping, decimalMark: locale.decimalMark)
                for cents in [0, 7, 999, 1234, 12_345, 123_456, 1_234_567, Money.maximum.cents] as [Int64] {
                    MoneyRules.$current.withValue(rules) {
                        let money = Money(cents: cents)
                        #expect((try? Money.parse(money.formatted)) == money, "\(money.formatted) in \(locale), \(digits) decimals")
                    }
                }
            }
        }
        await propertyCheck(input: Gen.int(in: 0...3), Gen.int(in: 0...(locales.count - 1)), Gen.int64(in: 0...Money.maximum.cents)) {
            digits, pick, cents in
            guard digits != 1 else { return }
            let locale = locales[pick]
            let rules = MoneyRules(
                minorDigits: digits, maximumTransaction: .maximum, grouping: locale.grouping, decimalMark: locale.decimalMark)
            MoneyRules.$current.withValue(rules) {
                let money = Money(cents: cents)
                #expect((try? Money.parse(money.formatted)) == money, "\(money.formatted) in \(locale), \(digits) decimals")
                #expect((try? Money.parse(money.plainDecimal)) == money, "\(money.plainDecimal) in \(locale), \(digits) decimals")
                #expect(StatementAmount.read(money.plainDecimal) == .cents(cents))
            }
        }
    }
}
