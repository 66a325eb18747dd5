import Domain
import Shared

/// The templates, one row each with its plain totals.
struct TemplateListScreen {
    let templates: [TemplateDetails]

    func render() -> String {
        guard !templates.isEmpty else { return "No templates yet. Create one with `template new NAME`." }
        return templates.map { details in
            let mark = details.template.isDefault ? " (default)" : ""
            return "#\(details.template.id) \(details.template.name)\(mark): \(details.lines.count) lines, income \(details.income.formatted), "
                + "outflows \(details.outflows.formatted), balance \(details.balance.formatted)"
        }.joined(separator: "\n")
    }
}
