import Shared

/// A goal's plan timeline with what simulation and redistribution need besides the rows.
public struct GoalPlan: Sendable, Equatable {
    public let calendar: GoalCalendar
    public let target: Money?
    public let initialAmount: Money
    public let rows: [GoalPlanRow]

    public init(calendar: GoalCalendar, target: Money?, initialAmount: Money, rows: [GoalPlanRow]) {
        self.calendar = calendar
        self.target = target
        self.initialAmount = initialAmount
        self.rows = rows
    }

    /// The row of `month`, if the timeline has one.
    public func row(_ month: YearMonth) -> GoalPlanRow? { rows.first { $0.month == month } }
}
