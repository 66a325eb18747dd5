import Shared

extension PeriodFormulas {
    /// What went out each day of `period` (expense and saving transactions dated that day; income
    /// ignored) through `today`; the days after today are nil, as nothing is known of them yet.
    /// Example: 2026-03-01…03-05 on the 4th, Rent 1000 on the 1st, Bread 20 and Salary 3000 on the
    /// 3rd, a saving of 100 on the 4th → 1000, 0, 20, 100, nil.
    public static func outflowByDay(_ transactions: [Transaction], in period: BudgetPeriod, through today: LocalDate) -> [Money?] {
        let days = period.dayCount
        var sums = [Money](repeating: .zero, count: days)
        for transaction in transactions where transaction.kind.isOutflow && period.contains(transaction.date) {
            sums[period.start.days(until: transaction.date)] += transaction.amount
        }
        let known = min(max(period.start.days(until: today) + 1, 0), days)
        return sums.enumerated().map { index, sum in index < known ? sum : nil }
    }

    /// The running total of `values`, nil where they are. Example: 1000, 0, 20, 100, nil →
    /// 1000, 1000, 1020, 1120, nil.
    public static func runningTotal(_ values: [Money?]) -> [Money?] {
        var total = Money.zero
        return values.map { value in
            guard let value else { return nil }
            total += value
            return total
        }
    }

    /// The even pace of a period of `days` days: by the end of day i, `available` × i ÷ days,
    /// rounded half up, so the last day reaches `available` exactly. Spending above it goes
    /// faster than the month can keep up. Example: 3000 over 30 days → 100, 200, …, 3000; 100
    /// over 3 days → 33.33, 66.67, 100.00.
    public static func evenPace(available: Money, days: Int) -> [Money] {
        guard days > 0 else { return [] }
        return (1...days).map { day in
            Money(cents: Rounding.divide(available.cents, times: Int64(day), by: Int64(days), .halfUp))
        }
    }
}
