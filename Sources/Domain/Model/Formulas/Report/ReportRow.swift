import Shared

/// One row of a report: a group with its share of the total in basis points (1 % = 100).
public struct ReportRow: Sendable, Equatable {
    public var group: ReportGroup
    public var shareBasisPoints: Int

    public init(group: ReportGroup, shareBasisPoints: Int) {
        self.group = group
        self.shareBasisPoints = shareBasisPoints
    }

    public var label: String { group.label }
    public var amount: Money { group.amount }
    public var count: Int { group.count }
}
