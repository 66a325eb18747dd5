/// Where the user can be in the current-month feature.
public enum CurrentMonthDestination: Hashable, Sendable {
    case dashboard
}
