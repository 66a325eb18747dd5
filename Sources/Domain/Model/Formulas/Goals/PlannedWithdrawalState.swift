import Shared

/// Where a planned withdrawal stands in a goal's plan on a given day: only a
/// `due` one is counted by the projection, the simulator and redistribution.
public enum PlannedWithdrawalState: String, Sendable, Equatable, CaseIterable {
    /// Still expected: its month is between the start of the months to come and the deadline,
    /// and real withdrawals have not covered it.
    case due
    /// Real withdrawals pointing at it cover its amount.
    case realized
    /// Its period is past: it lapsed.
    case lapsed
    /// Its month is after the deadline: ignored.
    case afterDeadline
    /// Its month is before the goal starts counting: ignored.
    case beforeStart

    /// Lapsed before the current period, ignored beyond the deadline or before the anchor,
    /// realized when max(0, planned − Σ real withdrawals pointing at it) is 0, due otherwise.
    /// Example: 400 planned for 2026-09 in a goal due 2026-12, seen in 2026-06, with 150 already
    /// withdrawn against it → due (250 remaining); seen in 2026-10 → lapsed.
    public static func of(_ planned: PlannedWithdrawal, in snapshot: SavingsGoalSnapshot, calendar: GoalCalendar) -> Self {
        if planned.month < calendar.current { return .lapsed }
        if let target = calendar.target, planned.month > target { return .afterDeadline }
        if planned.month < calendar.remainingStart { return .beforeStart }
        return snapshot.remainingAmount(of: planned, current: calendar.current).cents > 0 ? .due : .realized
    }
}
