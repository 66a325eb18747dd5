import Foundation
import Model
import Persistence
import Reporting
import Shared
import Testing

/// Reports over months read the stored per-budget totals, never `tx`; a week reads `tx` through
/// its `(budget_id, date)` index. Checked on the statements the service really runs.
@Suite struct ReportQueryPlanTests {
    static let year = YearMonth(year: 2026, month: 1)...YearMonth(year: 2026, month: 12)

    @Test(arguments: [ReportGrouping.category, .line, .kind, .month])
    func monthsReadTheStoredTotals(grouping: ReportGrouping) async throws {
        let fixture = try await QueryPlanFixture()
        defer { fixture.cleanUp() }
        let reports = ReportService(database: fixture.database)
        for span in [ReportSpan.months(Self.year), .months(nil)] {
            let plans = try await fixture.plans { _ in _ = try await reports.groups(span: span, payDay: 25, kind: .expense, by: grouping) }
            // The statement names its tables by alias: `a` for the totals, `t` would be `tx`.
            let report = try #require(plans.first { $0.sql.contains("SUM(") })
            #expect(report.sql.contains(grouping == .line ? "JOIN report_line_total a" : "JOIN report_category_total a"), "\(report)")
            #expect(!report.sql.contains(" tx "), "\(report)")
            // By kind, SQLite may walk the totals in key order instead of sorting: a few rows per budget.
            if span != .months(nil), grouping != .kind {
                #expect(report.details.contains { $0.hasPrefix("SEARCH a USING INDEX sqlite_autoindex_report_") }, "\(report)")
                #expect(!report.scans, "\(report)")
            }
        }
    }

    @Test func aWeekReadsTheTransactionsByIndex() async throws {
        let fixture = try await QueryPlanFixture()
        defer { fixture.cleanUp() }
        let reports = ReportService(database: fixture.database)
        let week = Week(containing: LocalDate(year: 2026, month: 6, day: 10), firstWeekday: .monday)
        let plans = try await fixture.plans { _ in
            _ = try await reports.groups(span: .days(week.days), payDay: 1, kind: .expense, by: .category)
        }
        let report = try #require(plans.first { $0.sql.contains("JOIN tx t") })
        // The budgets' index or the dates' one (a week is a few days of one or two budgets): never a scan.
        #expect(report.uses(index: "tx_by_budget") || report.uses(index: "tx_by_date"), "\(report)")
        #expect(!report.scans, "\(report)")
    }
}
