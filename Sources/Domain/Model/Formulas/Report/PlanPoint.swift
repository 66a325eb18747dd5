import Shared

/// One budget line in one month: what was planned and what its transactions consumed.
public struct PlanPoint: Sendable, Equatable {
    public var month: YearMonth
    /// The case-folded name that joins a line across months.
    public var key: String
    public var name: String
    public var kind: Kind
    public var planned: Money
    public var consumed: Money

    public init(month: YearMonth, key: String, name: String, kind: Kind, planned: Money, consumed: Money) {
        self.month = month
        self.key = key
        self.name = name
        self.kind = kind
        self.planned = planned
        self.consumed = consumed
    }

    /// True when the transactions went past the plan (§5.4: consumed > planned).
    public var isOverrun: Bool { consumed > planned }
}
