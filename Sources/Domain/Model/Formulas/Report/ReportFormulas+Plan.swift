import Shared

extension ReportFormulas {
    /// The lines of `months` joined by kind and name across months, in kind order (income,
    /// expense, saving) then by name. Example: Rent 1000 planned in 2026-01 and 2026-02, 1000
    /// and 1100 consumed → planned 2000, consumed 2100, difference -100, 1 month over.
    public static func plan(_ points: [PlanPoint], months: ClosedRange<YearMonth>) -> [PlanRow] {
        let count = months.upperBound.periodIndex - months.lowerBound.periodIndex + 1
        var rows: [String: PlanRow] = [:]
        for point in points where months.contains(point.month) {
            let key = point.kind.rawValue + "\u{0}" + point.key
            var row =
                rows[key]
                ?? PlanRow(
                    name: point.name, kind: point.kind, points: Array(repeating: nil, count: count), planned: .zero, consumed: .zero,
                    overrunMonths: 0)
            row.points[point.month.periodIndex - months.lowerBound.periodIndex] = point
            row.planned += point.planned
            row.consumed += point.consumed
            if point.isOverrun { row.overrunMonths += 1 }
            rows[key] = row
        }
        let order = Dictionary(uniqueKeysWithValues: Kind.allCases.enumerated().map { ($1, $0) })
        return rows.values.sorted { (order[$0.kind] ?? 0, $0.name.lowercased()) < (order[$1.kind] ?? 0, $1.name.lowercased()) }
    }
}
