import Shared

/// One group over consecutive months: its amount each month, their total and average, the total
/// of the same number of months before, and the change between the two in basis points (nil when
/// nothing was spent before).
public struct TrendRow: Sendable, Equatable {
    public var label: String
    public var values: [Money]
    public var total: Money
    public var average: Money
    public var previousTotal: Money
    public var changeBasisPoints: Int?

    public init(label: String, values: [Money], total: Money, average: Money, previousTotal: Money, changeBasisPoints: Int?) {
        self.label = label
        self.values = values
        self.total = total
        self.average = average
        self.previousTotal = previousTotal
        self.changeBasisPoints = changeBasisPoints
    }
}
