import Shared

/// The count and sums per kind of the transactions a query keeps (every page), and their net.
/// Example: income 250.00, expenses 161.95 and no saving → net +88.05.
public struct TransactionTotals: Sendable, Equatable {
    public var count: Int
    public var income: Money
    public var expense: Money
    public var saving: Money

    public init(count: Int = 0, income: Money = .zero, expense: Money = .zero, saving: Money = .zero) {
        self.count = count
        self.income = income
        self.expense = expense
        self.saving = saving
    }

    /// Counts one more transaction in its kind's sum.
    public mutating func add(_ transaction: Transaction) {
        count += 1
        switch transaction.kind {
        case .income: income += transaction.amount
        case .expense: expense += transaction.amount
        case .saving: saving += transaction.amount
        }
    }

    /// Income counts +, expenses and savings −.
    public var net: Money { income - expense - saving }
}
