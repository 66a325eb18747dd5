import Shared

/// A withdrawal forecast: an unchecked one-off income line drawn from the goal in `month`.
public struct PlannedWithdrawal: Sendable, Equatable {
    public let id: Int64
    public let month: YearMonth
    public let amount: Money

    public init(id: Int64, month: YearMonth, amount: Money) {
        self.id = id
        self.month = month
        self.amount = amount
    }
}
