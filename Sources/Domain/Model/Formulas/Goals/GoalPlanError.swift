import Shared

/// Why a goal plan cannot be simulated or redistributed; messages say what to do.
public enum GoalPlanError: UserFacingError, Equatable, Sendable {
    case noTarget
    /// A month of the goal with no open linked line, and none that can be provisioned for it.
    case notContributive(YearMonth)
    /// A month before the current one: a plan changes only this month and those to come.
    case pastMonth(YearMonth)
    /// A month whose linked lines are all checked: what it put in is seen on the statement.
    case checkedMonth(YearMonth)
    /// A month before the goal's start or after its deadline.
    case outsideGoal(YearMonth)
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
            return "\(month) has no open line for this goal to take a contribution: add one with "
                + "`line add saving NAME AMOUNT --goal GOAL --budget \(month)`"
        case .pastMonth(let month):
            return "\(month) is past: a plan changes only the current month and the months after it"
        case .checkedMonth(let month):
            return "\(month)'s lines for this goal are all checked: uncheck one (`line uncheck NAME --budget \(month)`) to change "
                + "what the month puts in"
        case .outsideGoal(let month):
            return "\(month) is outside the goal's months (from its start through its deadline)"
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
