import Shared

/// An exact amount per month, total / months, kept as a fraction so no cent is lost; it is
/// rounded only when printed. Example: 5000.00 / 6 → 833.33 down, 833.34 up.
public struct MonthlyRate: Sendable, Equatable {
    public let total: Money
    /// At least 1 (smaller values are read as 1).
    public let months: Int

    public init(total: Money, months: Int) {
        self.total = total
        self.months = max(1, months)
    }

    /// The rate rounded with `rule` to the cent.
    public func rounded(_ rule: Rounding.Rule) -> Money {
        Money(cents: Rounding.divide(total.cents, times: 1, by: Int64(months), rule))
    }

    /// Rounded up to the cent: paying this each month reaches the total.
    public var roundedUp: Money { rounded(.up) }

    /// For display only.
    public var value: Double { Double(total.cents) / Double(months) / Double(MoneyRules.current.scale) }
}
