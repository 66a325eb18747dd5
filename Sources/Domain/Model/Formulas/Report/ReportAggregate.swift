import Shared

/// The sum and number of the transactions counted under one `ReportAggregateKey`.
public struct ReportAggregate: Sendable, Equatable {
    public var amount: Money
    public var count: Int

    public init(amount: Money = .zero, count: Int = 0) {
        self.amount = amount
        self.count = count
    }
}
