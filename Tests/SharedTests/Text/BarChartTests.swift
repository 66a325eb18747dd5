import Shared
import Testing

@Suite struct BarChartTests {
    @Test(arguments: [
        (0.0, "░░░░░░░░░░"),
        (0.5, "█████░░░░░"),
        (0.04, "░░░░░░░░░░"),
        (0.06, "█░░░░░░░░░"),
        (1.0, "██████████"),
        (-0.3, "░░░░░░░░░░"),
        (1.2, "█████████+"),
        (Double.infinity, "█████████+"),
        (Double.nan, "░░░░░░░░░░"),
    ])
    func barsAreClampedAndMarkOverflow(fraction: Double, expected: String) {
        #expect(BarChart.bar(fraction: fraction, width: 10) == expected)
    }

    @Test func barAlwaysHasTheRequestedWidth() {
        for width in 0...12 {
            for fraction in stride(from: -0.5, through: 1.5, by: 0.1) {
                #expect(BarChart.bar(fraction: fraction, width: width).count == width)
            }
        }
    }

    @Test func progressShowsThePercentage() {
        #expect(BarChart.progress(fraction: 0.5, width: 4) == "██░░   50 %")
        #expect(BarChart.progress(fraction: 1.234, width: 4) == "███+  123 %")
        #expect(BarChart.percent(0.07) == "   7 %")
        #expect(BarChart.percent(.nan) == "   – %")
    }

    @Test func chartScalesToTheLargestValue() {
        let lines = BarChart.chart(
            [
                .init(label: "Rent", value: 1800, valueText: "1'800.00"),
                .init(label: "Food", value: 900, valueText: "900.00"),
                .init(label: "Épargne", value: 0, valueText: "0.00"),
            ], barWidth: 4)
        #expect(
            lines == [
                "Rent     ████  1'800.00",
                "Food     ██░░  900.00",
                "Épargne  ░░░░  0.00",
            ])
    }

    @Test func chartOfNothingOrZerosIsEmptyBars() {
        #expect(BarChart.chart([], barWidth: 5) == [])
        #expect(BarChart.chart([.init(label: "a", value: 0, valueText: "0")], barWidth: 3) == ["a  ░░░  0"])
    }
}
