import Shared

extension SavingsGoalFormulas {
    /// The goal's outlook beside its `progress` (Docs/Domain.md §8.7). Example: 3000 by 2027-06,
    /// 375 a month from the template, 2026-11 budgeted and checked, seen in 2026-11 → confirmed
    /// 375, 375 from the template in each of the 7 months after, plan reaches 3000 in 2027-06,
    /// required after this month (3000 − 375) / 7 = 375.
    public static func outlook(_ snapshot: SavingsGoalSnapshot, progress: GoalProgress) -> GoalOutlook {
        let goal = snapshot.goal
        let calendar = progress.calendar
        let current = calendar.current
        let lines = snapshot.lines.filter { $0.month >= calendar.anchor }
        // The template feeds every month without a budget through the deadline (600 months without one).
        let last = calendar.target ?? current.adding(months: maximumEstimateMonths)
        var fromTemplate: [YearMonth: Money] = [:]
        if snapshot.templateMonthly != .zero, calendar.remainingStart <= last {
            for index in calendar.remainingStart.periodIndex...last.periodIndex {
                let month = YearMonth(periodIndex: index)
                if !snapshot.budgetMonths.contains(month) { fromTemplate[month] = snapshot.templateMonthly }
            }
        }
        let currentLines = lines.filter { $0.month == current }

        var plannedCompletion: YearMonth?
        if goal.status != .paused, let target = goal.target, target.cents > 0 {
            if progress.confirmed >= target {
                plannedCompletion = current
            } else {
                var running = progress.confirmed
                for addition in plannedAdditions(snapshot, lines: lines, calendar: calendar, through: last) {
                    running += addition.amount
                    if running >= target {
                        plannedCompletion = addition.month
                        break
                    }
                }
            }
        }

        var requiredAfterThisMonth: MonthlyRate?
        if let required = progress.required, calendar.remainingStart == current, required.months > 1,
            !currentLines.isEmpty, currentLines.allSatisfy(\.isChecked)
        {
            requiredAfterThisMonth = MonthlyRate(total: required.total, months: required.months - 1)
        }
        return GoalOutlook(
            fromTemplate: fromTemplate,
            openThisMonth: max(.zero, currentLines.sum(of: \.amount) - currentLines.sum(of: \.confirmed)),
            plannedCompletion: plannedCompletion,
            requiredAfterThisMonth: requiredAfterThisMonth)
    }
}
