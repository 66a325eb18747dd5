import Shared

/// Everything the goal formulas read about one goal: the goal, its linked saving lines (all
/// budgets), its real withdrawals and its planned withdrawals.
public struct SavingsGoalSnapshot: Sendable, Equatable {
    public var goal: SavingsGoal
    public var lines: [GoalLinkedLine]
    public var withdrawals: [GoalWithdrawal]
    public var plannedWithdrawals: [PlannedWithdrawal]
    /// Σ of the default template's saving lines linked to the goal: what each new budget will add.
    public var templateMonthly: Money
    /// The months that have a budget (the template feeds only the others).
    public var budgetMonths: Set<YearMonth>

    public init(
        goal: SavingsGoal, lines: [GoalLinkedLine] = [], withdrawals: [GoalWithdrawal] = [],
        plannedWithdrawals: [PlannedWithdrawal] = [], templateMonthly: Money = .zero, budgetMonths: Set<YearMonth> = []
    ) {
        self.goal = goal
        self.lines = lines
        self.withdrawals = withdrawals
        self.plannedWithdrawals = plannedWithdrawals
        self.templateMonthly = templateMonthly
        self.budgetMonths = budgetMonths
    }

    /// What is left of a planned withdrawal in a plan starting at `current`:
    /// max(0, planned − real withdrawals pointing at it); 0 once its month is past.
    public func remainingAmount(of planned: PlannedWithdrawal, current: YearMonth) -> Money {
        guard planned.month >= current else { return .zero }
        return max(.zero, planned.amount - realizedAmount(of: planned))
    }

    /// Σ of the real withdrawals pointing at `planned`. Example: 150 and 100 against it → 250.
    public func realizedAmount(of planned: PlannedWithdrawal) -> Money {
        withdrawals.filter { $0.plannedWithdrawalID == planned.id }.sum(of: \.amount)
    }
}
