import CommandKit
import Model
import Shared

/// One goal: every figure of Docs/Domain.md §8, then its plan timeline, one row per period, and its
/// planned withdrawals.
struct GoalDetailsScreen {
    let details: SavingsGoalDetails
    /// Terminal width and colours (plain in tests).
    var style: ScreenStyle = .plain

    func render() -> String {
        let goal = details.goal
        let progress = details.progress
        var out = "Goal '\(goal.name)' #\(goal.id) (\(goal.status.rawValue)): \(GoalText.aim(goal))\n"
        out += "Counted from \(progress.calendar.anchor); initial amount \(goal.initialAmount.formatted)\n"
        out += "Confirmed \(progress.confirmed.formatted)"
        if let percent = progress.achievementPercent { out += " (\(percent) %) \(GoalText.bar(percent))" }
        // Each line of figures breaks between figures on a narrow terminal, never inside one.
        let fit = { (parts: [String]) in SeparatedLine.fit(parts, width: style.width) }
        out +=
            "\n"
            + fit([
                "Planned so far \(progress.plannedCumulative.formatted)", "confirmed by lines \(progress.linesConfirmed.formatted)",
                "withdrawn \(progress.withdrawn.formatted)",
            ]) + "\n"
        var months = ["Months past \(progress.calendar.monthsPast)"]
        if let remaining = progress.monthsRemaining, let window = progress.calendar.windowMonths {
            months.append("remaining \(remaining) (of \(window))")
        }
        months.append("pace \(progress.pace.rounded(.halfUp).formatted)/month")
        months.append("confirmed pace \(progress.confirmedPace.rounded(.halfUp).formatted)/month")
        out += fit(months) + "\n"
        var verdict: [String] = []
        if let required = GoalText.required(details) { verdict.append(required) }
        if let projected = progress.projected { verdict.append("projected \(projected.formatted) at the deadline") }
        verdict.append("pace: \(GoalText.pace(progress))")
        verdict.append("gap to plan \(GoalText.gap(details))")
        verdict.append("estimated completion \(GoalText.completion(details))")
        verdict[0] = verdict[0].firstCapitalized
        out += fit(verdict)
        if progress.suggestCompletion == true {
            out += "\nThe target is reached: `goal complete \(Tokenizer.quoted(goal.name))` marks it done."
        }
        // A "To withdraw" column only when planned withdrawals still take something out.
        let toWithdraw = details.plan.rows.contains { $0.plannedWithdrawalAmount != .zero }
        let outlook = details.outlook
        let rows = details.plan.rows.map { row in
            [
                row.month.description, GoalText.state(row, outlook) + (row.isLocked ? "" : row.isOpen ? " (open)" : ""),
                GoalText.planned(row, outlook).formatted, row.confirmedAmount.formatted, row.withdrawnAmount.formatted,
            ]
                + (toWithdraw ? [row.plannedWithdrawalAmount == .zero ? "" : row.plannedWithdrawalAmount.formatted] : [])
                + [row.confirmedCumulative.formatted]
        }
        // On a narrow screen the withdrawals go first, then the running sum and the state: what was planned and confirmed stays.
        var table = TextTable(
            columns: [
                .fixedLeft("Month"), .left("State").leftOutToFit(4), .right("Planned"), .right("Confirmed"),
                .right("Withdrawn").leftOutToFit(1),
            ] + (toWithdraw ? [.right("To withdraw").leftOutToFit(2)] : []) + [.right("Cumulative").leftOutToFit(3)])
        for row in rows { table.addRow(row) }
        out += "\n\n" + style.fitted(table)
        return out + PlannedWithdrawalList(details: details).render()
    }
}
