import Shared
import Testing

@Suite struct TextChartTests {
    @Test func barsRoundToTheNearestEighthOrCell() {
        #expect(TextChart.bar(fraction: 0.5, width: 10) == "█████")
        #expect(TextChart.bar(fraction: 0.55, width: 10) == "█████▌")
        #expect(TextChart.bar(fraction: 0.55, width: 10, glyphs: .ascii) == "######")
        #expect(TextChart.bar(fraction: 1.7, width: 4) == "████")
        #expect(TextChart.bar(fraction: 0, width: 4) == "")
        #expect(TextChart.bar(fraction: .nan, width: 4) == "")
        #expect(TextChart.bar(fraction: 0.5, width: 0) == "")
        // 1/80 of 10 cells is one eighth.
        #expect(TextChart.bar(fraction: 0.0125, width: 10) == "▏")
    }

    @Test func sparklinesScaleFromZeroToTheLargest() {
        #expect(TextChart.sparkline([0, 50, 100]) == "▁▅█")
        #expect(TextChart.sparkline([0, 50, 100], glyphs: .ascii) == "_+%")
        #expect(TextChart.sparkline([0, 0, 0]) == "▁▁▁")
        #expect(TextChart.sparkline([100, 100]) == "██")
        #expect(TextChart.sparkline([-100, 0, 100]) == "▁▅█")
        #expect(TextChart.sparkline([]) == "")
    }
}
