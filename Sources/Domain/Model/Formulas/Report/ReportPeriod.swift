import Shared

/// The span a report covers: the ISO week of today, today's budget month, its calendar
/// quarter or year (in budget months, so they follow the pay day), every budget, or a range.
public enum ReportPeriod: Sendable, Equatable {
    case week
    case month
    case quarter
    case year
    case all
    case months(ClosedRange<YearMonth>)

    /// Parses `week`, `month`, `quarter`, `year` or `all` (case-insensitive).
    public static func parse(_ text: String) -> ReportPeriod? {
        switch text.lowercased() {
        case "week": .week
        case "month": .month
        case "quarter": .quarter
        case "year": .year
        case "all": .all
        default: nil
        }
    }
}
