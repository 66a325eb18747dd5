import Shared

/// A goal's plan timeline with what simulation and redistribution need besides the rows.
public struct GoalPlan: Sendable, Equatable {
    public let calendar: GoalCalendar
    public let target: Money?
    public let initialAmount: Money
    /// What the goal holds before the first row: the initial amount, plus what confirmed lines
    /// from the anchor on and withdrawals did in periods cut off by the 120-row cap.
    public let openingAmount: Money
    public let rows: [GoalPlanRow]

    public init(calendar: GoalCalendar, target: Money?, initialAmount: Money, openingAmount: Money? = nil, rows: [GoalPlanRow]) {
        self.calendar = calendar
        self.target = target
        self.initialAmount = initialAmount
        self.openingAmount = openingAmount ?? initialAmount
        self.rows = rows
    }

    /// The row of `month`, if the timeline has one.
    public func row(_ month: YearMonth) -> GoalPlanRow? { rows.first { $0.month == month } }
}
