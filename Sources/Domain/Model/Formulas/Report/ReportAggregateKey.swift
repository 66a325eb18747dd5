/// Where a transaction is counted in the stored per-budget totals: its budget, kind and
/// either its category (`""` for none) or its line id (`0` for a free transaction).
public struct ReportAggregateKey: Sendable, Hashable, Comparable {
    public var budgetID: Int64
    public var kind: Kind
    public var group: String

    public init(budgetID: Int64, kind: Kind, group: String) {
        self.budgetID = budgetID
        self.kind = kind
        self.group = group
    }

    public static func < (lhs: ReportAggregateKey, rhs: ReportAggregateKey) -> Bool {
        (lhs.budgetID, lhs.kind.rawValue, lhs.group) < (rhs.budgetID, rhs.kind.rawValue, rhs.group)
    }
}
