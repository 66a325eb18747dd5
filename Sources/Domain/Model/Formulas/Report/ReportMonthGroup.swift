import Shared

/// One group's total in one budget month (a point of a trend).
public struct ReportMonthGroup: Sendable, Equatable {
    public var month: YearMonth
    public var group: ReportGroup

    public init(month: YearMonth, group: ReportGroup) {
        self.month = month
        self.group = group
    }
}
