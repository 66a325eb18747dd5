import Shared

/// Where the user can be in the budgets feature.
public enum BudgetDestination: Hashable, Sendable {
    case list
    case details(YearMonth)
}
