import DomainKit
import GRDB
import Model
import Persistence
import Shared

extension AccountService {
    /// What the accounts hold together, in the budget's currency.
    public struct Together: Sendable, Equatable {
        public let total: Money
        /// Whether an account of its own currency is in the total, converted at a kept rate.
        public let converted: Bool
        /// The accounts left out: their currency has no rate kept on or before the day.
        public let withoutRate: [(account: String, currency: Currency)]

        public static func == (left: Together, right: Together) -> Bool {
            left.total == right.total && left.converted == right.converted
                && left.withoutRate.map(\.account) == right.withoutRate.map(\.account)
        }
    }

    /// The accounts' balances summed in the budget's currency on `date`: an account of its own
    /// currency at the rate kept for the day, or left out (and named) when none is kept.
    /// Example: Main 1'000.00 CHF and Revolut 112.40 USD, USD kept at 0.8897 → 1'000.00 + 100.00
    /// (112.40 × 0.8897 = 100.002…) = 1'100.00.
    public func together(_ accounts: [AccountSummary], on date: LocalDate) throws -> Together {
        try database.read { db in
            let (home, inBudget) = try Self.inBudgetCurrency(db, accounts, on: date)
            let missing = accounts.filter { inBudget[$0.account.id] == nil }
            return Together(
                total: accounts.reduce(.zero) { $0 + (inBudget[$1.account.id] ?? .zero) },
                converted: accounts.contains { ($0.account.currency ?? home) != home && inBudget[$0.account.id] != nil },
                withoutRate: missing.compactMap { summary in summary.account.currency.map { (summary.account.name, $0) } })
        }
    }

    /// Each account's balance in the budget's currency on `date`, by account id, in one read: one
    /// of its own currency at the rate kept for the day; one whose currency has no rate kept then
    /// (or converts past the largest amount) is not in it.
    public func balancesInBudgetCurrency(_ accounts: [AccountSummary], on date: LocalDate) throws -> [Int64: Money] {
        try database.read { db in try Self.inBudgetCurrency(db, accounts, on: date).balances }
    }

    private static func inBudgetCurrency(_ db: Database, _ accounts: [AccountSummary], on date: LocalDate) throws -> (
        home: Currency, balances: [Int64: Money]
    ) {
        let home = try SettingsService.settings(db).currency
        var balances: [Int64: Money] = [:]
        for summary in accounts {
            guard let currency = summary.account.currency, currency != home else {
                balances[summary.account.id] = summary.balance
                continue
            }
            if let rate = try ExchangeRateService.rate(db, currency, on: date)?.rate,
                let inBudget = rate.convert(summary.balance, fromDigits: currency.minorDigits, toDigits: home.minorDigits)
            {
                balances[summary.account.id] = inBudget
            }
        }
        return (home, balances)
    }
}
