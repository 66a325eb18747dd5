import Foundation

/// The ways bank files write a date. Day and month may have one digit; a two-digit year is 20YY;
/// a time after the date (`2026-11-03 10:22`, `2026-11-03T10:22:00`) is ignored.
/// Example: `03.11.2026` reads as 2026-11-03 with `.dayMonthYearDots`, and `11/03/2026` as
/// 2026-11-03 with `.monthDayYearSlashes` but 2026-03-11 with `.dayMonthYearSlashes`.
public enum DateFormat: String, Sendable, CaseIterable {
    case iso = "YYYY-MM-DD"
    case dayMonthYearDots = "DD.MM.YYYY"
    case dayMonthYearSlashes = "DD/MM/YYYY"
    case monthDayYearSlashes = "MM/DD/YYYY"

    /// Parses `YYYY-MM-DD`, `DD.MM.YYYY`, `DD/MM/YYYY`, `MM/DD/YYYY` (also lower-case names).
    public static func named(_ text: String) -> DateFormat? {
        DateFormat(rawValue: text.uppercased())
    }

    /// The date `text` holds in this format, or nil.
    public func date(_ text: String) -> LocalDate? {
        var body = Substring(text).trimming(" \t")
        if let cut = body.firstIndex(where: { $0 == " " || $0 == "T" }) { body = body[..<cut] }
        let separator: Character =
            switch self {
            case .iso: "-"
            case .dayMonthYearDots: "."
            case .dayMonthYearSlashes, .monthDayYearSlashes: "/"
            }
        let parts = body.split(separator: separator, omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }) else { return nil }
        let numbers = parts.map { Int($0) ?? -1 }
        let (year, month, day): (Int, Int, Int)
        switch self {
        case .iso:
            guard parts[0].count == 4, parts[1].count <= 2, parts[2].count <= 2 else { return nil }
            (year, month, day) = (numbers[0], numbers[1], numbers[2])
        case .dayMonthYearDots, .dayMonthYearSlashes:
            guard parts[0].count <= 2, parts[1].count <= 2, parts[2].count == 4 || parts[2].count == 2 else { return nil }
            (year, month, day) = (parts[2].count == 2 ? 2000 + numbers[2] : numbers[2], numbers[1], numbers[0])
        case .monthDayYearSlashes:
            guard parts[0].count <= 2, parts[1].count <= 2, parts[2].count == 4 || parts[2].count == 2 else { return nil }
            (year, month, day) = (parts[2].count == 2 ? 2000 + numbers[2] : numbers[2], numbers[0], numbers[1])
        }
        guard (1...12).contains(month), day >= 1, day <= LocalDate.daysIn(year: year, month: month) else { return nil }
        return LocalDate(year: year, month: month, day: day)
    }

    /// The formats that read the most non-empty samples (a bad value does not hide the others),
    /// in declaration order; empty when none reads any.
    /// Example: ["01/02/2026", "25/04/2026"] → [DD/MM/YYYY]; ["01/02/2026", "03/04/2026"] → both slash formats.
    public static func formats(reading samples: [String]) -> [DateFormat] {
        let present = samples.filter { !$0.trimmingSpaces().isEmpty }
        let counts = allCases.map { format in (format, present.filter { format.date($0) != nil }.count) }
        guard let best = counts.map(\.1).max(), best > 0 else { return [] }
        return counts.filter { $0.1 == best }.map(\.0)
    }
}
