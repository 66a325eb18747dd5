import Shared

/// A line name across months: its points by month (nil where the month has no such line), the
/// sums, the difference planned − consumed and how many months went over.
public struct PlanRow: Sendable, Equatable {
    public var name: String
    public var kind: Kind
    public var points: [PlanPoint?]
    public var planned: Money
    public var consumed: Money
    public var overrunMonths: Int

    public init(name: String, kind: Kind, points: [PlanPoint?], planned: Money, consumed: Money, overrunMonths: Int) {
        self.name = name
        self.kind = kind
        self.points = points
        self.planned = planned
        self.consumed = consumed
        self.overrunMonths = overrunMonths
    }

    /// Planned − consumed: what is left (negative: overspent). Example: 600 planned, 650 consumed → -50.
    public var difference: Money { planned - consumed }
}
