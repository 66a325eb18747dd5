import Domain
import Shared

/// One template: its lines and totals, and the budgets made from it.
struct TemplateDetailsScreen {
    let details: TemplateDetails

    func render() -> String {
        var out = "Template '\(details.template.name)'\(details.template.isDefault ? " (default)" : "")\n"
        if let description = details.template.description { out += description + "\n" }
        let width = details.lines.map(\.name.count).max() ?? 0
        for line in details.lines {
            out += "  #\(line.id) " + line.name.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                + line.kind.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0) + line.amount.formatted + "  \(line.recurrence.rawValue)\n"
        }
        if details.lines.isEmpty { out += "  No lines yet: `template line add \(Tokenizer.quoted(details.template.name)) KIND NAME AMOUNT`.\n" }
        out += "Income \(details.income.formatted) · outflows \(details.outflows.formatted) · balance \(details.balance.formatted)"
        out += details.isBalanced ? "" : " (plans more than it earns)"
        if !details.budgetMonths.isEmpty {
            out += "\nBudgets made from it: \(details.budgetMonths.map(\.description).joined(separator: ", "))"
        }
        return out
    }
}
