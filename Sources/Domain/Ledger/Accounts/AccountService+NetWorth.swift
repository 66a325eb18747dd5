import DomainKit
import GRDB
import Model
import Persistence
import Shared

extension AccountService {
    /// Every account's balance at the end of each calendar month from `from` to `to`: its opening
    /// (from the month of its date) plus the effects and transfers dated up to that day, summed per
    /// account and month in one pass over each table. Example: opening 1'000, Salary +6'500 on 2026-10-25, Rent −1'800 on
    /// 2026-11-01 → 2026-10: 7'500.00, 2026-11: 5'700.00. An account of its own currency counts in
    /// the budget's at the rate kept for each month's last day (a month with none is refused, with
    /// how to give one): USD 112.40 at 0.8897 on 2026-11-30 → 100.00.
    public func netWorth(from: YearMonth, to: YearMonth) throws -> NetWorth {
        guard from <= to else {
            throw DomainError.invalidValue("--from \(from) comes after --to \(to): give the earlier month first")
        }
        let months = Array(sequence(first: from) { $0 < to ? $0.adding(months: 1) : nil })
        guard months.count <= 1_200 else { throw DomainError.invalidValue("at most 100 years of months at once") }
        return try database.read { db in
            let accounts = try Self.all(db)
            // Per account and month (YYYY-MM), the effects; months before `from` fold into the start.
            var moves: [Int64: [String: Int64]] = [:]
            let signed = AccountBalanceTriggers.signed("tx")
            for row in try Row.fetchAll(
                db, sql: "SELECT account_id, substr(date, 1, 7), sum(\(signed)) FROM tx GROUP BY 1, 2")
            {
                moves[row[0], default: [:]][row[1], default: 0] += row[2] as Int64
            }
            for row in try Row.fetchAll(
                db,
                sql: """
                    SELECT to_account_id, substr(date, 1, 7), sum(\(AccountBalanceTriggers.received("transfer"))) FROM transfer GROUP BY 1, 2
                    UNION ALL
                    SELECT from_account_id, substr(date, 1, 7), -sum(amount_cents) FROM transfer WHERE tx_id IS NULL GROUP BY 1, 2
                    """)
            {
                moves[row[0], default: [:]][row[1], default: 0] += row[2] as Int64
            }
            // The opening counts from the month of its date (from the start without one).
            for account in accounts {
                let month = account.openingDate.map { String($0.description.prefix(7)) } ?? ""
                moves[account.id, default: [:]][month, default: 0] += account.opening.cents
            }
            let first = from.description
            let home = try SettingsService.settings(db).currency
            var running = accounts.map { account in (moves[account.id] ?? [:]).filter { $0.key < first }.values.reduce(0, +) }
            var rows: [NetWorth.Month] = []
            for month in months {
                for (index, account) in accounts.enumerated() { running[index] += moves[account.id]?[month.description] ?? 0 }
                let balances = try zip(accounts, running).map { account, cents in
                    guard let currency = account.currency, currency != home, cents != 0 else { return Money(cents: cents) }
                    let held = ForeignAmount(amount: Money(cents: cents).magnitude, currency: currency)
                    let inBudget = try ExchangeRateService.convert(db, held, to: home, on: month.lastDay, at: nil)
                    return cents < 0 ? -inBudget : inBudget
                }
                rows.append(NetWorth.Month(month: month, balances: balances))
            }
            return NetWorth(accounts: accounts, months: rows)
        }
    }
}
