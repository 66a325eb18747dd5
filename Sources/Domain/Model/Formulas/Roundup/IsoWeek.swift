import Shared

/// An ISO 8601 week, `YYYY-Www`: weeks start on Monday and week 1 holds the year's first
/// Thursday, so a week's year can differ from its Monday's (2025-12-29 is in 2026-W01).
public struct IsoWeek: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let year: Int
    /// 1…52, or 53 in long years.
    public let week: Int

    /// A week; nil when `week` is not in 1…`weekCount(of: year)`.
    public init?(year: Int, week: Int) {
        guard (1...Self.weekCount(of: year)).contains(week) else { return nil }
        self.year = year
        self.week = week
    }

    /// The week holding `date`. Example: 2026-11-13 (a Friday) → 2026-W46; 2027-01-01 → 2026-W53.
    public init(containing date: LocalDate) {
        let thursday = date.adding(days: 4 - date.isoWeekday)
        let dayOfYear = LocalDate(year: thursday.year, month: 1, day: 1).days(until: thursday) + 1
        year = thursday.year
        week = (dayOfYear - 1) / 7 + 1
    }

    /// 53 when the year starts on a Thursday, or on a Wednesday in a leap year; else 52.
    public static func weekCount(of year: Int) -> Int {
        let januaryFirst = LocalDate(year: year, month: 1, day: 1).isoWeekday
        return januaryFirst == 4 || (januaryFirst == 3 && LocalDate.isLeap(year)) ? 53 : 52
    }

    /// The Monday that starts the week. Example: 2026-W01 → 2025-12-29.
    public var monday: LocalDate {
        let januaryFourth = LocalDate(year: year, month: 1, day: 4)
        return januaryFourth.adding(days: 1 - januaryFourth.isoWeekday + 7 * (week - 1))
    }

    /// The Sunday that ends the week.
    public var sunday: LocalDate { monday.adding(days: 6) }

    public func contains(_ date: LocalDate) -> Bool { monday <= date && date <= sunday }

    public var next: IsoWeek { IsoWeek(containing: monday.adding(days: 7)) }
    public var previous: IsoWeek { IsoWeek(containing: monday.adding(days: -7)) }

    public static func < (lhs: IsoWeek, rhs: IsoWeek) -> Bool { (lhs.year, lhs.week) < (rhs.year, rhs.week) }

    /// `2026-W05`.
    public var description: String { "\(year.zeroPadded(4))-W\(week.zeroPadded(2))" }

    /// Parses `YYYY-Www` (the `W` in either case); nil for anything else, including 2026-W53.
    public static func parse(_ text: String) -> IsoWeek? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 3, parts[1].first == "W" || parts[1].first == "w",
            let year = Int.strictDigits(parts[0]), let week = Int.strictDigits(parts[1].dropFirst()),
            (1900...9999).contains(year)
        else { return nil }
        return IsoWeek(year: year, week: week)
    }
}
