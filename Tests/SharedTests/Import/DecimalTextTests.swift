import Shared
import Testing

@Suite struct DecimalTextTests {
    @Test(arguments: [
        ("1'234.50", DecimalConvention.point, Int64(123_450)),
        ("1,234.50", .point, 123_450),
        ("1.234,50", .comma, 123_450),
        ("-1.234,5", .comma, -123_450),
        ("1 234,50", .comma, 123_450),
        ("CHF -82.40", .point, -8240),
        ("82.40-", .point, -8240),
        ("(12.00)", .point, -1200),
        ("+6500", .point, 650_000),
        ("€ 3,99", .comma, 399),
        ("1’000’000.00", .point, 100_000_000),
        ("0.5", .point, 50),
    ])
    func reads(_ text: String, _ convention: DecimalConvention, _ cents: Int64) {
        #expect(DecimalText.cents(text, convention: convention) == cents)
    }

    @Test(arguments: [
        ("1,5", DecimalConvention.point), ("1.234", .point), ("12,345.6,7", .comma), ("1.2.3", .point), ("abc", .point), ("", .point),
        ("1,23,4", .point), ("1.001", .point),
    ])
    func refuses(_ text: String, _ convention: DecimalConvention) {
        #expect(DecimalText.cents(text, convention: convention) == nil)
    }

    @Test func conventionIsTheOneReadingTheMostSamples() {
        #expect(DecimalText.convention(reading: ["-82,40", "6.500,00"]) == .comma)
        #expect(DecimalText.convention(reading: ["-82.40", "6,500.00"]) == .point)
        #expect(DecimalText.convention(reading: ["12", "1'200"]) == .point)
        #expect(DecimalText.convention(reading: ["-82,40", "6.500,00", "x"]) == .comma)
        #expect(DecimalText.convention(reading: ["x", "y"]) == nil)
    }
}
