import Shared

/// One expense with what rounding it up to the unit puts aside.
public struct RoundupItem: Sendable, Equatable {
    public let transaction: Transaction
    public let roundUp: Money

    public init(transaction: Transaction, roundUp: Money) {
        self.transaction = transaction
        self.roundUp = roundUp
    }
}
