import Shared

/// The progress formulas of savings goals (Docs/Domain.md §8.2). Time comes in as `today`.
public enum SavingsGoalFormulas {
    /// A deadline may be at most this many periods away (`MAX_SAVINGS_GOAL_PLAN_PERIODS`).
    public static let maximumPlanPeriods = 120
    /// Beyond this many months an estimated completion is not worth showing.
    public static let maximumEstimateMonths = 600

    /// Goal-level realized savings: saving lines and their checked saving transactions only,
    /// free transactions excluded. Example: checked 500 line + free checked saving 80 → 500.
    public static func realizedSavingsGoal(lines: [BudgetLine], transactions: [Transaction]) -> Money {
        var checkedByLine: [Int64: Money] = [:]
        for transaction in transactions where transaction.kind == .saving && transaction.isChecked {
            guard let lineID = transaction.lineID else { continue }
            checkedByLine[lineID, default: .zero] += transaction.amount
        }
        return lines.filter { $0.kind == .saving }
            .sum { BudgetFormulas.realizedAmount($0, consumed: checkedByLine[$0.id] ?? .zero) }
    }

    /// round(clamp(confirmed / target, 0, 1) × 100) half-up on the exact ratio; nil without
    /// target, 0 when target ≤ 0. Example: 5000 of 12000 → 42; 125 of 1000 → 13.
    public static func achievementPercent(confirmed: Money, target: Money?) -> Int? {
        guard let target else { return nil }
        guard target.cents > 0, confirmed.cents > 0 else { return 0 }
        guard confirmed < target else { return 100 }
        return Int(Rounding.divide(confirmed.cents, times: 100, by: target.cents, .halfUp))
    }

    /// behind below 95 % of the target, ahead above 105 %, on track in between (bounds included).
    /// Example: 6000 of 12000 → behind; 11400 → onTrack; 12601 → ahead.
    public static func paceStatus(projected: Money, target: Money) -> PaceStatus {
        let projected = Int128(projected.cents) * 100
        let target = Int128(target.cents)
        if projected < target * 95 { return .behind }
        if projected > target * 105 { return .ahead }
        return .onTrack
    }

    /// current + ceil((target − confirmed) × monthsElapsed / linesConfirmed); current when reached;
    /// nil when paused, without a positive target, without confirmed lines, or beyond 600 months.
    /// Example D: 2026-06 + ceil(7000 × 6 / 5000) = 2027-03.
    public static func estimatedCompletion(
        status: SavingsGoal.Status, target: Money?, confirmed: Money, linesConfirmed: Money,
        monthsElapsed: Int, current: YearMonth
    ) -> YearMonth? {
        guard status != .paused, let target, target.cents > 0 else { return nil }
        guard confirmed < target else { return current }
        guard linesConfirmed.cents > 0 else { return nil }
        let months = Rounding.divide((target - confirmed).cents, times: Int64(monthsElapsed), by: linesConfirmed.cents, .up)
        guard months <= Int64(maximumEstimateMonths) else { return nil }
        return current.adding(months: Int(months))
    }

    /// ceil((target − initial) / (deadline − max(current, start) + 1)) to the cent, for a new goal;
    /// nil without target or deadline, when the target is ≤ 0 or already covered, or the deadline
    /// is past. Example: 12000 by 2026-12 from 2026-01 with 0 initial → 1000.00; 1000 over 3 → 333.34.
    public static func suggestedMonthlyContribution(for goal: SavingsGoal, today: LocalDate, payDay: Int?) -> Money? {
        let calendar = GoalCalendar(goal: goal, today: today, payDay: payDay)
        guard let target = goal.target, target.cents > 0, goal.initialAmount < target,
            let months = calendar.monthsRemaining, months > 0
        else { return nil }
        return MonthlyRate(total: target - goal.initialAmount, months: months).roundedUp
    }
}
