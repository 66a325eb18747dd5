import Shared

/// What the plan says beyond the budgets already made, for the screens to explain the §8 figures
/// (Docs/Domain.md §8.7): those figures stay as they are; the outlook adds what the default
/// template will put in, and what the current month still owes. Example (3000 by 2027-06, 375 a
/// month from the template, only 2026-11 budgeted, its line unchecked): 375 from the template in
/// each of 2026-12 … 2027-06, 375 still open this month, the plan reaches 3000 in 2027-06.
public struct GoalOutlook: Sendable, Equatable {
    /// The months without a budget yet, from the first month still to save through the deadline,
    /// with what the default template will put into the goal in each.
    public let fromTemplate: [YearMonth: Money]
    /// What the current month's linked lines have still to confirm (at least 0).
    public let openThisMonth: Money
    /// The month the plan reaches the target, counting the open lines and the template's months;
    /// nil when paused, without a target above 0, or when the plan falls short.
    public let plannedCompletion: YearMonth?
    /// Once the current month's lines are all checked: what is still needed over the months after
    /// it; nil otherwise, or without `required`, or when the current month is the last.
    public let requiredAfterThisMonth: MonthlyRate?

    public init(
        fromTemplate: [YearMonth: Money], openThisMonth: Money, plannedCompletion: YearMonth?, requiredAfterThisMonth: MonthlyRate?
    ) {
        self.fromTemplate = fromTemplate
        self.openThisMonth = openThisMonth
        self.plannedCompletion = plannedCompletion
        self.requiredAfterThisMonth = requiredAfterThisMonth
    }
}
