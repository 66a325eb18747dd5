import Shared

/// The expenses of a stretch of days (a week, or a date through today) with their round-ups.
public struct RoundupSummary: Sendable, Equatable {
    /// The week listed; nil for a `--since` listing.
    public let week: Week?
    public let from: LocalDate
    public let to: LocalDate
    public let unit: RoundupUnit
    /// By date, then id.
    public let items: [RoundupItem]

    public init(week: Week?, from: LocalDate, to: LocalDate, unit: RoundupUnit, items: [RoundupItem]) {
        self.week = week
        self.from = from
        self.to = to
        self.unit = unit
        self.items = items
    }

    public var total: Money { items.sum(of: \.roundUp) }
}
