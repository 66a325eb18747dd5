import CommandKit
import Domain
import Model
import Shared

/// Words and marks the goal screens share.
enum GoalText {
    static let barWidth = 20

    /// `███████░░░░░░░░░░░░░` for 35 %, the same bars as the other screens; empty without a target.
    static func bar(_ percent: Int?) -> String {
        BarChart.bar(fraction: Double(percent ?? 0) / 100, width: barWidth)
    }

    /// behind / on track / ahead; overdue, paused, or a dash when there is no verdict.
    static func pace(_ progress: GoalProgress) -> String {
        if let status = progress.paceStatus { return status == .onTrack ? "on track" : status.rawValue }
        if progress.isOverdue { return "overdue" }
        return "-"
    }

    /// `12'000.00 by 2026-12-15`, `12'000.00`, `no target`.
    static func aim(_ goal: SavingsGoal) -> String {
        let target = goal.target.map { "target \($0.formatted)" } ?? "no target"
        return target + (goal.targetDate.map { " by \($0)" } ?? "")
    }
}
