import Model
import Shared
import Testing

@testable import ReportsFeature

/// Shares are printed from exact basis points, rounded half up.
@Suite struct ReportTextTests {
    @Test func percentagesFromBasisPoints() {
        #expect(ReportText.percent(3333, decimals: 1) == "33.3")
        #expect(ReportText.percent(3333, decimals: 2) == "33.33")
        #expect(ReportText.percent(5, decimals: 2) == "0.05")
        #expect(ReportText.percent(5, decimals: 1) == "0.1")
        #expect(ReportText.percent(10_000, decimals: 1) == "100.0")
        #expect(ReportText.percent(-5238, decimals: 1) == "-52.4")
    }

    @Test func titlesNameTheKindAndTheGrouping() {
        #expect(ReportText.title(kind: .expense, grouping: .category) == "Expenses by category")
        #expect(ReportText.title(kind: nil, grouping: .kind) == "Transactions by kind")
    }
}
