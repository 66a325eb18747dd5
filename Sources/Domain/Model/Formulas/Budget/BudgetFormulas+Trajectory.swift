import Shared

extension BudgetFormulas {
    /// The balance curve of a period (Docs/Domain.md §6.4): first the plan (transactions dated before
    /// the start), then remaining after each day from the start through min(today, end).
    /// Check state never moves it. Example: plan 1000, a 300 expense on day 2 → 1000, 1000, 700.
    public static func balanceTrajectory(
        lines: [BudgetLine], transactions: [Transaction], rollover: Money,
        period: BudgetPeriod, today: LocalDate
    ) -> [TrajectoryPoint] {
        let sorted = transactions.sorted { $0.date < $1.date }
        func remaining(countingBefore limit: LocalDate) -> Money {
            let counted = Array(sorted.prefix { $0.date < limit })
            return metrics(lines: lines, transactions: counted, rollover: rollover).remaining
        }
        var points = [TrajectoryPoint(date: nil, remaining: remaining(countingBefore: period.start))]
        let last = min(today, period.end)
        guard period.start <= last else { return points }
        for offset in 0...period.start.days(until: last) {
            let day = period.start.adding(days: offset)
            points.append(TrajectoryPoint(date: day, remaining: remaining(countingBefore: day.adding(days: 1))))
        }
        return points
    }
}
