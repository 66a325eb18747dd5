import Shared

/// `report networth`: each account's balance at the end of each month, and their sum.
/// A card's balance is a debt (negative), so the sum is what the household is worth.
public struct NetWorth: Sendable, Equatable {
    public struct Month: Sendable, Equatable {
        public let month: YearMonth
        /// In the order of `accounts`.
        public let balances: [Money]
        public var total: Money { Money.sum(balances) }

        public init(month: YearMonth, balances: [Money]) {
            self.month = month
            self.balances = balances
        }
    }

    public let accounts: [Account]
    public let months: [Month]

    public init(accounts: [Account], months: [Month]) {
        self.accounts = accounts
        self.months = months
    }
}
