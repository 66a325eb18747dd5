import Model
import Shared
import Testing

/// Rates read exactly as typed and convert with one rounding, half away from zero, hand-computed.
@Suite struct ExchangeRateTests {
    @Test(
        arguments: [
            ("0.8812", 8812, 4), ("1", 1, 0), ("0,000053", 53, 6), ("0.87900", 879, 3), ("120.5", 1205, 1), ("007", 7, 0),
        ] as [(String, Int64, Int)])
    func readsAsTyped(_ text: String, _ significand: Int64, _ decimals: Int) throws {
        let rate = try #require(ExchangeRate.parse(text))
        #expect(rate == ExchangeRate(significand: significand, decimals: decimals))
    }

    @Test(arguments: ["", "abc", "1.2.3", "-1", "1e3", ".", "5.", "0x10", "1 2"])
    func refusesWhatIsNoDecimal(_ text: String) {
        #expect(ExchangeRate.parse(text) == nil, "\(text)")
    }

    @Test func usableRatesAreAboveZeroAndBounded() throws {
        #expect(try #require(ExchangeRate.parse("0")).isUsable == false)
        #expect(try #require(ExchangeRate.parse("0.00000000001")).isUsable == false)  // 11 decimals
        #expect(try #require(ExchangeRate.parse("0.0000000001")).isUsable)
        #expect(try #require(ExchangeRate.parse("1000000")).isUsable)
        #expect(try #require(ExchangeRate.parse("1000000.1")).isUsable == false)
        #expect(try #require(ExchangeRate.parse("99999999999999999999")).isUsable == false)
    }

    @Test func printsWithoutTrailingZeros() throws {
        #expect(try #require(ExchangeRate.parse("0.87900")).description == "0.879")
        #expect(try #require(ExchangeRate.parse("0,000053")).description == "0.000053")
        #expect(try #require(ExchangeRate.parse("12")).description == "12")
    }

    /// (amount in minor units, its decimals, rate, budget decimals, expected minor units)
    @Test(
        arguments: [
            (4500, 2, "0.8812", 2, 3965),  // 45.00 USD × 0.8812 = 39.654 → 39.65 CHF
            (1599, 2, "0.8812", 2, 1409),  // 15.99 × 0.8812 = 14.090388 → 14.09
            (2700, 0, "0.0059", 2, 1593),  // 2'700 JPY × 0.0059 = 15.93 CHF
            (1000, 3, "2.9", 2, 290),  // 1.000 KWD × 2.9 = 2.90 CHF
            (1000, 2, "163.25", 0, 1633),  // 10.00 CHF × 163.25 = 1632.5 → 1'633 JPY (half away from zero)
            (150_000_000, 2, "0.000053", 2, 7950),  // 1'500'000.00 IDR × 0.000053 = 79.50 CHF
            (1, 2, "0.5", 2, 1),  // 0.01 × 0.5 = 0.005 → 0.01
            (1, 2, "0.4", 2, 0),  // 0.004 → 0.00
            (-4500, 2, "0.8812", 2, -3965),  // signed amounts round away from zero too
            (-1, 2, "0.5", 2, -1),
        ] as [(Int64, Int, String, Int, Int64)])
    func convertsWithOneRounding(_ cents: Int64, _ from: Int, _ rate: String, _ to: Int, _ expected: Int64) throws {
        let rate = try #require(ExchangeRate.parse(rate))
        #expect(rate.convert(Money(cents: cents), fromDigits: from, toDigits: to) == Money(cents: expected))
    }

    @Test func aResultBeyondTheLargestAmountIsNil() throws {
        let rate = try #require(ExchangeRate.parse("1000000"))
        #expect(rate.convert(Money.maximum, fromDigits: 0, toDigits: 3) == nil)
        #expect(rate.convert(Money(cents: 9_999_999), fromDigits: 2, toDigits: 2) == Money(cents: 9_999_999_000_000))
    }

    /// Against an independent recount in decimal text arithmetic: a rate of 1 between currencies of the
    /// same decimals changes nothing, and converting there and back at r and 1/r (r a power of ten) too.
    @Test func rateOneAndPowersOfTenAreExact() throws {
        var generator = SystemRandomNumberGenerator()
        let one = try #require(ExchangeRate.parse("1"))
        let hundred = try #require(ExchangeRate.parse("100"))
        let hundredth = try #require(ExchangeRate.parse("0.01"))
        for _ in 0..<500 {
            let amount = Money(cents: Int64.random(in: -99_999_999_999...99_999_999_999, using: &generator))
            for digits in [0, 2, 3] { #expect(one.convert(amount, fromDigits: digits, toDigits: digits) == amount) }
            let there = try #require(hundred.convert(amount, fromDigits: 2, toDigits: 2))
            #expect(there == Money(cents: amount.cents * 100))
            #expect(hundredth.convert(there, fromDigits: 2, toDigits: 2) == amount)
        }
    }

    /// Back from the budget's currency: 39.65 CHF ÷ 0.8812 = 44.9954… → 45.00 USD; 15.93 CHF ÷ 0.0059 = 2'700 JPY.
    @Test func convertsBackWithOneRounding() throws {
        let usd = try #require(ExchangeRate.parse("0.8812"))
        #expect(usd.convertBack(Money(cents: 3965), fromDigits: 2, toDigits: 2) == Money(cents: 4500))
        #expect(usd.convertBack(Money(cents: -3965), fromDigits: 2, toDigits: 2) == Money(cents: -4500))
        let yen = try #require(ExchangeRate.parse("0.0059"))
        #expect(yen.convertBack(Money(cents: 1593), fromDigits: 2, toDigits: 0) == Money(cents: 2700))
        #expect(ExchangeRate(significand: 0, decimals: 0).convertBack(Money(cents: 1), fromDigits: 2, toDigits: 2) == nil)
    }
}
