/// The user's locale's rules for dates on screens: the format dates print in (`26.11.2026` in
/// de-DE, `11/26/2026` in en-US) and the day weeks start on (Monday, Sunday in en-US). JSON, CSV
/// and journals never use them: they write ISO dates. Unbound, or when neither the settings nor the
/// environment name a locale, screens print ISO dates and weeks start on Monday (ISO 8601).
///
/// The session binds them for each command, beside `MoneyRules`; a task-local value, so two
/// sessions (or two tests) in one process never see each other's. Formulas take the first weekday
/// as a parameter; commands pass `DateRules.current.firstWeekday`.
public struct DateRules: Sendable, Equatable {
    /// The format screens print dates in; nil: ISO (`2026-11-26`).
    public let format: DateFormat?
    /// The day every week starts on: round-ups, the dashboard's week, `report --period week`.
    public let firstWeekday: Weekday

    public init(format: DateFormat?, firstWeekday: Weekday) {
        self.format = format == .iso ? nil : format
        self.firstWeekday = firstWeekday
    }

    /// ISO dates, weeks from Monday: the rules when no locale is named.
    public static let iso = DateRules(format: nil, firstWeekday: .monday)

    @TaskLocal public static var current = DateRules.iso
}
