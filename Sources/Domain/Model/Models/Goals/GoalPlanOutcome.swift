import Shared

/// A simulated plan and, when applied, what it changed.
public struct GoalPlanOutcome: Sendable, Equatable {
    public let goal: SavingsGoal
    public let request: GoalPlanRequest
    /// The timeline the plan was computed on (before applying).
    public let plan: GoalPlan
    /// The amount planned for each contributive month, in row order.
    public let amounts: [MonthAmount]
    public let simulation: GoalSimulation
    public let applied: Bool
    /// The lines whose amount was set or that were created, when applied.
    public let changedLines: [BudgetLine]
    /// The budgets created from the default template for months that had none, when applied.
    public let createdBudgets: [YearMonth]
    /// The months whose amount the user fixed: adjustments of a monthly plan, pins of a redistribution.
    public let fixed: [YearMonth: Money]

    public init(
        goal: SavingsGoal, request: GoalPlanRequest, plan: GoalPlan, amounts: [MonthAmount], simulation: GoalSimulation,
        applied: Bool, changedLines: [BudgetLine] = [], createdBudgets: [YearMonth] = [], fixed: [YearMonth: Money] = [:]
    ) {
        self.goal = goal
        self.request = request
        self.plan = plan
        self.amounts = amounts
        self.simulation = simulation
        self.applied = applied
        self.changedLines = changedLines
        self.createdBudgets = createdBudgets
        self.fixed = fixed
    }
}
