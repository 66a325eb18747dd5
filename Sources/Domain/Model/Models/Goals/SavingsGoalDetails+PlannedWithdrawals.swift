import Shared

extension SavingsGoalDetails {
    /// Where `planned` stands in the goal's plan today.
    public func state(of planned: PlannedWithdrawal) -> PlannedWithdrawalState {
        PlannedWithdrawalState.of(planned, in: snapshot, calendar: progress.calendar)
    }
}
