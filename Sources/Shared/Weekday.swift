/// A day of the week, numbered as ISO 8601 does (Monday 1 … Sunday 7); a locale's weeks start on one.
/// Example: 2026-11-26 is a Thursday (4); its week starts on Monday 2026-11-23, or on Sunday
/// 2026-11-22 where weeks start on Sunday (en-US).
public enum Weekday: Int, Sendable, CaseIterable, CustomStringConvertible {
    case monday = 1
    case tuesday
    case wednesday
    case thursday
    case friday
    case saturday
    case sunday

    /// `Monday`.
    public var description: String {
        ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"][rawValue - 1]
    }
}
