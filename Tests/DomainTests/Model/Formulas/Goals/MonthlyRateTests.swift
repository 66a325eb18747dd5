import Model
import Shared
import TestSupport
import Testing

@Suite struct MonthlyRateTests {
    @Test(
        arguments: [
            ("5000", 6, "833.33", "833.34", "833.33"),
            ("7000", 7, "1000", "1000", "1000"),
            ("0.05", 2, "0.02", "0.03", "0.03"),
            ("-0.05", 2, "-0.03", "-0.02", "-0.03"),
            ("100", 0, "100", "100", "100"),
        ] as [(String, Int, String, String, String)])
    func rounding(total: String, months: Int, down: String, up: String, halfUp: String) {
        let rate = MonthlyRate(total: money(total), months: months)
        #expect(rate.rounded(.down) == money(down))
        #expect(rate.roundedUp == money(up))
        #expect(rate.rounded(.halfUp) == money(halfUp))
    }

    @Test func displayValue() {
        #expect(abs(MonthlyRate(total: money("5000"), months: 6).value - 833.3333) < 0.001)
    }
}
