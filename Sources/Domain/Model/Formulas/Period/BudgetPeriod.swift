import Shared

/// The days of one budget's period, both ends included.
public struct BudgetPeriod: Sendable, Equatable {
    public let month: YearMonth
    public let start: LocalDate
    public let end: LocalDate

    public init(month: YearMonth, start: LocalDate, end: LocalDate) {
        self.month = month
        self.start = start
        self.end = end
    }

    /// Number of days in the period.
    public var dayCount: Int { start.days(until: end) + 1 }

    public func contains(_ date: LocalDate) -> Bool { start <= date && date <= end }
}
