import Shared

/// The span a report covers: the ISO week of today, today's budget month, its calendar
/// quarter or year, the last N budget months ending with today's (all in budget months, so they
/// follow the pay day), every budget, or a range.
public enum ReportPeriod: Sendable, Equatable {
    case week
    case month
    case quarter
    case year
    /// A rolling window of this many budget months (`rollingMonths`), today's the last.
    case lastMonths(Int)
    case all
    case months(ClosedRange<YearMonth>)

    /// The lengths a rolling window may have, in months.
    public static let rollingMonths = 1...24

    /// Parses `week`, `month`, `quarter`, `year`, `all`, `Nm` or `last-N-months` (`last-1-month`)
    /// with N in `rollingMonths` (case-insensitive). Example: `3m` and `last-3-months` → `.lastMonths(3)`.
    public static func parse(_ text: String) -> ReportPeriod? {
        let text = text.lowercased()
        switch text {
        case "week": return .week
        case "month": return .month
        case "quarter": return .quarter
        case "year": return .year
        case "all": return .all
        default: break
        }
        guard let count = rollingCount(text), rollingMonths.contains(count) else { return nil }
        return .lastMonths(count)
    }

    /// N of `Nm`, `last-N-months` or `last-1-month` (lowercased), whatever its size; nil for any other text.
    public static func rollingCount(_ text: String) -> Int? {
        let digits: Substring
        if text == "last-1-month" {
            digits = "1"
        } else if text.hasPrefix("last-"), text.hasSuffix("-months") {
            digits = text.dropFirst("last-".count).dropLast("-months".count)
        } else if text.hasSuffix("m") {
            digits = text.dropLast()
        } else {
            return nil
        }
        guard !digits.isEmpty, digits.count <= 4, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(digits)
    }
}
