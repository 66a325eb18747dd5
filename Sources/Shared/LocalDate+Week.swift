extension LocalDate {
    /// The day of the week of this date.
    public var weekday: Weekday { Weekday(rawValue: isoWeekday) ?? .monday }

    /// The first day of the week holding this date, for weeks starting on `first`: this date or
    /// up to six days before. Example: 2026-11-26 (Thursday) → 2026-11-23 with Monday, 2026-11-22
    /// with Sunday; 2026-11-22 (Sunday) → itself with Sunday, 2026-11-16 with Monday.
    public func startOfWeek(first: Weekday) -> LocalDate {
        adding(days: -(isoWeekday - first.rawValue).floorMod(7))
    }
}
