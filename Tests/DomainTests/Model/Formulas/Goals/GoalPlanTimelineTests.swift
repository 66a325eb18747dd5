import Model
import Shared
import TestSupport
import Testing

/// The cumulatives and the extent of a goal's timeline, against rows computed by hand.
@Suite struct GoalPlanTimelineTests {
    /// Created 2026-01-10 with 500 put in at the start, 6000 by 2026-12-15; 1000 checked in
    /// February, 500 open in March, 200 withdrawn in March; seen on 2026-03-15.
    static let car = SavingsGoalSnapshot(
        goal: SavingsGoal(
            id: 1, name: "Car", target: money("6000"), targetDate: date("2026-12-15"), startDate: nil,
            initialAmount: money("500"), status: .active, createdOn: date("2026-01-10")),
        lines: [
            GoalLinkedLine(id: 1, month: month("2026-02"), amount: money("1000"), isChecked: true),
            GoalLinkedLine(id: 2, month: month("2026-03"), amount: money("500")),
        ],
        withdrawals: [GoalWithdrawal(month: month("2026-03"), amount: money("200"))]
    )

    func timeline(_ snapshot: SavingsGoalSnapshot, today: LocalDate) -> GoalPlan {
        GoalPlanFormulas.timeline(snapshot, today: today, payDay: nil, budgetMonths: [], canCreateBudgets: false)
    }

    @Test func plannedCumulativeIsThePlanAloneAndConfirmedStartsAtTheInitialAmount() throws {
        let plan = timeline(Self.car, today: date("2026-03-15"))
        let firstThree = plan.rows.prefix(3)
        #expect(firstThree.map(\.month) == ["2026-01", "2026-02", "2026-03"].map(month))
        // Planned: 0, 0 + 1000, 1000 + 500. Confirmed: 500, 500 + 1000, 1500 + 0 − 200.
        #expect(firstThree.map(\.plannedCumulative) == ["0", "1000", "1500"].map(money))
        #expect(firstThree.map(\.confirmedCumulative) == ["500", "1500", "1300"].map(money))
        // The rows after March add nothing: no line, no withdrawal.
        #expect(plan.rows.last?.month == month("2026-12"))
        #expect(plan.rows.last?.plannedCumulative == money("1500"))
        #expect(plan.rows.last?.confirmedCumulative == money("1300"))
    }

    @Test func currentRowAgreesWithTheGoalsPlannedCumulative() throws {
        let today = date("2026-03-15")
        let current = try #require(timeline(Self.car, today: today).rows.first { $0.state == .current })
        let progress = SavingsGoalFormulas.progress(Self.car, today: today, payDay: nil)
        #expect(progress.plannedCumulative == money("1500"))
        #expect(current.plannedCumulative == progress.plannedCumulative)
    }

    /// No deadline: created 2026-01-10 with 100, 200 checked in January 2026, 50 withdrawn in
    /// January 2030, 300 planned in June 2037; seen on 2026-06-15.
    @Test func timelineWithoutDeadlineIsNeverCut() throws {
        var goal = Self.car.goal
        goal.target = nil
        goal.targetDate = nil
        goal.initialAmount = money("100")
        let snapshot = SavingsGoalSnapshot(
            goal: goal,
            lines: [
                GoalLinkedLine(id: 1, month: month("2026-01"), amount: money("200"), isChecked: true),
                GoalLinkedLine(id: 2, month: month("2037-06"), amount: money("300")),
            ],
            withdrawals: [GoalWithdrawal(month: month("2030-01"), amount: money("50"))]
        )
        let plan = timeline(snapshot, today: date("2026-06-15"))
        // 2026-01 … 2037-06: 11 years and 6 months.
        #expect(plan.rows.count == 138)
        #expect(plan.rows.first?.month == month("2026-01"))
        #expect(plan.rows.last?.month == month("2037-06"))
        #expect(plan.openingAmount == money("100"))
        // Planned 200 + 300; confirmed 100 + 200 − 50 (the June 2037 line is not checked).
        #expect(plan.rows.last?.plannedCumulative == money("500"))
        #expect(plan.rows.last?.confirmedCumulative == money("250"))
        let january2030 = try #require(plan.row(month("2030-01")))
        #expect(january2030.withdrawnAmount == money("50"))
        #expect(january2030.plannedCumulative == money("200"))
        #expect(january2030.confirmedCumulative == money("250"))
    }

    @Test func plannedWithdrawalExtendsTheTimelineOfAGoalWithoutDeadline() {
        var goal = Self.car.goal
        goal.targetDate = nil
        let snapshot = SavingsGoalSnapshot(
            goal: goal, plannedWithdrawals: [PlannedWithdrawal(id: 1, month: month("2027-02"), amount: money("400"))])
        let plan = timeline(snapshot, today: date("2026-03-15"))
        #expect(plan.rows.first?.month == month("2026-01"))
        #expect(plan.rows.last?.month == month("2027-02"))
        #expect(plan.rows.last?.plannedWithdrawalAmount == money("400"))
    }
}
