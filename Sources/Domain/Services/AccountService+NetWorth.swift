import GRDB
import Model
import Persistence
import Shared

extension AccountService {
    /// Every account's balance at the end of each calendar month from `from` to `to`: its opening
    /// (from the month of its date) plus the effects and transfers dated up to that day, summed per
    /// account and month in one pass over each table. Example: opening 1'000, Salary +6'500 on 2026-10-25, Rent −1'800 on
    /// 2026-11-01 → 2026-10: 7'500.00, 2026-11: 5'700.00.
    public func netWorth(from: YearMonth, to: YearMonth) throws -> NetWorth {
        guard from <= to else {
            throw DomainError.invalidArgument("--from \(from) comes after --to \(to): give the earlier month first")
        }
        let months = Array(sequence(first: from) { $0 < to ? $0.adding(months: 1) : nil })
        guard months.count <= 1_200 else { throw DomainError.invalidArgument("at most 100 years of months at once") }
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
                    SELECT to_account_id, substr(date, 1, 7), sum(amount_cents) FROM transfer GROUP BY 1, 2
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
            var running = accounts.map { account in (moves[account.id] ?? [:]).filter { $0.key < first }.values.reduce(0, +) }
            var rows: [NetWorth.Month] = []
            for month in months {
                for (index, account) in accounts.enumerated() { running[index] += moves[account.id]?[month.description] ?? 0 }
                rows.append(NetWorth.Month(month: month, balances: running.map(Money.init(cents:))))
            }
            return NetWorth(accounts: accounts, months: rows)
        }
    }
}
