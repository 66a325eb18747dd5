import Shared

/// How `goal plan` fills the open months: the same amount each month, or what the target
/// still needs spread over them.
public enum GoalPlanRequest: Sendable, Equatable {
    case monthly(Money)
    case redistribute
}
