import CommandKit
import Model
import Shared

/// A simulated plan: each period's contribution and running total, and when the target is reached.
struct GoalPlanScreen {
    let outcome: GoalPlanOutcome
    /// Terminal width and colours (plain in tests).
    var style: ScreenStyle = .plain

    func render() -> String {
        let rows = Dictionary(outcome.plan.rows.map { ($0.month, $0) }, uniquingKeysWith: { first, _ in first })
        let planned = Set(outcome.amounts.map(\.month))
        let table = TextTable(
            header: ["Month", "State", "Planned now", "Plan", "Withdrawals", "Cumulative"],
            rows: outcome.simulation.months.map { month in
                [
                    month.month.description, rows[month.month]?.state.rawValue ?? "",
                    rows[month.month]?.plannedAmount.formatted ?? "", month.amount.formatted + marker(month.month, planned: planned),
                    rows[month.month].map(withdrawals) ?? "", month.cumulative.formatted,
                ]
            },
            rightAligned: [2, 3, 4, 5]
        ).render(maxWidth: style.width, styler: style.styler)
        var out = "Plan for goal '\(outcome.goal.name)'"
        switch outcome.request {
        case .monthly(let amount): out += ": \(amount.formatted) in each open month\n"
        case .redistribute: out += ": what the target needs, spread over the open months\n"
        }
        out += table + "\n* an open month the plan sets"
        if !outcome.fixed.isEmpty { out += " · \(fixedWord): a month you fixed" }
        out += "\n"
        out += "Final amount \(outcome.simulation.finalAmount.formatted)"
        if let target = outcome.plan.target {
            out +=
                outcome.simulation.attainedPeriod.map { " · target \(target.formatted) reached in \($0)" }
                ?? " · target \(target.formatted) not reached"
        }
        if outcome.applied {
            out += "\nApplied: \(outcome.changedLines.count) line\(outcome.changedLines.count == 1 ? "" : "s") set"
            if !outcome.createdBudgets.isEmpty {
                out += "; budgets created from the default template: \(outcome.createdBudgets.map(\.description).joined(separator: ", "))"
            }
            out += "."
        } else if !outcome.amounts.isEmpty {
            out += "\nNothing changed: add --apply to write it onto the open lines."
        }
        return out
    }

    /// `pinned` in a redistribution, `set` in a monthly plan.
    private var fixedWord: String { outcome.request == .redistribute ? "pinned" : "set" }

    private func marker(_ month: YearMonth, planned: Set<YearMonth>) -> String {
        outcome.fixed[month] != nil ? " \(fixedWord)" : planned.contains(month) ? " *" : ""
    }

    /// What the row's withdrawals take out: made ones, then planned ones still due.
    private func withdrawals(_ row: GoalPlanRow) -> String {
        var parts: [String] = []
        if row.withdrawnAmount != .zero { parts.append(row.withdrawnAmount.formatted) }
        if row.plannedWithdrawalAmount != .zero { parts.append(row.plannedWithdrawalAmount.formatted + " planned") }
        return parts.joined(separator: " + ")
    }
}
