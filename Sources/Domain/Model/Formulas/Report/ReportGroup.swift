import Shared

/// One group of a report before shares: its key (nil for transactions without one, shown
/// as "(none)", or "free" without a line), the shown label, the sum of its transactions and how many there are.
public struct ReportGroup: Sendable, Equatable {
    public var key: String?
    public var label: String
    public var amount: Money
    public var count: Int

    public init(key: String?, label: String? = nil, amount: Money, count: Int) {
        self.key = key
        self.label = label ?? key ?? ReportGroup.noneLabel
        self.amount = amount
        self.count = count
    }

    /// The label of the group of transactions with no category (or another group they lack).
    public static let noneLabel = "(none)"
    /// The label of the group of transactions with no line: free transactions, as `tx list` says.
    public static let freeLabel = "free"
    /// The label of the row that sums the groups left out by `--top`.
    public static let othersLabel = "(others)"
}
