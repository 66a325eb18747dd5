import Shared
import Testing

@Suite struct MoneyParserTests {
    @Test(
        arguments: [
            ("1800", Int64(180_000)),
            ("1800.5", 180_050),
            ("1800.50", 180_050),
            ("1'800.50", 180_050),
            ("1_800.50", 180_050),
            ("12_500", 1_250_000),
            ("9'999'999'999.99", 999_999_999_999),
            ("99'999'999'999.99", 9_999_999_999_999),
            ("0", 0),
            ("0.01", 1),
            ("  42.10 ", 4_210),
            ("1'000'000", 100_000_000),
            ("999", 99_900),
        ] as [(String, Int64)])
    func accepts(text: String, cents: Int64) throws {
        #expect(try Money.parse(text) == Money(cents: cents))
    }

    @Test(
        arguments: [
            ("-5", MoneyParseError.signed("-5")),
            ("+5", .signed("+5")),
            ("1e3", .malformed("1e3")),
            ("1.234", .tooManyDecimals("1.234", allowed: 2)),
            ("1'80", .malformed("1'80")),
            ("1800'50", .malformed("1800'50")),
            ("1'000_000", .malformed("1'000_000")),
            ("100000000000", .tooLarge("100000000000")),
            ("99'999'999'999.999", .tooManyDecimals("99'999'999'999.999", allowed: 2)),
            ("100'000'000'000.00", .tooLarge("100'000'000'000.00")),
            ("99999999999999999999", .tooLarge("99999999999999999999")),
            ("1.", .malformed("1.")),
            (".5", .malformed(".5")),
            ("1.2.3", .malformed("1.2.3")),
            ("1.a", .malformed("1.a")),
            ("abc", .malformed("abc")),
            ("'100", .malformed("'100")),
            ("１２", .malformed("１２")),
            ("", .empty),
            ("   ", .empty),
        ] as [(String, MoneyParseError)])
    func rejects(text: String, error: MoneyParseError) {
        #expect(throws: error) { try Money.parse(text) }
    }

    @Test(arguments: [
        (MoneyParseError.signed("-5"), "'-5'"), (.tooManyDecimals("1.234", allowed: 2), "'1.234'"), (.tooLarge("1e99"), "'1e99'"),
        (.malformed("abc"), "'abc'"), (.empty, "required"),
    ])
    func errorMessagesNameTheInput(error: MoneyParseError, fragment: String) {
        #expect(error.description.contains(fragment))
    }

    /// The decimals a currency allows are said in words up to three, in the number they need.
    @Test(arguments: [
        (1, "amount '1.23' has more than one decimal"), (2, "amount '1.23' has more than two decimals"),
        (3, "amount '1.23' has more than three decimals"), (4, "amount '1.23' has more than 4 decimals"),
    ])
    func tooManyDecimalsSaysHowManyInTheRightNumber(allowed: Int, message: String) {
        #expect(MoneyParseError.tooManyDecimals("1.23", allowed: allowed).message == message)
    }
}
