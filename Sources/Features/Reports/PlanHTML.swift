import CommandKit
import Model
import Shared

/// Planned against consumed as one page: two bars per line (planned, then consumed, red when it
/// went past the plan) and the table with the months as columns, as `report plan` prints them on
/// a wide terminal.
enum PlanHTML {
    static func render(_ plan: PlanDocument) -> String {
        let title = "Planned vs consumed"
        let subtitle = "\(plan.months.lowerBound) – \(plan.months.upperBound)"
        guard !plan.rows.isEmpty else {
            return HTMLPage.render(title: title, subtitle: subtitle, content: HTMLPage.paragraph("No budget lines."))
        }
        let chart = SVGBarChart(
            title: title,
            groups: plan.rows.map { row in
                .init(
                    label: row.name,
                    bars: [
                        .init(row.planned, fill: SVGBarChart.grey, name: "planned"),
                        .init(row.consumed, fill: row.consumed > row.planned ? SVGBarChart.red : SVGBarChart.blue, name: "consumed"),
                    ])
            })
        let table = HTMLPage.table(
            [.left("Line"), .left("Kind")] + plan.monthList.map { .right($0.description) }
                + [.right("Planned"), .right("Consumed"), .right("Difference"), .right("Months over")],
            rows: plan.rows.map { row in
                [row.name, row.kind.rawValue]
                    + row.points.map { point in point.map { $0.consumed.plainDecimal + ($0.isOverrun ? " !" : "") } ?? "–" }
                    + [row.planned.plainDecimal, row.consumed.plainDecimal, row.difference.plainDecimal, String(row.overrunMonths)]
            })
        let note =
            "Grey: planned; blue: consumed (red past the plan). Each month shows what was consumed. "
            + "Difference = planned - consumed; ! marks a month whose transactions went past its line."
        return HTMLPage.render(title: title, subtitle: subtitle, content: chart.render() + table + HTMLPage.paragraph(note, note: true))
    }
}
