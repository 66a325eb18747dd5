import Shared

/// A goal seen on a given day: what feeds and drains it, its progress (domain.md §8) and its
/// plan timeline.
public struct SavingsGoalDetails: Sendable, Equatable {
    public let snapshot: SavingsGoalSnapshot
    public let progress: GoalProgress
    public let plan: GoalPlan
    /// What to put aside each month from today to reach the target by the deadline; nil
    /// without target or deadline, once overdue, or when the initial amount covers the target.
    public let suggestedMonthly: Money?

    public init(snapshot: SavingsGoalSnapshot, progress: GoalProgress, plan: GoalPlan, suggestedMonthly: Money?) {
        self.snapshot = snapshot
        self.progress = progress
        self.plan = plan
        self.suggestedMonthly = suggestedMonthly
    }

    public var goal: SavingsGoal { snapshot.goal }
}
