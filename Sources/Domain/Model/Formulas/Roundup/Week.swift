import Shared

/// Seven days from the user's first weekday, named like the ISO week holding its Thursday (the ISO
/// week it shares most days with), so that Monday weeks are exactly ISO weeks.
/// Example: with Monday, 2026-W48 is 2026-11-23 … 2026-11-29; with Sunday (en-US), 2026-W48 is
/// 2026-11-22 … 2026-11-28, and 2026-11-22 itself (a Sunday) is in it.
public struct Week: Sendable, Hashable, CustomStringConvertible {
    /// The ISO week the name comes from.
    public let number: IsoWeek
    /// The first day: the `firstWeekday` on or before `number`'s Thursday.
    public let first: LocalDate

    /// The week named `number`, starting on `firstWeekday`.
    public init(_ number: IsoWeek, firstWeekday: Weekday) {
        self.number = number
        first = number.monday.adding(days: 3).startOfWeek(first: firstWeekday)
    }

    /// The week holding `date`, starting on `firstWeekday`. Example: 2026-11-26 → 2026-11-23 …
    /// 2026-11-29 with Monday, 2026-11-22 … 2026-11-28 with Sunday (both 2026-W48).
    public init(containing date: LocalDate, firstWeekday: Weekday) {
        first = date.startOfWeek(first: firstWeekday)
        number = IsoWeek(containing: first.adding(days: (Weekday.thursday.rawValue - first.isoWeekday).floorMod(7)))
    }

    /// The last day, six after the first.
    public var last: LocalDate { first.adding(days: 6) }

    public var days: ClosedRange<LocalDate> { first...last }

    public var firstWeekday: Weekday { first.weekday }

    /// `2026-W48`.
    public var description: String { number.description }
}
