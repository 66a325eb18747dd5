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

extension GoalWithdrawal {
    /// The withdrawals from goal `goalID` among one budget's transactions: free incomes whose
    /// source is the goal; `realizing` maps a transaction id to the planned withdrawal it realizes.
    /// Example: a free income of 200 with sourceGoalID 3 → one withdrawal of 200.
    public static func withdrawals(
        from goalID: Int64, transactions: [Transaction], month: YearMonth, realizing: [Int64: Int64] = [:]
    ) -> [GoalWithdrawal] {
        transactions.filter { $0.isFree && $0.kind == .income && $0.sourceGoalID == goalID }
            .map { GoalWithdrawal(month: month, amount: $0.amount, plannedWithdrawalID: realizing[$0.id]) }
    }
}
