import CommandKit
import Model
import Shared
import Testing

@testable import CurrentMonthFeature

/// The month page of a month that went short: the headline says so, and the free part of the
/// bar draws nothing.
@Suite struct DashboardHTMLTests {
    /// Salary 1'000.00 (checked), Rent 1'500.00: available 1'000.00, expenses 1'500.00, 500.00 short.
    @Test func aMonthShortOfMoneySaysShortAndDrawsNoFreePart() {
        let lines = [
            BudgetLine(id: 1, budgetID: 1, name: "Salary", amount: Money(units: 1000), kind: .income, isChecked: true),
            BudgetLine(id: 2, budgetID: 1, name: "Rent", amount: Money(units: 1500), kind: .expense),
        ]
        let month = YearMonth(year: 2026, month: 11)
        let details = BudgetDetails(
            budget: Budget(id: 1, month: month), lines: lines, transactions: [], rollover: .zero,
            period: PeriodFormulas.period(of: month, payDay: 1))
        let screen = DashboardScreen(details: details, today: LocalDate(year: 2026, month: 11, day: 21), currency: .chf, style: .plain)
        let page = DashboardHTML(screen: screen, outflow: []).render()
        #expect(page.contains("<div class=\"figure hero bad\"><span class=\"label\">Short</span><span class=\"value\">500.00</span></div>"))
        // Nothing checked: committed 1500 takes the whole 600 units; -500 free draws nothing.
        #expect(page.contains("<rect class=\"checked\" x=\"0\" y=\"0\" width=\"0\""))
        #expect(page.contains("<rect class=\"committed\" x=\"0\" y=\"0\" width=\"600\""))
        #expect(page.contains("<rect class=\"free\" x=\"600\" y=\"0\" width=\"0\""))
        // No day is known: no column and no running total; the even pace of the 1000 available is drawn.
        #expect(!page.contains("<rect class=\"day\""))
        #expect(!page.contains("<polyline class=\"spent\""))
        #expect(page.contains("<polyline class=\"pace\""))
    }
}
