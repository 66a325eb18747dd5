import Shared

/// What has actually happened in a budget: checked items only (domain.md §5.3).
public struct RealizedMetrics: Sendable, Equatable {
    public var income: Money
    public var expenses: Money
    /// realizedIncome − realizedExpenses + rollover.
    public var balance: Money
    /// Month-level realized savings: includes checked free saving transactions.
    public var savings: Money
    public var checkedItems: Int
    public var totalItems: Int

    public init(income: Money, expenses: Money, balance: Money, savings: Money, checkedItems: Int, totalItems: Int) {
        self.income = income
        self.expenses = expenses
        self.balance = balance
        self.savings = savings
        self.checkedItems = checkedItems
        self.totalItems = totalItems
    }
}
