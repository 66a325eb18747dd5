import Shared

/// A saving line linked to a goal, reduced to what the goal formulas need (Docs/Domain.md §8):
/// its budget month, amount, check state and the checked saving transactions allocated to it.
public struct GoalLinkedLine: Sendable, Equatable {
    public let id: Int64
    /// The budget month of the line's budget.
    public let month: YearMonth
    public let amount: Money
    public let isChecked: Bool
    /// Σ of the checked saving transactions allocated to the line.
    public let checkedConsumption: Money

    public init(id: Int64, month: YearMonth, amount: Money, isChecked: Bool = false, checkedConsumption: Money = .zero) {
        self.id = id
        self.month = month
        self.amount = amount
        self.isChecked = isChecked
        self.checkedConsumption = checkedConsumption
    }

    /// The line of a budget in `month`, its checked consumption taken from `transactions`.
    public init(line: BudgetLine, month: YearMonth, transactions: [Transaction]) {
        let consumed =
            transactions
            .filter { $0.lineID == line.id && $0.kind == .saving && $0.isChecked }
            .sum(of: \.amount)
        self.init(id: line.id, month: month, amount: line.amount, isChecked: line.isChecked, checkedConsumption: consumed)
    }

    /// The saving lines of one budget (in `month`) that feed goal `goalID`.
    /// Example: a saving line with savingsGoalID 3 is linked to goal 3; an expense line never is.
    public static func linked(to goalID: Int64, lines: [BudgetLine], month: YearMonth, transactions: [Transaction]) -> [GoalLinkedLine] {
        lines.filter { $0.kind == .saving && $0.savingsGoalID == goalID }
            .map { GoalLinkedLine(line: $0, month: month, transactions: transactions) }
    }

    /// What the line has really put aside: max(amount, checked consumption) when checked,
    /// the checked consumption otherwise. Example: checked 1000 with nothing allocated → 1000.
    public var confirmed: Money { isChecked ? max(amount, checkedConsumption) : checkedConsumption }
}
