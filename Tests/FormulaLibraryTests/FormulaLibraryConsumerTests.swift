import Model
import Shared
import Testing

/// Uses the formula library the way an outside package would: this target depends on `Model`
/// alone, so it builds only while the models and formulas stay free of GRDB and libedit.
@Suite struct FormulaLibraryConsumerTests {
    /// A month with an envelope: income 5000, rent 1500 checked, groceries 600 of which 430 spent,
    /// a free expense of 80, rollover 200. Available 5200, expenses 1500 + 600 + 80 = 2180,
    /// remaining 5200 − 2180 = 3020.
    @Test func computesAMonthFromPlainValues() throws {
        let lines = [
            BudgetLine(id: 1, budgetID: 1, name: "Salary", amount: try Money.parse("5000"), kind: .income, isChecked: true),
            BudgetLine(id: 2, budgetID: 1, name: "Rent", amount: try Money.parse("1500"), kind: .expense, isChecked: true),
            BudgetLine(id: 3, budgetID: 1, name: "Groceries", amount: try Money.parse("600"), kind: .expense, isChecked: false),
        ]
        let day = try #require(LocalDate.parse("2026-03-10"))
        let transactions = [
            Transaction(
                id: 1, budgetID: 1, lineID: 3, name: "Market", amount: try Money.parse("430"), kind: .expense, date: day, isChecked: true),
            Transaction(
                id: 2, budgetID: 1, lineID: nil, name: "Cinema", amount: try Money.parse("80"), kind: .expense, date: day, isChecked: true),
        ]
        let metrics = BudgetFormulas.metrics(lines: lines, transactions: transactions, rollover: try Money.parse("200"))
        #expect(metrics.available == (try Money.parse("5200")))
        #expect(metrics.totalExpenses == (try Money.parse("2180")))
        #expect(metrics.remaining == (try Money.parse("3020")))
    }
}
