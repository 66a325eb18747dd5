import CommandKit
import Model
import Shared

/// The goals, one row each: confirmed of target, achievement, a progress bar and the pace.
struct GoalListScreen {
    let goals: [SavingsGoalDetails]
    /// Terminal width and colours (plain in tests).
    var style: ScreenStyle = .plain

    func render() -> String {
        guard !goals.isEmpty else { return "No goals yet. Create one with `goal new NAME --target AMOUNT --by YYYY-MM-DD`." }
        let rows = goals.map { details in
            let progress = details.progress
            let head = ["#\(details.goal.id)", details.goal.name, details.goal.status.rawValue]
            // Without a target there is nothing to be done of, nor a pace: the row says so once.
            guard let target = details.goal.target else { return head + [progress.confirmed.formatted + " / no target"] }
            return head + [
                progress.confirmed.formatted + " / " + target.formatted,
                progress.achievementPercent.map { "\($0) %" } ?? "-",
                GoalText.bar(progress.achievementPercent),
                GoalText.pace(progress),
            ]
        }
        return TextTable(
            header: ["#", "Goal", "Status", "Confirmed / target", "Done", "Progress", "Pace"],
            rows: rows, rightAligned: [3, 4]
        ).render(maxWidth: style.width, styler: style.styler)
    }
}
