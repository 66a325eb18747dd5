import Model
import Shared

/// The words and numbers of reports: titles, spans and percentages.
enum ReportText {
    /// `Expenses by category`; `Transactions by kind` when every kind is counted.
    static func title(kind: Kind?, grouping: ReportGrouping) -> String {
        let what =
            switch kind {
            case .expense: "Expenses"
            case .income: "Income"
            case .saving: "Savings"
            case nil: "Transactions"
            }
        return "\(what) by \(grouping.rawValue)"
    }

    /// `2026-11 (2026-10-25 – 2026-11-24)`, `2026-01 – 2026-12`, `2026-W01 (2025-12-29 – 2026-01-04)`, `all budgets`,
    /// with the dates written by `date` (ISO for JSON, `\.shown` for screens).
    static func describe(_ span: ReportSpan, payDay: Int?, date: (LocalDate) -> String = \.description) -> String {
        switch span {
        case .days(let days):
            // A week's days start on its first weekday, whichever the locale's is.
            let week = Week(containing: days.lowerBound, firstWeekday: days.lowerBound.weekday)
            return "\(week) (\(date(days.lowerBound)) – \(date(days.upperBound)))"
        case .months(nil):
            return "all budgets"
        case .months(let range?) where range.lowerBound == range.upperBound:
            let period = PeriodFormulas.period(of: range.lowerBound, payDay: payDay)
            return "\(range.lowerBound) (\(date(period.start)) – \(date(period.end)))"
        case .months(let range?):
            return "\(range.lowerBound) – \(range.upperBound)"
        }
    }

    /// Tenths of a percent as a percentage: 255 → `25.5`, -5 → `-0.5`.
    static func percent(permille: Int) -> String {
        (permille < 0 ? "-" : "") + "\(abs(permille) / 10).\(abs(permille) % 10)"
    }

    /// Basis points as a percentage, rounded half up: 3333 → `33.3` (1 decimal) or `33.33` (2).
    static func percent(_ basisPoints: Int, decimals: Int) -> String {
        let scale = decimals >= 2 ? 1 : 10
        let magnitude = abs(basisPoints)
        let units = (magnitude + scale / 2) / scale
        let perWhole = 10_000 / 100 / scale
        let fraction = String(units % perWhole)
        let padded = String(repeating: "0", count: max(0, String(perWhole - 1).count - fraction.count)) + fraction
        return (basisPoints < 0 ? "-" : "") + "\(units / perWhole).\(padded)"
    }
}
