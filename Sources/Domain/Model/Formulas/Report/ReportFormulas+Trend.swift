import Shared

extension ReportFormulas {
    /// The `count` budget months ending with `last`, and the `count` before them.
    /// Example: 6 months to 2026-06 → 2026-01 … 2026-06, previous 2025-07 … 2025-12.
    public static func trendMonths(count: Int, endingWith last: YearMonth) -> (
        months: ClosedRange<YearMonth>, previous: ClosedRange<YearMonth>
    ) {
        let n = max(1, count)
        let first = last.adding(months: 1 - n)
        return (first...last, first.adding(months: -n)...first.adding(months: -1))
    }

    /// One row per group seen in `months` (groups only seen before are left out), largest total
    /// first: its amount in each month (0 when none), the average over every month of the range
    /// (rounded half up to the cent) and the change of the total against the previous months.
    /// Example: Food 100 then 300 over 2 months, 200 the 2 months before → average 200, change +100 %.
    public static func trend(
        _ points: [ReportMonthGroup], months: ClosedRange<YearMonth>, previous: ClosedRange<YearMonth>
    ) -> [TrendRow] {
        let count = months.upperBound.periodIndex - months.lowerBound.periodIndex + 1
        var values: [String: [Money]] = [:]
        var labels: [String: String] = [:]
        var before: [String: Money] = [:]
        for point in points {
            let key = point.group.key ?? ""
            labels[key] = labels[key] ?? point.group.label
            if months.contains(point.month) {
                values[key, default: Array(repeating: .zero, count: count)][point.month.periodIndex - months.lowerBound.periodIndex] +=
                    point.group.amount
            } else if previous.contains(point.month) {
                before[key, default: .zero] += point.group.amount
            }
        }
        let rows = values.map { key, series in
            let total = Money.sum(series)
            let previousTotal = before[key] ?? .zero
            return TrendRow(
                label: labels[key] ?? ReportGroup.noneLabel, values: series, total: total,
                average: Money(cents: Rounding.halfUpDivision(total.cents, Int64(count))), previousTotal: previousTotal,
                changeBasisPoints: previousTotal.cents == 0
                    ? nil : Int(Rounding.divide(total.cents - previousTotal.cents, times: 10_000, by: previousTotal.cents, .halfUp)))
        }
        return rows.sorted { ($0.total, $1.label) > ($1.total, $0.label) }
    }
}
