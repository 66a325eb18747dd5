import Shared

/// Money moved between two of the user's accounts: neither income nor expense for the month's
/// plan, except when it realizes a saving line (`transactionID`: the saving transaction that
/// takes the money out of `fromAccountID` and feeds the line, and through it the line's goal).
public struct Transfer: Sendable, Equatable, Identifiable {
    public let id: Int64
    public var fromAccountID: Int64
    public var toAccountID: Int64
    /// In minor units of the account it leaves.
    public var amount: Money
    /// What arrived, in minor units of the account it goes to, when the two accounts hold two
    /// currencies (nil: `amount` arrived). Example: CHF 100.00 to a USD account → USD 112.40.
    public var received: Money?
    public var date: LocalDate
    public var note: String?
    public var transactionID: Int64?

    public init(
        id: Int64, fromAccountID: Int64, toAccountID: Int64, amount: Money, received: Money? = nil, date: LocalDate,
        note: String? = nil, transactionID: Int64? = nil
    ) {
        self.id = id
        self.fromAccountID = fromAccountID
        self.toAccountID = toAccountID
        self.amount = amount
        self.received = received
        self.date = date
        self.note = note
        self.transactionID = transactionID
    }
}
