import Shared
import Testing

@Suite struct MoneyFormattingTests {
    @Test(
        arguments: [
            (Int64(180_050), "1'800.50", "1800.50"),
            (-5, "-0.05", "-0.05"),
            (0, "0.00", "0.00"),
            (100, "1.00", "1.00"),
            (99_999, "999.99", "999.99"),
            (100_000, "1'000.00", "1000.00"),
            (-123_456_789, "-1'234'567.89", "-1234567.89"),
            (999_999_999_999, "9'999'999'999.99", "9999999999.99"),
            (Int64.min, "-92'233'720'368'547'758.08", "-92233720368547758.08"),
        ] as [(Int64, String, String)])
    func formats(cents: Int64, display: String, json: String) {
        #expect(Money(cents: cents).formatted == display)
        #expect(Money(cents: cents).plainDecimal == json)
        #expect(Money(cents: cents).description == display)
    }

    @Test func withCurrency() {
        #expect(Money(cents: 180_050).formatted(currency: "CHF") == "CHF 1'800.50")
    }

    @Test(arguments: ["0.00", "1'800.50", "9'999'999'999.99", "12.30"])
    func displayFormParsesBack(text: String) throws {
        #expect(try Money.parse(text).formatted == text)
    }
}
