import Shared

/// A goal seen on a given day: what feeds and drains it, its progress (Docs/Domain.md §8) and its
/// plan timeline.
public struct SavingsGoalDetails: Sendable, Equatable {
    public let snapshot: SavingsGoalSnapshot
    public let progress: GoalProgress
    public let plan: GoalPlan
    /// The creation-time suggestion (Docs/Domain.md §8.2): (target − initial) over the periods from
    /// today to the deadline, rounded up; nil without target or deadline, once overdue, or when
    /// the initial amount covers the target. Later on, `progress.required` is the useful figure.
    public let suggestedMonthly: Money?
    /// What the plan says beyond the budgets already made (Docs/Domain.md §8.7).
    public let outlook: GoalOutlook

    public init(snapshot: SavingsGoalSnapshot, progress: GoalProgress, plan: GoalPlan, suggestedMonthly: Money?) {
        self.snapshot = snapshot
        self.progress = progress
        self.plan = plan
        self.suggestedMonthly = suggestedMonthly
        self.outlook = SavingsGoalFormulas.outlook(snapshot, progress: progress)
    }

    public var goal: SavingsGoal { snapshot.goal }
}
