import Shared

/// An account with what it holds on a day, as `account list` and `account show` print it.
public struct AccountSummary: Sendable, Equatable {
    public let account: Account
    /// Everything recorded up to the day (the asset figure; `AccountFormulas.shown` for a card).
    public let balance: Money
    /// The checked transactions' balance (and every transfer), whatever their date.
    public let checkedBalance: Money
    public let isDefault: Bool

    public init(account: Account, balance: Money, checkedBalance: Money, isDefault: Bool) {
        self.account = account
        self.balance = balance
        self.checkedBalance = checkedBalance
        self.isDefault = isDefault
    }
}
