import CommandKit
import Model
import Shared

/// The templates, one row each with its plain totals; Expenses holds the savings too, as in `budget show`.
struct TemplateListScreen {
    let templates: [TemplateDetails]
    let style: ScreenStyle

    func render() -> String {
        guard !templates.isEmpty else { return "No templates yet. Create one with `template new NAME`." }
        var table = TextTable(columns: [
            .left("#"), .left("Template"), .right("Lines"), .right("Income"), .right("Expenses"), .right("Balance"), .left(""),
        ])
        for details in templates {
            table.addRow([
                "#\(details.template.id)", details.template.name, "\(details.lines.count)", details.income.formatted,
                details.outflows.formatted, style.amount(details.balance), details.template.isDefault ? "default" : "",
            ])
        }
        return table.render(maxWidth: style.width, styler: style.styler)
    }
}
