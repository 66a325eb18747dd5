import CommandKit
import Domain
import Model
import Shared
import Testing

@testable import CurrentMonthFeature

/// The dashboard's headline is what remains; it lists what is still to check.
@Suite struct DashboardScreenTests {
    @Test func headlineFiguresAndItemsToCheck() {
        let lines = [
            BudgetLine(id: 1, budgetID: 1, name: "Salary", amount: Money(units: 5000), kind: .income, isChecked: true),
            BudgetLine(id: 2, budgetID: 1, name: "Rent", amount: Money(units: 1500), kind: .expense),
        ]
        let transactions = [
            Transaction(
                id: 1, budgetID: 1, name: "Cinema", amount: Money(units: 30), kind: .expense,
                date: LocalDate(year: 2026, month: 11, day: 2))
        ]
        let month = YearMonth(year: 2026, month: 11)
        let details = BudgetDetails(
            budget: Budget(id: 1, month: month), lines: lines, transactions: transactions,
            rollover: Money(units: 200), period: PeriodFormulas.period(of: month, payDay: 1))
        let screen = DashboardScreen(details: details, today: LocalDate(year: 2026, month: 11, day: 21), currency: .chf, style: .plain)
            .render()
        // available 5200, expenses 1530 → 3670 left; 10 days left (21…30) → 367.00 a day.
        #expect(screen.contains("CHF 3'670.00 left (comfortable)"))
        #expect(screen.contains("10 days left · 367.00 a day"))
        #expect(screen.contains("To check (2):\n    · Rent 1'500.00\n    · Cinema 30.00 (2026-11-02)"))
        #expect(!screen.contains("Salary 5'000.00"))
    }
}
