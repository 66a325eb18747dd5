import Shared

/// The periods a goal is measured against (Docs/Domain.md §8.1), all from `budgetMonth(for:payDay:)`.
public struct GoalCalendar: Sendable, Equatable {
    /// max(period(createdOn), period(startDate ?? createdOn)).
    public let anchor: YearMonth
    /// The period of today.
    public let current: YearMonth
    /// The period of the deadline; nil without one.
    public let target: YearMonth?

    public init(anchor: YearMonth, current: YearMonth, target: YearMonth?) {
        self.anchor = anchor
        self.current = current
        self.target = target
    }

    /// The calendar of `goal` seen on `today`. Example D: anchor 2026-01, current 2026-06, target 2026-12.
    public init(goal: SavingsGoal, today: LocalDate, payDay: Int?) {
        let created = PeriodFormulas.budgetMonth(for: goal.createdOn, payDay: payDay)
        let started = PeriodFormulas.budgetMonth(for: goal.startDate ?? goal.createdOn, payDay: payDay)
        self.init(
            anchor: max(created, started),
            current: PeriodFormulas.budgetMonth(for: today, payDay: payDay),
            target: goal.targetDate.map { PeriodFormulas.budgetMonth(for: $0, payDay: payDay) }
        )
    }

    /// max(current, anchor): where the months still to come begin.
    public var remainingStart: YearMonth { max(current, anchor) }

    /// max(1, current − anchor + 1). Example D: 6.
    public var monthsElapsed: Int { max(1, current.periodIndex - anchor.periodIndex + 1) }

    /// target − remainingStart + 1, negative or zero once overdue; nil without deadline. Example D: 7.
    public var monthsRemaining: Int? { target.map { $0.periodIndex - remainingStart.periodIndex + 1 } }

    /// The months of the window already behind: remainingStart − anchor, the current month not
    /// counted, so that monthsPast + monthsRemaining = windowMonths. Example D: 5 (+ 7 = 12); a goal
    /// made this month for 8 months: 0 (+ 8 = 8).
    public var monthsPast: Int { remainingStart.periodIndex - anchor.periodIndex }

    /// target − anchor + 1: the months the goal is saved over; nil without deadline. Example D: 12.
    public var windowMonths: Int? { target.map { $0.periodIndex - anchor.periodIndex + 1 } }

    /// target − current + 1 ≤ 0; never overdue without deadline.
    public var isOverdue: Bool { target.map { $0.periodIndex - current.periodIndex + 1 <= 0 } ?? false }

    /// anchor ≤ month ≤ target (no upper bound without deadline).
    public func isEligible(_ month: YearMonth) -> Bool {
        month >= anchor && (target.map { month <= $0 } ?? true)
    }
}
