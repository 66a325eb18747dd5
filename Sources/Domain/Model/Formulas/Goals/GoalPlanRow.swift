import Shared

/// One period of a goal's plan timeline (Docs/Domain.md §8.4, plan simulator).
public struct GoalPlanRow: Sendable, Equatable {
    public enum State: String, Sendable, Equatable, CaseIterable {
        /// The period of today.
        case current
        /// A period without any linked line.
        case gap
        case past
        case future
    }

    public let month: YearMonth
    public let state: State
    /// Past, or every line of the row is checked.
    public let isLocked: Bool
    /// anchor ≤ month ≤ deadline.
    public let isContributionEligible: Bool
    public let hasBudget: Bool
    /// A row without line, unlocked and eligible, in a goal with a deadline, whose budget
    /// exists or can be created: a line could be added to it.
    public let isProvisionable: Bool
    /// Unlocked with at least one unchecked line.
    public let isOpen: Bool
    public let plannedAmount: Money
    public let confirmedAmount: Money
    public let withdrawnAmount: Money
    /// What the planned withdrawals of the month still expect to take out.
    public let plannedWithdrawalAmount: Money
    /// Σ planned of the rows from the anchor on, through this row: the plan alone, without the
    /// initial amount or any withdrawal (on the current row, the goal's planned cumulative).
    public let plannedCumulative: Money
    /// initial + Σ confirmed of the rows from the anchor on − Σ withdrawn, through this row.
    public let confirmedCumulative: Money

    public init(
        month: YearMonth, state: State, isLocked: Bool, isContributionEligible: Bool, hasBudget: Bool,
        isProvisionable: Bool, isOpen: Bool, plannedAmount: Money, confirmedAmount: Money, withdrawnAmount: Money,
        plannedWithdrawalAmount: Money, plannedCumulative: Money, confirmedCumulative: Money
    ) {
        self.month = month
        self.state = state
        self.isLocked = isLocked
        self.isContributionEligible = isContributionEligible
        self.hasBudget = hasBudget
        self.isProvisionable = isProvisionable
        self.isOpen = isOpen
        self.plannedAmount = plannedAmount
        self.confirmedAmount = confirmedAmount
        self.withdrawnAmount = withdrawnAmount
        self.plannedWithdrawalAmount = plannedWithdrawalAmount
        self.plannedCumulative = plannedCumulative
        self.confirmedCumulative = confirmedCumulative
    }

    /// Eligible and either open or provisionable: a plan may set its amount.
    public var isContributive: Bool { isContributionEligible && (isOpen || isProvisionable) }
}
