import Shared

/// A recorded withdrawal: the free income drawn from the goal, and what the goal held before.
public struct GoalWithdrawalReceipt: Sendable, Equatable {
    public let transaction: Transaction
    public let month: YearMonth
    /// The goal's confirmed amount just before the withdrawal.
    public let heldBefore: Money

    public init(transaction: Transaction, month: YearMonth, heldBefore: Money) {
        self.transaction = transaction
        self.month = month
        self.heldBefore = heldBefore
    }

    public var heldAfter: Money { heldBefore - transaction.amount }
    /// True when more was taken than the goal held.
    public var exceedsHoldings: Bool { transaction.amount > heldBefore }
}
