import Shared

/// Reports: which budgets or days a period covers, each group's share of the total, and the
/// per-budget totals recounted from raw transactions (what the stored aggregates must hold).
public enum ReportFormulas {
    /// The span of `period` seen from `today`. Budget months follow the pay day: with pay day 25,
    /// 2026-11-30 is in budget 2026-12, so `month` is 2026-12, `quarter` 2026-10 … 2026-12 and
    /// `year` 2026-01 … 2026-12; `lastMonths(3)` 2026-10 … 2026-12, `lastMonths(12)` 2026-01 … 2026-12. `week` is the week of today from `firstWeekday`: 2026-01-01 →
    /// 2025-12-29 … 2026-01-04 from Monday (the ISO week), 2025-12-28 … 2026-01-03 from Sunday.
    public static func span(of period: ReportPeriod, today: LocalDate, payDay: Int?, firstWeekday: Weekday) -> ReportSpan {
        let current = PeriodFormulas.budgetMonth(for: today, payDay: payDay)
        switch period {
        case .week:
            return .days(Week(containing: today, firstWeekday: firstWeekday).days)
        case .month:
            return .months(current...current)
        case .quarter:
            let first = YearMonth(year: current.year, month: (current.month - 1) / 3 * 3 + 1)
            return .months(first...first.adding(months: 2))
        case .year:
            return .months(YearMonth(year: current.year, month: 1)...YearMonth(year: current.year, month: 12))
        case .lastMonths(let count):
            return .months(current.adding(months: -(max(count, 1) - 1))...current)
        case .all:
            return .months(nil)
        case .months(let range):
            return .months(range)
        }
    }

    /// The budget months whose periods can hold a day of `days` (the months of both ends).
    /// Example, pay day 25: 2025-12-29 … 2026-01-04 → 2026-01 … 2026-01.
    public static func budgetMonths(covering days: ClosedRange<LocalDate>, payDay: Int?) -> ClosedRange<YearMonth> {
        PeriodFormulas.budgetMonth(for: days.lowerBound, payDay: payDay)...PeriodFormulas.budgetMonth(for: days.upperBound, payDay: payDay)
    }

    /// `amount` as a share of `total` in basis points, rounded half up; 0 when the total is 0.
    /// Example: 1.00 of 3.00 → 3333 (33.33 %); 2.00 of 3.00 → 6667.
    public static func shareBasisPoints(_ amount: Money, of total: Money) -> Int {
        guard total.cents != 0 else { return 0 }
        return Int(Rounding.divide(amount.cents, times: 10_000, by: total.cents, .halfUp))
    }

    /// `amount` as a share of `total` in tenths of a percent, rounded half up from the exact value,
    /// not from the basis points (which would round twice); 0 when the total is 0.
    /// Example: 291.70 of 1'141.70 (25.5496 %) → 255 (25.5 %), where 2555 basis points would give 25.6.
    public static func sharePermille(_ amount: Money, of total: Money) -> Int {
        guard total.cents != 0 else { return 0 }
        return Int(Rounding.divide(amount.cents, times: 1_000, by: total.cents, .halfUp))
    }

    /// The rows of a report: the groups sorted by amount, largest first (ties by label), or kept
    /// in their order when `sorted` is false (months); with `top`, only the `top` largest are kept
    /// and the rest are summed into one "(others)" row. The totals always cover every group.
    /// Example: Food 60, Rent 100, Bus 40 with top 1 → Rent 100 (50 %), (others) 100 (50 %); total 200.
    public static func table(_ groups: [ReportGroup], sorted: Bool = true, top: Int? = nil) -> ReportTable {
        let total = groups.sum(of: \.amount)
        let count = groups.reduce(0) { $0 + $1.count }
        let byAmount = groups.sorted { ($0.amount, $1.label) > ($1.amount, $0.label) }
        var kept = sorted ? byAmount : groups
        if let top, top >= 0, groups.count > top {
            let keptLabels = Set(byAmount.prefix(top).map(\.label))
            let others = byAmount.dropFirst(top)
            kept = kept.filter { keptLabels.contains($0.label) }
            kept.append(
                ReportGroup(
                    key: nil, label: ReportGroup.othersLabel, amount: others.sum(of: \.amount),
                    count: others.reduce(0) { $0 + $1.count }))
        }
        let rows = kept.map { ReportRow(group: $0, shareBasisPoints: shareBasisPoints($0.amount, of: total)) }
        return ReportTable(rows: rows, total: total, count: count)
    }

    /// The per-budget totals by kind and category (`""` for none), recounted from transactions.
    /// Example: Food 12.50 and Food 7.50 in budget 3 → (3, expense, "Food"): 20.00 × 2.
    public static func categoryTotals(_ transactions: [Transaction]) -> [ReportAggregateKey: ReportAggregate] {
        totals(transactions) { $0.category ?? "" }
    }

    /// The per-budget totals by kind and line id (`"0"` for free transactions), recounted.
    public static func lineTotals(_ transactions: [Transaction]) -> [ReportAggregateKey: ReportAggregate] {
        totals(transactions) { String($0.lineID ?? 0) }
    }

    private static func totals(
        _ transactions: [Transaction], group: (Transaction) -> String
    ) -> [ReportAggregateKey: ReportAggregate] {
        var totals: [ReportAggregateKey: ReportAggregate] = [:]
        for transaction in transactions {
            let key = ReportAggregateKey(budgetID: transaction.budgetID, kind: transaction.kind, group: group(transaction))
            totals[key, default: ReportAggregate()].amount += transaction.amount
            totals[key, default: ReportAggregate()].count += 1
        }
        return totals
    }
}
