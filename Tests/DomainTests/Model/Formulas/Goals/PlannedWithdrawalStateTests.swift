import Model
import Shared
import TestSupport
import Testing

/// Where a planned withdrawal stands: 400 planned for 2026-09 in example D's goal (due 2026-12).
@Suite struct PlannedWithdrawalStateTests {
    static let september = PlannedWithdrawal(id: 1, month: month("2026-09"), amount: money("400"))

    func state(
        _ planned: PlannedWithdrawal = september, goal: SavingsGoal = ExampleD.goal(),
        withdrawn: [String] = [], today: String = "2026-06-15"
    ) -> PlannedWithdrawalState {
        let withdrawals = withdrawn.map { GoalWithdrawal(month: month("2026-06"), amount: money($0), plannedWithdrawalID: 1) }
        let snapshot = ExampleD.snapshot(goal, withdrawals: withdrawals, planned: [planned])
        return PlannedWithdrawalState.of(planned, in: snapshot, calendar: GoalCalendar(goal: goal, today: date(today), payDay: nil))
    }

    @Test func dueUntilCoveredThenRealized() {
        #expect(state() == .due)
        // 150 taken against it: 250 left, still due; 150 + 250 cover it.
        #expect(state(withdrawn: ["150"]) == .due)
        #expect(
            ExampleD.snapshot(
                withdrawals: [GoalWithdrawal(month: month("2026-06"), amount: money("150"), plannedWithdrawalID: 1)],
                planned: [Self.september]
            ).remainingAmount(of: Self.september, current: month("2026-06")) == money("250"))
        #expect(state(withdrawn: ["150", "250"]) == .realized)
    }

    @Test func lapsedAfterItsMonthIgnoredOutsideTheGoalsDates() {
        // In September itself it is still due; from October on it has lapsed.
        #expect(state(today: "2026-09-30") == .due)
        #expect(state(today: "2026-10-01") == .lapsed)
        #expect(state(PlannedWithdrawal(id: 1, month: month("2027-01"), amount: money("400"))) == .afterDeadline)
        #expect(state(goal: ExampleD.goal(start: "2026-11-01")) == .beforeStart)
        // Without deadline nothing is after it.
        #expect(state(PlannedWithdrawal(id: 1, month: month("2030-01"), amount: money("400")), goal: ExampleD.goal(deadline: nil)) == .due)
    }
}
