/// Where today stands in a budget period: day `day` of `totalDays`, both 1-based.
public struct PeriodDayProgress: Sendable, Equatable {
    public let day: Int
    public let totalDays: Int

    public init(day: Int, totalDays: Int) {
        self.day = day
        self.totalDays = totalDays
    }

    /// Days left, today included: totalDays − day + 1.
    public var daysRemaining: Int { totalDays - day + 1 }
}
