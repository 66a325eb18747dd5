/// Where the user can be in the savings goals feature.
public enum SavingsGoalDestination: Hashable, Sendable {
    case list
    case details(goalID: Int64)
}
