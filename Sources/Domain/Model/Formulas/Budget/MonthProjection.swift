import Shared

/// "At this pace you'll finish with X" for the current calendar month (Docs/Domain.md §6.4).
/// Amounts are rounded half-up to the cent for display; `isOnTrack` is decided exactly.
public struct MonthProjection: Sendable, Equatable {
    /// realizedExpenses / dayOfMonth.
    public let dailyRate: Money
    /// available − dailyRate × daysInMonth (computed from the exact rate).
    public let projected: Money
    /// projected ≥ available − budgeted expenses.
    public let isOnTrack: Bool

    public init(dailyRate: Money, projected: Money, isOnTrack: Bool) {
        self.dailyRate = dailyRate
        self.projected = projected
        self.isOnTrack = isOnTrack
    }
}
