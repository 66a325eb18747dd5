import Shared

/// An amount attached to one budget month: a spread slice, a planned contribution.
public struct MonthAmount: Sendable, Equatable {
    public let month: YearMonth
    public let amount: Money

    public init(month: YearMonth, amount: Money) {
        self.month = month
        self.amount = amount
    }
}
