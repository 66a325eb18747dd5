import CommandKit
import Model
import Shared
import Testing

@testable import BudgetsFeature

/// `budget show`'s lines: only spending past its plan is marked over.
@Suite struct BudgetDetailsScreenTests {
    /// Groceries 650.00 of 600.00 (expense) is over; Trip 320.00 of 300.00 (saving) and a bonus
    /// Salary 5'200.00 of 5'000.00 (income) are not: more saved or earned is good news.
    @Test func onlyAnExpensePastItsPlanIsMarkedOver() {
        let day = LocalDate(year: 2026, month: 11, day: 5)
        let lines = [
            BudgetLine(id: 1, budgetID: 1, name: "Salary", amount: Money(units: 5000), kind: .income),
            BudgetLine(id: 2, budgetID: 1, name: "Groceries", amount: Money(units: 600), kind: .expense),
            BudgetLine(id: 3, budgetID: 1, name: "Trip", amount: Money(units: 300), kind: .saving),
        ]
        let transactions = [
            Transaction(id: 1, budgetID: 1, lineID: 1, name: "Pay", amount: Money(units: 5200), kind: .income, date: day),
            Transaction(id: 2, budgetID: 1, lineID: 2, name: "Migros", amount: Money(units: 650), kind: .expense, date: day),
            Transaction(id: 3, budgetID: 1, lineID: 3, name: "To Trip", amount: Money(units: 320), kind: .saving, date: day),
        ]
        let month = YearMonth(year: 2026, month: 11)
        let details = BudgetDetails(
            budget: Budget(id: 1, month: month), lines: lines, transactions: transactions, rollover: .zero,
            period: PeriodFormulas.period(of: month, payDay: 1))
        let screen = BudgetDetailsScreen(details: details, today: day, currency: .chf, style: ScreenStyle(width: 100)).render()
        let row = { (name: String) in screen.split(separator: "\n").first { $0.contains(" \(name) ") }.map(String.init) ?? "" }
        #expect(row("Groceries").contains("108 % over"), "\(screen)")
        #expect(row("Trip").contains("107 %") && !row("Trip").contains("over"), "\(screen)")
        #expect(row("Salary").contains("104 %") && !row("Salary").contains("over"), "\(screen)")

        // At 55 columns the kind must go even without bars (58 wide), which leaves room for 6 cells:
        // # 2, ✓ 1, Groceries 9, 5'200.00 and 5'000.00 8 each, "█████+ 108 % over" 17 (a full bar ends in + past 100 %), and five gaps of 2: 55.
        let narrow = BudgetDetailsScreen(details: details, today: day, currency: .chf, style: ScreenStyle(width: 55)).render()
        let narrowRow = narrow.split(separator: "\n").first { $0.contains(" Groceries ") }.map(String.init) ?? ""
        #expect(narrowRow.contains("█████+ 108 % over"), "\(narrow)")
        #expect(narrow.contains("Left out to fit the width: kind."), "\(narrow)")
    }

    /// Rent 1'800.00 planned with no income: a share of nothing available means nothing, and the
    /// screen says so instead of "0.00 % of available planned"; with 6'500.00 of income, 27.69 %.
    @Test func aShareOfNothingAvailableIsNotShown() {
        let month = YearMonth(year: 2026, month: 11)
        let rent = BudgetLine(id: 1, budgetID: 1, name: "Rent", amount: Money(units: 1800), kind: .expense)
        let salary = BudgetLine(id: 2, budgetID: 1, name: "Salary", amount: Money(units: 6500), kind: .income)
        let screen = { (lines: [BudgetLine]) in
            let details = BudgetDetails(
                budget: Budget(id: 1, month: month), lines: lines, transactions: [], rollover: .zero,
                period: PeriodFormulas.period(of: month, payDay: 1))
            return BudgetDetailsScreen(
                details: details, today: LocalDate(year: 2026, month: 11, day: 5), currency: .chf, style: ScreenStyle(width: 100)
            ).render()
        }
        let alone = screen([rent])
        #expect(alone.contains("0 of 1 items checked · nothing available"), "\(alone)")
        #expect(!alone.contains("% of available"), "\(alone)")
        let paid = screen([rent, salary])
        #expect(paid.contains("0 of 2 items checked · 27.69 % of available planned"), "\(paid)")
    }
}
