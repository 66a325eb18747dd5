import CommandKit
import Model
import Shared

/// A goal's planned withdrawals under its timeline or plan: id, month, amount, what real
/// withdrawals took from it and whether plans count it. Empty when there are none.
struct PlannedWithdrawalList {
    let details: SavingsGoalDetails

    func render() -> String {
        let planned = details.snapshot.plannedWithdrawals
        guard !planned.isEmpty else { return "" }
        var out = "\n\nPlanned withdrawals (`goal withdraw remove #ID` drops one):"
        for item in planned {
            let realized = details.snapshot.realizedAmount(of: item)
            out += "\n  #\(item.id)  \(item.month)  \(item.amount.formatted)"
            if realized != .zero { out += "  \(realized.formatted) already withdrawn" }
            out += "  " + Self.describe(details.state(of: item))
        }
        return out
    }

    static func describe(_ state: PlannedWithdrawalState) -> String {
        switch state {
        case .due: "due"
        case .realized: "done"
        case .lapsed: "lapsed (its month is past)"
        case .afterDeadline: "after the deadline (not counted)"
        case .beforeStart: "before the goal starts (not counted)"
        }
    }
}
