import Shared

/// Two bank movements an import found to be one transfer between the user's accounts: the
/// outgoing one (an expense of `from`) and the incoming one (an income of `to`), of the same
/// amount and at most three days apart (`Docs/Domain.md` §12a). `transferID` is set once paired;
/// nil when only offered (a dry run, `--no-transfers`, or a script without `--transfers`).
public struct PairedTransfer: Sendable, Equatable {
    public struct Side: Sendable, Equatable {
        public var account: String
        public var name: String
        public var date: LocalDate

        public init(account: String, name: String, date: LocalDate) {
            self.account = account
            self.name = name
            self.date = date
        }
    }

    public var amount: Money
    public var from: Side
    public var to: Side
    public var transferID: Int64?

    public init(amount: Money, from: Side, to: Side, transferID: Int64? = nil) {
        self.amount = amount
        self.from = from
        self.to = to
        self.transferID = transferID
    }
}
