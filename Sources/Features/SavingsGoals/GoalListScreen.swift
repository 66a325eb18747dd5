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
        // On a narrow screen the id goes first, then the status, the bar, the percentage and the pace.
        var table = TextTable(columns: [
            .fixedLeft("#").leftOutToFit(1), .left("Goal"), .left("Status").leftOutToFit(2), .right("Confirmed / target"),
            .right("Done").leftOutToFit(4), .fixedLeft("Progress").leftOutToFit(3), .left("Pace").leftOutToFit(5),
        ])
        for row in rows { table.addRow(row) }
        return style.fitted(table)
    }
}
