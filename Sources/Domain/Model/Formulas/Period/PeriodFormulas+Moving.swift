import Shared

extension PeriodFormulas {
    /// The date a transaction takes when it moves to another budget month without a new date
    /// (Docs/Domain.md §6.3): the same day as many months later, clamped to that month's end,
    /// then into the target's period (with a pay day the shifted day can fall outside it).
    /// Example: 2026-10-31 from 2026-10 to 2026-11 → 2026-11-30; 2026-11-13 to 2027-01 → 2027-01-13.
    public static func movedDate(_ date: LocalDate, from: YearMonth, to: YearMonth, payDay: Int?) -> LocalDate {
        let period = period(of: to, payDay: payDay)
        let shifted = date.adding(months: to.periodIndex - from.periodIndex)
        return min(max(shifted, period.start), period.end)
    }
}
