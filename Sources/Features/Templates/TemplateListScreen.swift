import CommandKit
import Model
import Shared

/// The templates, one row each with its plain totals; Expenses holds the savings too, as in `budget show`.
struct TemplateListScreen {
    let templates: [TemplateDetails]
    let style: ScreenStyle

    func render() -> String {
        guard !templates.isEmpty else { return "No templates yet. Create one with `template new NAME`." }
        // On a narrow screen the id goes first, then the count of lines, the income and the expenses; the mark stays whole.
        var table = TextTable(columns: [
            .fixedLeft("#").leftOutToFit(1), .left("Template"), .right("Lines").leftOutToFit(2), .right("Income").leftOutToFit(3),
            .right("Expenses").leftOutToFit(4), .right("Balance"), .fixedLeft(""),
        ])
        for details in templates {
            table.addRow([
                "#\(details.template.id)", details.template.name, "\(details.lines.count)", details.income.formatted,
                details.outflows.formatted, style.amount(details.balance), details.template.isDefault ? "default" : "",
            ])
        }
        return style.fitted(table)
    }
}
