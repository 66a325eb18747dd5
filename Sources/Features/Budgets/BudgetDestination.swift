import Shared

/// Where the user can be in the budgets feature.
public enum BudgetDestination: Hashable, Sendable {
    case list
    case details(YearMonth)
    /// One line of the budget of `month` (`open line`).
    case line(lineID: Int64, month: YearMonth)
}
