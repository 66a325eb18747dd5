import Model
import Shared
import TestSupport
import Testing

@Suite struct SavingsGoalFormulasProgressTests {
    @Test func exampleD() {
        let progress = ExampleD.progress()
        #expect(progress.calendar == GoalCalendar(anchor: month("2026-01"), current: month("2026-06"), target: month("2026-12")))
        #expect(progress.monthsElapsed == 6)
        #expect(progress.plannedCumulative == money("6000"))
        #expect(progress.plannedProjection == money("6000"))
        #expect(progress.linesConfirmed == money("5000"))
        #expect(progress.confirmed == money("5000"))
        #expect(progress.achievementPercent == 42)
        #expect(progress.pace.roundedUp == money("1000"))
        #expect(progress.confirmedPace.rounded(.down) == money("833.33"))
        #expect(progress.confirmedPace.roundedUp == money("833.34"))
        #expect(progress.monthsRemaining == 7)
        #expect(!progress.isOverdue)
        #expect(progress.required == MonthlyRate(total: money("7000"), months: 7))
        #expect(progress.required?.roundedUp == money("1000"))
        #expect(progress.projected == money("6000"))
        #expect(progress.paceStatus == .behind)
        #expect(progress.suggestCompletion == false)
        #expect(progress.cumulativeGap == money("1000"))
        #expect(progress.estimatedCompletion == month("2027-03"))
    }

    @Test func withoutTargetTheTargetFiguresAreNil() {
        let progress = ExampleD.progress(ExampleD.snapshot(ExampleD.goal(target: nil)))
        #expect(progress.achievementPercent == nil)
        #expect(progress.required == nil)
        #expect(progress.projected == nil)
        #expect(progress.paceStatus == nil)
        #expect(progress.suggestCompletion == nil)
        #expect(progress.estimatedCompletion == nil)
        #expect(progress.monthsRemaining == 7)
        #expect(progress.cumulativeGap == money("1000"))
    }

    @Test func withoutDeadlineNoRequiredNorProjection() {
        let progress = ExampleD.progress(ExampleD.snapshot(ExampleD.goal(deadline: nil)))
        #expect(progress.monthsRemaining == nil)
        #expect(!progress.isOverdue)
        #expect(progress.required == nil)
        #expect(progress.projected == nil)
        #expect(progress.paceStatus == nil)
        #expect(progress.estimatedCompletion == month("2027-03"))
        #expect(progress.plannedProjection == money("6000"))
    }

    @Test func zeroTarget() {
        let progress = ExampleD.progress(ExampleD.snapshot(ExampleD.goal(target: "0")))
        #expect(progress.achievementPercent == 0)
        #expect(progress.paceStatus == nil)
        #expect(progress.suggestCompletion == false)
        #expect(progress.estimatedCompletion == nil)
        #expect(progress.required == MonthlyRate(total: .zero, months: 7))
    }

    @Test func emptyGoalHoldsItsInitialAmount() {
        let progress = ExampleD.progress(ExampleD.snapshot(ExampleD.goal(initial: "300"), lines: []))
        #expect(progress.confirmed == money("300"))
        #expect(progress.plannedCumulative == .zero)
        #expect(progress.pace.roundedUp == .zero)
        #expect(progress.achievementPercent == 3)
        #expect(progress.projected == money("300"))
        #expect(progress.cumulativeGap == .zero)
        #expect(progress.estimatedCompletion == nil)
        #expect(progress.required?.roundedUp == money("1671.43"))
    }

    @Test func overdueGoal() {
        let progress = ExampleD.progress(ExampleD.snapshot(ExampleD.goal(deadline: "2026-03-31")))
        #expect(progress.isOverdue)
        #expect(progress.monthsRemaining == -2)
        #expect(progress.required == nil)
        #expect(progress.paceStatus == nil)
        #expect(progress.projected == money("5000"))
        #expect(progress.plannedProjection == money("3000"))
        #expect(progress.estimatedCompletion == month("2027-03"))
    }

    @Test func deadlineInTheCurrentPeriodIsNotOverdue() {
        let progress = ExampleD.progress(ExampleD.snapshot(ExampleD.goal(deadline: "2026-06-01")))
        #expect(!progress.isOverdue)
        #expect(progress.monthsRemaining == 1)
        #expect(progress.required?.roundedUp == money("7000"))
    }

    @Test func reachedGoalSuggestsCompletionUnlessPaused() {
        let reached = ExampleD.progress(ExampleD.snapshot(ExampleD.goal(target: "4000")))
        #expect(reached.suggestCompletion == true)
        #expect(reached.achievementPercent == 100)
        #expect(reached.estimatedCompletion == month("2026-06"))
        #expect(reached.required?.roundedUp == .zero)
        #expect(reached.paceStatus == .ahead)
        let paused = ExampleD.progress(ExampleD.snapshot(ExampleD.goal(target: "4000", status: .paused)))
        #expect(paused.suggestCompletion == false)
        #expect(paused.paceStatus == nil)
        #expect(paused.estimatedCompletion == nil)
        let completed = ExampleD.progress(ExampleD.snapshot(ExampleD.goal(target: "4000", status: .completed)))
        #expect(completed.suggestCompletion == false)
    }

    @Test func withdrawalsReduceConfirmedAndOnlyPastOnesTheGap() {
        let withdrawals = [
            GoalWithdrawal(month: month("2026-03"), amount: money("6000")), GoalWithdrawal(month: month("2026-07"), amount: money("200")),
        ]
        let progress = ExampleD.progress(ExampleD.snapshot(withdrawals: withdrawals))
        #expect(progress.withdrawn == money("6200"))
        #expect(progress.confirmed == money("-1200"))
        #expect(progress.achievementPercent == 0)
        #expect(progress.cumulativeGap == money("7000"))
        #expect(progress.confirmedPace.roundedUp == money("833.34"))
    }

    @Test func plannedWithdrawalsLowerTheProjection() {
        let planned = [
            PlannedWithdrawal(id: 1, month: month("2026-08"), amount: money("500")),
            PlannedWithdrawal(id: 2, month: month("2026-05"), amount: money("400")),
            PlannedWithdrawal(id: 3, month: month("2027-02"), amount: money("900")),
        ]
        let withdrawals = [GoalWithdrawal(month: month("2026-06"), amount: money("200"), plannedWithdrawalID: 1)]
        let progress = ExampleD.progress(ExampleD.snapshot(withdrawals: withdrawals, planned: planned))
        #expect(progress.confirmed == money("4800"))
        #expect(progress.projected == money("5500"))
    }

    @Test func linesBeforeTheAnchorDoNotCount() {
        let progress = ExampleD.progress(ExampleD.snapshot(ExampleD.goal(start: "2026-04-01")))
        #expect(progress.calendar.anchor == month("2026-04"))
        #expect(progress.monthsElapsed == 3)
        #expect(progress.plannedCumulative == money("3000"))
        #expect(progress.linesConfirmed == money("2000"))
        #expect(progress.estimatedCompletion == month("2026-06").adding(months: 15))
    }

    @Test func checkedConsumptionAboveTheAmountCounts() {
        var lines = ExampleD.lines
        lines[0] = GoalLinkedLine(id: 1, month: month("2026-01"), amount: money("1000"), isChecked: true, checkedConsumption: money("1200"))
        lines[5] = GoalLinkedLine(id: 6, month: month("2026-06"), amount: money("1000"), checkedConsumption: money("300"))
        let progress = ExampleD.progress(ExampleD.snapshot(lines: lines))
        #expect(progress.linesConfirmed == money("5500"))
        #expect(progress.projected == money("6200"))
    }

    @Test func futureCheckedLineAlreadyCounts() {
        let lines = ExampleD.lines + [GoalLinkedLine(id: 9, month: month("2026-09"), amount: money("1000"), isChecked: true)]
        let progress = ExampleD.progress(ExampleD.snapshot(lines: lines))
        #expect(progress.confirmed == money("6000"))
        #expect(progress.plannedCumulative == money("6000"))
        #expect(progress.projected == money("7000"))
        #expect(progress.plannedProjection == money("7000"))
    }

    @Test func payDayMovesTheAnchor() {
        let goal = ExampleD.goal(created: "2026-01-28")
        let progress = ExampleD.progress(ExampleD.snapshot(goal), payDay: 27)
        #expect(progress.calendar.anchor == month("2026-02"))
        #expect(progress.calendar.current == month("2026-06"))
        #expect(progress.calendar.target == month("2026-12"))
        #expect(progress.monthsElapsed == 5)
    }
}
