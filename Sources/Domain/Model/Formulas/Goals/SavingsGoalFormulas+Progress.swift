import Shared

extension SavingsGoalFormulas {
    /// The full progress of a goal on `today` (Docs/Domain.md §8.2). Example D (target 12000 by
    /// 2026-12, 1000 a month Jan–Jun, Jan–May checked, today 2026-06-15): confirmed 5000,
    /// achievement 42, required 1000, projected 6000, behind, gap 1000, completion 2027-03.
    public static func progress(_ snapshot: SavingsGoalSnapshot, today: LocalDate, payDay: Int?) -> GoalProgress {
        let goal = snapshot.goal
        let calendar = GoalCalendar(goal: goal, today: today, payDay: payDay)
        let lines = snapshot.lines.filter { $0.month >= calendar.anchor }
        let current = calendar.current

        let plannedCumulative = lines.filter { $0.month <= current }.sum(of: \.amount)
        let plannedProjection =
            goal.initialAmount
            + lines.filter { line in calendar.target.map { line.month <= $0 } ?? true }.sum(of: \.amount)
        let linesConfirmed = lines.sum(of: \.confirmed)
        let withdrawn = snapshot.withdrawals.sum(of: \.amount)
        let confirmed = goal.initialAmount + linesConfirmed - withdrawn
        let withdrawnSoFar = snapshot.withdrawals.filter { $0.month <= current }.sum(of: \.amount)

        let projected = projectedAmount(snapshot, lines: lines, calendar: calendar, confirmed: confirmed)
        var required: MonthlyRate?
        if let target = goal.target, let months = calendar.monthsRemaining, !calendar.isOverdue, months > 0 {
            required = MonthlyRate(total: max(.zero, target - confirmed), months: months)
        }
        var paceStatus: PaceStatus?
        if goal.status != .paused, !calendar.isOverdue, let target = goal.target, target.cents > 0, let projected {
            paceStatus = self.paceStatus(projected: projected, target: target)
        }
        return GoalProgress(
            calendar: calendar,
            plannedCumulative: plannedCumulative,
            plannedProjection: plannedProjection,
            linesConfirmed: linesConfirmed,
            withdrawn: withdrawn,
            confirmed: confirmed,
            achievementPercent: achievementPercent(confirmed: confirmed, target: goal.target),
            pace: MonthlyRate(total: plannedCumulative, months: calendar.monthsElapsed),
            confirmedPace: MonthlyRate(total: linesConfirmed, months: calendar.monthsElapsed),
            required: required,
            projected: projected,
            paceStatus: paceStatus,
            suggestCompletion: goal.target.map { goal.status == .active && $0.cents > 0 && confirmed >= $0 },
            cumulativeGap: plannedCumulative - (linesConfirmed - withdrawnSoFar),
            estimatedCompletion: estimatedCompletion(
                status: goal.status, target: goal.target, confirmed: confirmed, linesConfirmed: linesConfirmed,
                monthsElapsed: calendar.monthsElapsed, current: current
            )
        )
    }

    /// confirmed + what the plan still adds in each month from remainingStart through the
    /// deadline (`plannedAdditions`); nil without target or deadline.
    static func projectedAmount(
        _ snapshot: SavingsGoalSnapshot, lines: [GoalLinkedLine], calendar: GoalCalendar, confirmed: Money
    ) -> Money? {
        guard snapshot.goal.target != nil, let deadline = calendar.target else { return nil }
        return confirmed + plannedAdditions(snapshot, lines: lines, calendar: calendar, through: deadline).sum(of: \.amount)
    }

    /// What the plan still adds to the goal in each month from remainingStart through `last`: the
    /// part of the month's lines not confirmed yet (at least 0), what the default template will put
    /// in a month without a budget (through the deadline), less the planned withdrawals still due
    /// in it. The projection sums them; the outlook's planned completion runs through them.
    /// Example: November's unchecked 375 line → 375; December without a budget, a 375 template line → 375.
    static func plannedAdditions(
        _ snapshot: SavingsGoalSnapshot, lines: [GoalLinkedLine], calendar: GoalCalendar, through last: YearMonth
    ) -> [(month: YearMonth, amount: Money)] {
        guard calendar.remainingStart <= last else { return [] }
        var open: [YearMonth: Money] = [:]
        for line in lines where line.month >= calendar.current { open[line.month, default: .zero] += line.amount - line.confirmed }
        return (calendar.remainingStart.periodIndex...last.periodIndex).map { index in
            let month = YearMonth(periodIndex: index)
            let fromTemplate =
                calendar.target.map { month <= $0 } ?? true
                ? templateFeed(monthly: snapshot.templateMonthly, months: month...month, budgetMonths: snapshot.budgetMonths) : .zero
            let withdrawals = snapshot.plannedWithdrawals.filter { $0.month == month }
                .sum { snapshot.remainingAmount(of: $0, current: calendar.current) }
            return (month, max(.zero, open[month] ?? .zero) + fromTemplate - withdrawals)
        }
    }

    /// monthly × the months of `months` without a budget: what the default template will put
    /// into a goal as those budgets are made. Example: 375 a month over 2026-11…2027-06 with only
    /// 2026-11 budgeted → 375 × 7 = 2'625.00.
    public static func templateFeed(monthly: Money, months: ClosedRange<YearMonth>, budgetMonths: Set<YearMonth>) -> Money {
        let unbudgeted = (months.lowerBound.periodIndex...months.upperBound.periodIndex)
            .filter { !budgetMonths.contains(YearMonth(periodIndex: $0)) }.count
        return Money(cents: monthly.cents * Int64(unbudgeted))
    }
}
