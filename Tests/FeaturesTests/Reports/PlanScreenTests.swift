import CommandKit
import Model
import Shared
import Testing

@testable import ReportsFeature

/// `report plan` draws the months as columns when they fit, else one block per line; the
/// report screen leaves its bars out when the terminal has no room for them.
@Suite struct PlanScreenTests {
    let plan: PlanDocument = {
        let months = YearMonth(year: 2026, month: 1)...YearMonth(year: 2026, month: 2)
        let points = [
            PlanPoint(
                month: months.lowerBound, key: "rent", name: "Rent", kind: .expense, planned: Money(units: 1000),
                consumed: Money(units: 1000)),
            PlanPoint(
                month: months.upperBound, key: "rent", name: "Rent", kind: .expense, planned: Money(units: 1000),
                consumed: Money(units: 1100)),
        ]
        return PlanDocument(months: months, rows: ReportFormulas.plan(points, months: months))
    }()

    @Test func wideTerminalsGetTheMonthsAsColumns() {
        let lines = PlanScreen(plan: plan, style: ScreenStyle(width: 120)).render().split(separator: "\n").map(String.init)
        #expect(lines[1] == "Line  Kind       2026-01    2026-02   Planned  Consumed  Difference")
        #expect(lines[3] == "Rent  expense  1'000.00   1'100.00!  2'000.00  2'100.00     -100.00  !")
    }

    @Test func narrowTerminalsGetABlockPerLine() {
        let text = PlanScreen(plan: plan, style: ScreenStyle(width: 60)).render()
        #expect(text.contains("Rent (expense): planned 2'000.00, consumed 2'100.00, difference -100.00, 1 month(s) over\n"))
        #expect(text.contains("2026-02  1'000.00  1'100.00  !"))
    }

    @Test func barsAreLeftOutWhenTheyDoNotFit() {
        let table = ReportFormulas.table([ReportGroup(key: "Food", amount: Money(units: 10), count: 1)])
        let report = ReportDocument(title: "Expenses by category", span: "2026-11", grouping: .category, kind: .expense, table: table)
        #expect(!ReportScreen(report: report, style: ScreenStyle(width: 35)).render().contains("█"))
        // The table takes 32 columns: 35 leaves 1 for a bar (too few), 80 leaves 46 (30 used).
        let wide = ReportScreen(report: report, style: ScreenStyle(width: 80)).render()
        #expect(wide.contains("Food       10.00      1  100.0 %  " + String(repeating: "█", count: 30) + "\n"), "\(wide)")
    }
}
