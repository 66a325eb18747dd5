import Model
import Shared
import TestSupport
import Testing

@Suite struct GoalLinkedLineTests {
    @Test func linkedLinesAreTheGoalsSavingLines() {
        let lines = [
            BudgetLine(id: 1, budgetID: 1, name: "Voyage", amount: money("300"), kind: .saving, isChecked: true, savingsGoalID: 3),
            BudgetLine(id: 2, budgetID: 1, name: "Autre", amount: money("100"), kind: .saving, savingsGoalID: 4),
            BudgetLine(id: 3, budgetID: 1, name: "Libre", amount: money("50"), kind: .saving),
            BudgetLine(id: 4, budgetID: 1, name: "Bizarre", amount: money("70"), kind: .expense, savingsGoalID: 3),
        ]
        let transactions = [tx(1, .saving, "320", line: 1, checked: true), tx(2, .saving, "90", line: 2, checked: true)]
        let linked = GoalLinkedLine.linked(to: 3, lines: lines, month: month("2026-04"), transactions: transactions)
        #expect(
            linked == [
                GoalLinkedLine(id: 1, month: month("2026-04"), amount: money("300"), isChecked: true, checkedConsumption: money("320"))
            ])
        #expect(linked.first?.confirmed == money("320"))
    }

    @Test func withdrawalsAreFreeIncomesDrawnFromTheGoal() {
        var transactions = [tx(1, .income, "200"), tx(2, .income, "50"), tx(3, .expense, "10"), tx(4, .income, "70", line: 9)]
        transactions[0].sourceGoalID = 3
        transactions[2].sourceGoalID = 3
        transactions[3].sourceGoalID = 3
        #expect(
            GoalWithdrawal.withdrawals(from: 3, transactions: transactions, month: month("2026-04"))
                == [GoalWithdrawal(month: month("2026-04"), amount: money("200"))])
        #expect(GoalWithdrawal.withdrawals(from: 4, transactions: transactions, month: month("2026-04")).isEmpty)
    }

    @Test func linkedLineFromABudgetLine() {
        let budgetLine = line(4, .saving, "500", checked: true)
        let transactions = [
            tx(1, .saving, "300", line: 4, checked: true), tx(2, .saving, "400", line: 4, checked: true), tx(3, .saving, "9", line: 4),
        ]
        let linked = GoalLinkedLine(line: budgetLine, month: month("2026-05"), transactions: transactions)
        #expect(linked.checkedConsumption == money("700"))
        #expect(linked.confirmed == money("700"))
        #expect(linked.month == month("2026-05"))
        #expect(GoalLinkedLine(id: 1, month: month("2026-05"), amount: money("500")).confirmed == .zero)
    }
}
