import Shared

/// Why a goal plan cannot be simulated or redistributed; messages say what to do.
public enum GoalPlanError: Error, Equatable, Sendable, CustomStringConvertible {
    case noTarget
    case notContributive(YearMonth)
    case noContributiveMonth
    /// Every contributive month is pinned: nothing is left to spread the rest over.
    case everyMonthPinned
    case unprovisionable(YearMonth)

    public var description: String {
        switch self {
        case .noTarget:
            return "the goal has no target: set one before redistributing"
        case .notContributive(let month):
            return "\(month) cannot take a contribution: it is locked, outside the goal's dates, or has no open line"
        case .noContributiveMonth:
            return "no open month is left before the deadline to spread the rest over"
        case .everyMonthPinned:
            return "every open month is pinned: leave at least one unpinned to take the rest"
        case .unprovisionable(let month):
            return "\(month) has no line and no budget can be created for it: create the budget first"
        }
    }
}
