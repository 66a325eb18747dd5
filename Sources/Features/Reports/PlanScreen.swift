import CommandKit
import Model
import Shared

/// Planned against consumed: months as columns (consumed, `!` when over the plan) when the terminal
/// is wide enough, else one block per line with a row per month.
struct PlanScreen {
    let plan: PlanDocument
    let style: ScreenStyle

    func render() -> String {
        let styler = style.styler
        let heading = styler.bold("Planned vs consumed") + " · \(plan.months.lowerBound) – \(plan.months.upperBound)"
        guard !plan.rows.isEmpty else { return heading + "\nNo budget lines." }
        let note = styler.dim("Difference = planned - consumed; ! marks a month whose transactions went past its line.")
        let wide = columnsTable().renderLines(styler: .plain)
        if wide.allSatisfy({ DisplayWidth.of($0) <= style.width }) {
            return [heading, columnsTable().render(styler: styler), note].joined(separator: "\n")
        }
        var blocks = [heading]
        for row in plan.rows {
            blocks.append("")
            blocks.append(
                styler.bold(row.name) + " (\(row.kind.rawValue)): planned \(row.planned.formatted), consumed \(row.consumed.formatted), "
                    + "difference \(style.amount(row.difference))" + (row.overrunMonths > 0 ? ", \(row.overrunMonths) month(s) over" : ""))
            var table = TextTable(columns: [.left("Month"), .right("Planned"), .right("Consumed"), .left("")])
            for point in row.points.compactMap({ $0 }) {
                table.addRow([
                    point.month.description, point.planned.formatted, point.consumed.formatted, point.isOverrun ? styler.red("!") : "",
                ])
            }
            blocks.append(table.render(maxWidth: style.width, styler: styler))
        }
        return (blocks + [note]).joined(separator: "\n")
    }

    /// Line, kind, each month's consumed amount, then the sums.
    private func columnsTable() -> TextTable {
        let months = plan.monthList
        var table = TextTable(
            columns: [.left("Line"), .left("Kind")] + months.map { .right($0.description) }
                + [.right("Planned"), .right("Consumed"), .right("Difference"), .left("")])
        for row in plan.rows {
            let cells = row.points.map { point in
                point.map { $0.consumed.formatted + ($0.isOverrun ? "!" : " ") } ?? "– "
            }
            table.addRow(
                [row.name, row.kind.rawValue] + cells
                    + [row.planned.formatted, row.consumed.formatted, row.difference.formatted, row.overrunMonths > 0 ? "!" : ""])
        }
        return table
    }
}
