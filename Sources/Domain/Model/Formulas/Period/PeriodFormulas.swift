import Shared

/// Pay-day periods and day counters (Docs/Domain.md §6).
public enum PeriodFormulas {
    /// The effective pay day: 0 and 1 mean calendar months; values above 31 count as 31.
    public static func normalizedPayDay(_ payDay: Int?) -> Int {
        guard let payDay, payDay > 1 else { return 1 }
        return min(payDay, 31)
    }

    /// The budget month a date belongs to. With pay day 27, 2026-03-27 belongs to 2026-04;
    /// with pay day 5, 2026-03-04 belongs to 2026-02.
    public static func budgetMonth(for date: LocalDate, payDay: Int?) -> YearMonth {
        let p = normalizedPayDay(payDay)
        guard p > 1 else { return date.yearMonth }
        let base = date.day >= p ? date.yearMonth : date.yearMonth.previous
        return p > 15 ? base.next : base
    }

    /// The dates of a budget month. With pay day 27, "2026-03" runs 2026-02-27 … 2026-03-26;
    /// with pay day 30 it runs 2026-02-28 … 2026-03-29.
    public static func period(of month: YearMonth, payDay: Int?) -> BudgetPeriod {
        let p = normalizedPayDay(payDay)
        guard p > 1 else { return BudgetPeriod(month: month, start: month.firstDay, end: month.lastDay) }
        let startMonth = p > 15 ? month.previous : month
        let endMonth = startMonth.next
        let start = LocalDate(year: startMonth.year, month: startMonth.month, day: min(p, startMonth.dayCount))
        let end = LocalDate(year: endMonth.year, month: endMonth.month, day: min(p - 1, endMonth.dayCount))
        return BudgetPeriod(month: month, start: start, end: end)
    }

    /// The period containing `date` (its budget month decided by `budgetMonth(for:)`).
    public static func period(containing date: LocalDate, payDay: Int?) -> BudgetPeriod {
        period(of: budgetMonth(for: date, payDay: payDay), payDay: payDay)
    }

    /// Days from the later of `today` and the period's start to its end, both included;
    /// 0 once the period is over. Example: 2026-03-20 in 02-27…03-26 → 7.
    public static func daysLeft(in period: BudgetPeriod, today: LocalDate) -> Int {
        let from = max(today, period.start)
        guard from <= period.end else { return 0 }
        return from.days(until: period.end) + 1
    }

    /// remaining / daysLeft rounded down to the cent; 0 when no day is left or nothing remains.
    /// Example: 700.00 over 7 days → 100.00; 2450.00 over 12 days → 204.16.
    public static func dailyAllowance(remaining: Money, daysLeft: Int) -> Money {
        guard daysLeft > 0, remaining.cents > 0 else { return .zero }
        return Money(cents: Rounding.floorDivision(remaining.cents, Int64(daysLeft)))
    }
}
