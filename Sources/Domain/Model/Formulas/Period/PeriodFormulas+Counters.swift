import Shared

extension PeriodFormulas {
    /// periodIndex(budgetMonth(for: date)): the index every goal and plan formula compares.
    /// Example: 2026-03-27 with pay day 27 → 2026 × 12 + 4 = 24316.
    public static func periodIndex(of date: LocalDate, payDay: Int?) -> Int {
        budgetMonth(for: date, payDay: payDay).periodIndex
    }

    /// −1, 0 or 1 as `a` is before, equal to or after `b`. Example: (2025-12, 2026-01) → −1.
    public static func compareBudgetPeriods(_ a: YearMonth, _ b: YearMonth) -> Int {
        a.periodIndex < b.periodIndex ? -1 : (a.periodIndex == b.periodIndex ? 0 : 1)
    }

    /// Days left in today's budget period, today included, at least 1 (iOS `daysRemaining`).
    /// Example: pay day 27, 2026-03-20 → 7 (20…26 March); no pay day, 2026-02-28 → 1.
    public static func daysRemaining(today: LocalDate, payDay: Int?) -> Int {
        let end = period(containing: today, payDay: payDay).end
        return max(1, today.days(until: end) + 1)
    }

    /// The 1-based position of `today` in `period`, clamped to 1…dayCount.
    /// Example: 2026-03-20 in 02-27…03-26 → day 22 of 28.
    public static func periodDayProgress(in period: BudgetPeriod, today: LocalDate) -> PeriodDayProgress {
        let total = period.dayCount
        let day = min(max(period.start.days(until: today) + 1, 1), total)
        return PeriodDayProgress(day: day, totalDays: total)
    }

    /// The position of `today` in its own budget period; daysRemaining = totalDays − day + 1.
    public static func periodDayProgress(today: LocalDate, payDay: Int?) -> PeriodDayProgress {
        periodDayProgress(in: period(containing: today, payDay: payDay), today: today)
    }

    /// (today − start) / (end − start) × 100 in days, clamped to 0…100; a one-day period is
    /// 100 from its day on. Example: 2026-03-16 in 03-01…03-31 → 50.
    public static func timeElapsedPercentage(in period: BudgetPeriod, today: LocalDate) -> Double {
        let span = period.start.days(until: period.end)
        let elapsed = period.start.days(until: today)
        guard span > 0 else { return elapsed >= 0 ? 100 : 0 }
        return min(max(Double(elapsed) / Double(span) * 100, 0), 100)
    }

    /// "At this pace" for the calendar month of `today` only (pay day ignored): nil when
    /// `month` is not today's calendar month. projected = available − realized × days / dayOfMonth.
    /// Example: available 3000, realized 1000 by the 10th of a 30-day month → 0, on track if budgeted ≥ 3000.
    public static func calendarProjection(
        month: YearMonth, today: LocalDate, available: Money, realizedExpenses: Money, budgetedExpenses: Money
    ) -> MonthProjection? {
        guard month == today.yearMonth else { return nil }
        let dayOfMonth = Int64(max(1, today.day))
        let days = Int64(month.dayCount)
        let spent = Rounding.divide(realizedExpenses.cents, times: days, by: dayOfMonth, .halfUp)
        let onTrack = Int128(realizedExpenses.cents) * Int128(days) <= Int128(budgetedExpenses.cents) * Int128(dayOfMonth)
        return MonthProjection(
            dailyRate: Money(cents: Rounding.divide(realizedExpenses.cents, times: 1, by: dayOfMonth, .halfUp)),
            projected: available - Money(cents: spent),
            isOnTrack: onTrack
        )
    }
}
