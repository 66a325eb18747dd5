import Shared

/// A week whose round-ups were moved into a goal, as a checked saving line; a week moves once.
public struct RoundupMove: Sendable, Equatable {
    public let week: Week
    public let goalID: Int64?
    public let lineID: Int64
    public let unit: RoundupUnit
    public let amount: Money
    /// The day (pulpe's today) it was moved.
    public let movedOn: LocalDate

    public init(week: Week, goalID: Int64?, lineID: Int64, unit: RoundupUnit, amount: Money, movedOn: LocalDate) {
        self.week = week
        self.goalID = goalID
        self.lineID = lineID
        self.unit = unit
        self.amount = amount
        self.movedOn = movedOn
    }
}
