import Shared

/// The progress of a savings goal on a given day (Docs/Domain.md §8.2); every amount is exact.
public struct GoalProgress: Sendable, Equatable {
    public let calendar: GoalCalendar
    /// Σ amounts of the lines from the anchor through the current period (no envelope).
    public let plannedCumulative: Money
    /// initial + Σ amounts of the lines through the deadline (all of them without one).
    public let plannedProjection: Money
    /// realizedSavingsGoal of the lines from the anchor on.
    public let linesConfirmed: Money
    /// Σ of every real withdrawal.
    public let withdrawn: Money
    /// initial + linesConfirmed − withdrawn; never clamped.
    public let confirmed: Money
    /// 0…100; nil without target.
    public let achievementPercent: Int?
    /// plannedCumulative / monthsElapsed.
    public let pace: MonthlyRate
    /// linesConfirmed / monthsElapsed.
    public let confirmedPace: MonthlyRate
    /// max(0, target − confirmed) / monthsRemaining; nil without target or deadline, or overdue.
    public let required: MonthlyRate?
    /// What the goal will hold at the deadline if the plan is kept; nil without target or deadline.
    public let projected: Money?
    public let paceStatus: PaceStatus?
    /// Suggest marking the goal completed; nil without target.
    public let suggestCompletion: Bool?
    /// plannedCumulative − (linesConfirmed − withdrawals through the current period); signed.
    public let cumulativeGap: Money
    public let estimatedCompletion: YearMonth?

    public var monthsElapsed: Int { calendar.monthsElapsed }
    public var monthsRemaining: Int? { calendar.monthsRemaining }
    public var isOverdue: Bool { calendar.isOverdue }

    public init(
        calendar: GoalCalendar, plannedCumulative: Money, plannedProjection: Money, linesConfirmed: Money,
        withdrawn: Money, confirmed: Money, achievementPercent: Int?, pace: MonthlyRate, confirmedPace: MonthlyRate,
        required: MonthlyRate?, projected: Money?, paceStatus: PaceStatus?, suggestCompletion: Bool?,
        cumulativeGap: Money, estimatedCompletion: YearMonth?
    ) {
        self.calendar = calendar
        self.plannedCumulative = plannedCumulative
        self.plannedProjection = plannedProjection
        self.linesConfirmed = linesConfirmed
        self.withdrawn = withdrawn
        self.confirmed = confirmed
        self.achievementPercent = achievementPercent
        self.pace = pace
        self.confirmedPace = confirmedPace
        self.required = required
        self.projected = projected
        self.paceStatus = paceStatus
        self.suggestCompletion = suggestCompletion
        self.cumulativeGap = cumulativeGap
        self.estimatedCompletion = estimatedCompletion
    }
}
