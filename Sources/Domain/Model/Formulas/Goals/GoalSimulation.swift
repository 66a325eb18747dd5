import Shared

/// The outcome of simulating a plan: one amount per row, the running total, and the first
/// period where the target is reached (nil when the final total misses it).
public struct GoalSimulation: Sendable, Equatable {
    /// The simulated contribution and running total of each row, in row order.
    public let months: [Month]
    public let finalAmount: Money
    public let attainedPeriod: YearMonth?

    public struct Month: Sendable, Equatable {
        public let month: YearMonth
        public let amount: Money
        public let cumulative: Money

        public init(month: YearMonth, amount: Money, cumulative: Money) {
            self.month = month
            self.amount = amount
            self.cumulative = cumulative
        }
    }

    public init(months: [Month], finalAmount: Money, attainedPeriod: YearMonth?) {
        self.months = months
        self.finalAmount = finalAmount
        self.attainedPeriod = attainedPeriod
    }
}
