import CommandKit
import Model
import Shared

/// A goal as one page: the key figures of `goal show`, then month by month what the goal holds
/// (columns, through today's period) against its plan (a line: the initial amount plus what the
/// lines that feed it plan, cumulated) and the target (a dashed level), then the plan timeline.
/// Example: initial 100, lines of 300 a month from 2026-01, 300 confirmed in January, target
/// 1000 → January: saved 400, plan 400; February: plan 700; March: plan 1000, on the target.
enum GoalHTML {
    static let green = "#4caf50"
    static let dark = "#37474f"

    static func render(_ details: SavingsGoalDetails) -> String {
        let goal = details.goal
        let progress = details.progress
        var figures: [HTMLPage.Figure] = [
            .init(
                "Saved" + (progress.achievementPercent.map { " (\($0) %)" } ?? ""), progress.confirmed.plainDecimal,
                tone: progress.confirmed.isNegative ? "bad" : "good"),
            .init("Target", goal.target?.plainDecimal ?? "none"),
            .init("Planned so far", progress.plannedCumulative.plainDecimal),
            .init("Withdrawn", progress.withdrawn.plainDecimal),
            .init("Pace", "\(progress.pace.rounded(.halfUp).plainDecimal)/month"),
        ]
        if let required = GoalText.requiredRate(details) { figures.append(.init("Required", required)) }
        if let projected = progress.projected { figures.append(.init("Projected at the deadline", projected.plainDecimal)) }
        let verdict = GoalText.pace(progress)
        figures += [
            .init("Verdict", verdict, tone: progress.paceStatus == .behind ? "warn" : ""),
            .init("Gap to plan", GoalText.gap(details)),
            .init("Estimated completion", GoalText.completion(details)),
        ]
        let rows = details.plan.rows
        var content = HTMLPage.figures(figures, hero: true)
        if rows.isEmpty {
            content += HTMLPage.paragraph("No month to draw yet.")
        } else {
            content += HTMLPage.heading("Saved against the plan") + chart(details)
            var legend: [(name: String, colour: String)] = [("saved (through \(progress.calendar.current))", green), ("plan", dark)]
            if goal.target != nil { legend.append(("target", SVGBarChart.red)) }
            content += HTMLPage.legend(legend)
            content += HTMLPage.table(
                [
                    .left("Month"), .left("State"), .right("Planned"), .right("Confirmed"), .right("Withdrawn"), .right("Plan"),
                    .right("Saved"),
                ],
                rows: rows.map { row in
                    [
                        row.month.description, GoalText.state(row, details.outlook), GoalText.planned(row, details.outlook).plainDecimal,
                        row.confirmedAmount.plainDecimal, row.withdrawnAmount.plainDecimal, plan(row, in: details).plainDecimal,
                        row.confirmedCumulative.plainDecimal,
                    ]
                })
            content += HTMLPage.paragraph(
                "Plan = initial amount + what the goal's lines plan, and the default template in the months without a budget yet, month after month; saved = initial amount + confirmed - withdrawn.",
                note: true)
        }
        return HTMLPage.render(
            title: "Goal \(goal.name)",
            subtitle: "\(GoalText.aim(goal)) · \(goal.status.rawValue) · counted from \(progress.calendar.anchor)",
            content: content)
    }

    /// What the plan says the goal holds at the end of `row`'s month: the initial amount, every
    /// planned amount through it, and what the default template will put in the months through it
    /// that have no budget yet (Docs/Domain.md §8.7). Example: 375 a month, 2026-11 budgeted, the
    /// template's 375 from 2026-12 → 375, 750, … 3000 in 2027-06.
    static func plan(_ row: GoalPlanRow, in details: SavingsGoalDetails) -> Money {
        let fromTemplate = details.outlook.fromTemplate.filter { $0.key <= row.month }.values.sum(of: { $0 })
        return details.plan.initialAmount + row.plannedCumulative + fromTemplate
    }

    /// The timeline: saved as columns through today's period, the plan as a line, the target as a level; today's month marked.
    static func chart(_ details: SavingsGoalDetails) -> String {
        let rows = details.plan.rows
        let current = details.progress.calendar.current
        let levels =
            details.goal.target.map { [SVGColumnChart.Level("target", colour: SVGBarChart.red, amount: $0, label: "target")] } ?? []
        return SVGColumnChart(
            title: "What \(details.goal.name) holds month by month against its plan",
            labels: rows.map(\.month.description), labelEvery: max(1, (rows.count + 5) / 6),
            columns: [.init("saved", colour: green, values: rows.map { $0.month <= current ? $0.confirmedCumulative : nil })],
            lines: [.init("plan", colour: dark, values: rows.map { plan($0, in: details) })],
            levels: levels,
            marked: rows.firstIndex { $0.month == current }
        ).render()
    }
}
