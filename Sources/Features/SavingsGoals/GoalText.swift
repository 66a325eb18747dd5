import CommandKit
import Model
import Shared

/// Words and marks the goal screens share.
enum GoalText {
    static let barWidth = 20

    /// `███████░░░░░░░░░░░░░` for 35 %, the same bars as the other screens; empty without a target.
    static func bar(_ percent: Int?) -> String {
        BarChart.bar(fraction: Double(percent ?? 0) / 100, width: barWidth)
    }

    /// behind / on track / ahead; overdue, paused, or a dash when there is no verdict.
    static func pace(_ progress: GoalProgress) -> String {
        if let status = progress.paceStatus { return status == .onTrack ? "on track" : status.rawValue }
        if progress.isOverdue { return "overdue" }
        return "-"
    }

    /// `12'000.00 by 2026-12-15`, `12'000.00`, `no target`.
    static func aim(_ goal: SavingsGoal) -> String {
        let target = goal.target.map { "target \($0.formatted)" } ?? "no target"
        return target + (goal.targetDate.map { " by \($0)" } ?? "")
    }

    /// `required 328.13/month`, and once this month is done `(375.00/month over the 7 months after
    /// 2026-11)`: the §8.2 figure still spreads over the current month (Docs/Domain.md §8.7).
    static func required(_ details: SavingsGoalDetails) -> String? { requiredRate(details).map { "required " + $0 } }

    /// The rate of `required` without its label, for the page's tile: `328.13/month (…)`.
    static func requiredRate(_ details: SavingsGoalDetails) -> String? {
        guard let required = details.progress.required else { return nil }
        var text = "\(required.roundedUp.formatted)/month"
        if let after = details.outlook.requiredAfterThisMonth {
            let months = after.months == 1 ? "the month" : "the \(after.months) months"
            text += " (\(after.roundedUp.formatted)/month over \(months) after \(details.progress.calendar.current))"
        }
        return text
    }

    /// `375.00`, and when some of it is the current month's lines not checked yet, says so:
    /// `375.00 (not checked yet this month)`, `1'375.00 (375.00 of it not checked yet this month)`.
    static func gap(_ details: SavingsGoalDetails) -> String {
        let gap = details.progress.cumulativeGap
        let open = details.outlook.openThisMonth
        guard gap.cents > 0, open.cents > 0 else { return gap.formatted }
        return gap.formatted + (open >= gap ? " (not checked yet this month)" : " (\(open.formatted) of it not checked yet this month)")
    }

    /// The estimated completion at the confirmed pace (§8.2) beside the month the plan reaches the
    /// target (§8.7): `2027-06` when they agree, `2027-06 on plan (nothing confirmed yet)`,
    /// `2027-08 at the confirmed pace, 2027-06 on plan`, `none (nothing confirmed yet)`.
    static func completion(_ details: SavingsGoalDetails) -> String {
        let estimate = details.progress.estimatedCompletion
        let plan = details.outlook.plannedCompletion
        switch (estimate, plan) {
        case (let estimate?, let plan?) where estimate != plan:
            return "\(estimate) at the confirmed pace, \(plan) on plan"
        case (let estimate?, _):
            return estimate.description
        case (nil, let plan?):
            return "\(plan) on plan" + (details.progress.linesConfirmed.cents <= 0 ? " (nothing confirmed yet)" : "")
        case (nil, nil):
            let goal = details.goal
            if goal.status == .paused { return "none (paused)" }
            if (goal.target?.cents ?? 0) <= 0 { return "none (no target)" }
            return details.progress.linesConfirmed.cents <= 0 ? "none (nothing confirmed yet)" : "none"
        }
    }

    /// A timeline row's state, `template` for a month without a budget that the default template will feed.
    static func state(_ row: GoalPlanRow, _ outlook: GoalOutlook) -> String {
        row.state == .gap && outlook.fromTemplate[row.month] != nil ? "template" : row.state.rawValue
    }

    /// A timeline row's planned amount, with what the template will put in a month without a budget.
    static func planned(_ row: GoalPlanRow, _ outlook: GoalOutlook) -> Money {
        row.plannedAmount + (outlook.fromTemplate[row.month] ?? .zero)
    }
}
