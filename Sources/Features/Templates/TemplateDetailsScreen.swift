import CommandKit
import Model
import Shared

/// One template: its lines and plain totals, and the budgets made from it.
struct TemplateDetailsScreen {
    let details: TemplateDetails
    let style: ScreenStyle

    func render() -> String {
        let styler = style.styler
        var out = styler.bold("Template '\(details.template.name)'") + (details.template.isDefault ? styler.dim(" (default)") : "") + "\n"
        if let description = details.template.description { out += styler.dim(description) + "\n" }
        if details.lines.isEmpty {
            out += "No lines yet: `template line add \(Tokenizer.quoted(details.template.name)) KIND NAME AMOUNT`.\n"
        } else {
            var table = TextTable(columns: [.left("#"), .left("Line"), .left("Kind"), .right("Amount"), .left("Recurrence")])
            for line in details.lines {
                table.addRow(["#\(line.id)", line.name, line.kind.rawValue, line.amount.formatted, line.recurrence.rawValue])
            }
            out += "\n" + table.render(maxWidth: style.width, styler: styler) + "\n\n"
        }
        // "Expenses" holds the savings too, as in `budget show`, which says how much of it they are.
        out += "Income \(details.income.formatted) · expenses \(details.outflows.formatted)"
        if details.savings != .zero { out += " (of which savings \(details.savings.formatted))" }
        out += " · balance \(style.amount(details.balance))"
        if !details.isBalanced { out += styler.yellow(" (plans more than it earns)") }
        if !details.budgetMonths.isEmpty {
            out += "\n" + styler.dim("Budgets made from it: \(details.budgetMonths.map(\.description).joined(separator: ", "))")
        }
        return out
    }
}
