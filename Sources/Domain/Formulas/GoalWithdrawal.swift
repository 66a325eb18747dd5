import Shared

/// Money taken out of a goal: a free income drawn from it, in the budget month `month`.
/// `plannedWithdrawalID` names the planned withdrawal it realizes, if any.
public struct GoalWithdrawal: Sendable, Equatable {
    public let month: YearMonth
    public let amount: Money
    public let plannedWithdrawalID: Int64?

    public init(month: YearMonth, amount: Money, plannedWithdrawalID: Int64? = nil) {
        self.month = month
        self.amount = amount
        self.plannedWithdrawalID = plannedWithdrawalID
    }
}
