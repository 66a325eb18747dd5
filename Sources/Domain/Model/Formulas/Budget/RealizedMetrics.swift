import Shared

/// What has actually happened in a budget: checked items only (Docs/Domain.md §5.3).
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

extension RealizedMetrics {
    /// checkedItems / totalItems × 100 in hundredths of a percent, half-up; 0 with no items.
    /// Example A: 6 of 10 → 6000 (60 %).
    public var completionBasisPoints: Int64 {
        guard totalItems > 0 else { return 0 }
        return Rounding.divide(Int64(checkedItems), times: 10_000, by: Int64(totalItems), .halfUp)
    }

    /// checkedItems / totalItems × 100 for display; 0 with no items.
    public var completionPercentage: Double {
        totalItems > 0 ? Double(checkedItems) / Double(totalItems) * 100 : 0
    }
}
