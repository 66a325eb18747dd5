import Shared

/// What the transactions of one line consumed (Docs/Domain.md §5.4): every allocated transaction
/// counts, whatever its kind or check state.
public struct LineConsumption: Sendable, Equatable {
    public let lineID: Int64
    /// The line's planned amount.
    public let planned: Money
    /// Σ of the transactions allocated to the line.
    public let allocated: Money

    public init(lineID: Int64, planned: Money, allocated: Money) {
        self.lineID = lineID
        self.planned = planned
        self.allocated = allocated
    }

    /// planned − allocated; negative when the line is overrun. Example: 600 − 650 → −50.
    public var available: Money { planned - allocated }

    /// allocated / planned × 100 in hundredths of a percent, half-up; 0 when planned is 0.
    /// Example: 650 of 600 → 10833 (108.33 %).
    public var percentageBasisPoints: Int64 {
        guard planned.cents > 0 else { return 0 }
        return Rounding.divide(allocated.cents, times: 10_000, by: planned.cents, .halfUp)
    }

    /// allocated / planned × 100 for display; 0 when planned is 0.
    public var percentage: Double {
        guard planned.cents > 0 else { return 0 }
        return Double(allocated.cents) / Double(planned.cents) * 100
    }

    /// percentage > 100, decided exactly: 600.01 of 600 is over, 600 of 600 is not.
    public var isOverBudget: Bool { planned.cents > 0 && allocated > planned }

    /// 80 ≤ percentage ≤ 100, decided exactly: 480 and 600 of 600 are near, 479.99 is not.
    public var isNearLimit: Bool {
        guard planned.cents > 0, allocated <= planned else { return false }
        return Int128(allocated.cents) * 5 >= Int128(planned.cents) * 4
    }

    /// How far the line is over its amount, 0 when it is not: max(0, allocated − planned).
    public var overrun: Money { max(.zero, allocated - planned) }
}
