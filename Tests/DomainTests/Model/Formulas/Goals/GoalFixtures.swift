import Model
import Shared
import TestSupport

/// Docs/Domain.md §9 example D and variations of it.
enum ExampleD {
    static let today = date("2026-06-15")

    static func goal(
        target: String? = "12000", deadline: String? = "2026-12-15", start: String? = nil, initial: String = "0",
        status: SavingsGoal.Status = .active, created: String = "2026-01-10"
    ) -> SavingsGoal {
        SavingsGoal(
            id: 1, name: "Voyage", target: target.map(money), targetDate: deadline.map(date), startDate: start.map(date),
            initialAmount: money(initial), status: status, createdOn: date(created))
    }

    /// 1000 in each month January–June 2026, January–May checked.
    static let lines = (1...6).map { index in
        GoalLinkedLine(id: Int64(index), month: YearMonth(year: 2026, month: index), amount: money("1000"), isChecked: index <= 5)
    }

    static func snapshot(
        _ goal: SavingsGoal = goal(), lines: [GoalLinkedLine] = lines,
        withdrawals: [GoalWithdrawal] = [], planned: [PlannedWithdrawal] = []
    ) -> SavingsGoalSnapshot {
        SavingsGoalSnapshot(goal: goal, lines: lines, withdrawals: withdrawals, plannedWithdrawals: planned)
    }

    static func progress(_ snapshot: SavingsGoalSnapshot = snapshot(), today: LocalDate = today, payDay: Int? = nil) -> GoalProgress {
        SavingsGoalFormulas.progress(snapshot, today: today, payDay: payDay)
    }
}
