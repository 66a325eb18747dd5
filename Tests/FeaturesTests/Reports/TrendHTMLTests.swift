import Model
import Shared
import Testing

@testable import ReportsFeature

/// The trend page's columns, scaled like the text sparkline.
@Suite struct TrendHTMLTests {
    @Test func trendColumnsScaleToTheRowsLargestMonth() {
        #expect(TrendHTML.heights([Money(units: 0), Money(units: 50), Money(units: 100)]) == [0, 9, 18])
        #expect(TrendHTML.heights([Money.zero, Money.zero]) == [0, 0])
        // Below zero the smallest value is the floor: -10, 0, 20 over a range of 30 → 0, 6, 18.
        #expect(TrendHTML.heights([Money(units: -10), Money.zero, Money(units: 20)]) == [0, 6, 18])
    }
}
