import Model
import Shared

/// The JSON of planned withdrawals, as `goal show`, `goal plan` and `goal withdraw --planned` print them.
extension SavingsGoalDetails {
    /// `{"id", "goal", "month", "amount", "realized", "remaining", "state"}`: `realized` is what
    /// real withdrawals made against it took, `remaining` is max(0, amount − realized), and only
    /// a `due` one is counted by the projection and plans.
    public func json(of planned: PlannedWithdrawal) -> JSONValue {
        let realized = snapshot.realizedAmount(of: planned)
        return .object([
            ("id", .int(planned.id)), ("goal", .int(goal.id)), ("month", .string(planned.month.description)),
            ("amount", planned.amount.json), ("realized", realized.json), ("remaining", max(.zero, planned.amount - realized).json),
            ("state", .string(state(of: planned).rawValue)),
        ])
    }

    /// Every planned withdrawal of the goal, by month.
    public var plannedWithdrawalsJSON: JSONValue { .array(snapshot.plannedWithdrawals.map(json(of:))) }
}
