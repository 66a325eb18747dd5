import Model
import Shared
import Testing

/// An amount typed for an account is read in the account's currency once it is known, and a
/// statement's amount read in the budget's decimals is brought to the account's, hand-computed.
@Suite struct TypedAmountTests {
    static let usd = Currency.parse("USD")!
    static let jpy = Currency.parse("JPY")!
    static let kwd = Currency.parse("KWD")!

    @Test(
        arguments: [
            ("12.50", "USD", 1250), ("1'500", "JPY", 1500), ("1500", "JPY", 1500), ("1.250", "KWD", 1250), ("3", "KWD", 3000),
            ("82.40", "", 8240),
        ] as [(String, String, Int64)])
    func readsInTheAccountsCurrency(_ text: String, _ code: String, _ minor: Int64) throws {
        #expect(try TypedAmount(text).read(in: Currency.parse(code)) == Money(cents: minor))
    }

    @Test func aSignIsReadOnlyWhenAsked() throws {
        #expect(try TypedAmount("-4.40").read(in: nil, signed: true) == Money(cents: -440))
        #expect(try TypedAmount("−1500").read(in: Self.jpy, signed: true) == Money(cents: -1500))
        #expect(throws: MoneyParseError.self) { try TypedAmount("-4.40").read(in: nil) }
    }

    @Test func decimalsTheCurrencyHasNotAreRefused() {
        #expect(throws: MoneyParseError.self) { try TypedAmount("1500.5").read(in: Self.jpy) }
        #expect(throws: MoneyParseError.self) { try TypedAmount("12.505").read(in: Self.usd) }
        #expect(throws: MoneyParseError.self) { try TypedAmount("4x").read(in: Self.kwd) }
    }

    @Test(
        arguments: [
            (150_000, 2, 0, 1500), (150_050, 2, 0, nil), (1250, 2, 3, 12_500), (1500, 0, 2, 150_000), (-120_000, 2, 0, -1200),
            (1250, 3, 2, 125), (1255, 3, 2, nil), (7, 2, 2, 7),
        ] as [(Int64, Int, Int, Int64?)])
    func rescalesBetweenDecimals(_ cents: Int64, _ from: Int, _ to: Int, _ expected: Int64?) {
        #expect(Money(cents: cents).rescaled(from: from, to: to) == expected.map(Money.init(cents:)))
    }
}
