import Shared

/// Why a goal plan cannot be simulated or redistributed; messages say what to do.
public enum GoalPlanError: UserFacingError, Equatable, Sendable {
    case noTarget
    case notContributive(YearMonth)
    case noContributiveMonth
    /// Every contributive month is pinned: nothing is left to spread the rest over.
    case everyMonthPinned
    /// A month without line, without budget and without a default template to create one from.
    case unprovisionable(YearMonth)

    public var message: String {
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
            return "\(month) has no line and no budget can be created for it (it has no budget and there is no default "
                + "template): create it with `budget new \(month)`, or make a template the default with `template default NAME`"
        }
    }
}
