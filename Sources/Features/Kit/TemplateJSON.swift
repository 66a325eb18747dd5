import Model
import Shared

extension TemplateLine {
    public var json: JSONValue {
        .object([
            ("id", .int(id)), ("template", .int(templateID)), ("name", .string(name)), ("kind", .string(kind.rawValue)),
            ("amount", amount.json), ("recurrence", .string(recurrence.rawValue)), ("goal", .optional(savingsGoalID) { .int($0) }),
        ])
    }
}

extension TemplateDetails {
    public var json: JSONValue {
        .object([
            ("id", .int(template.id)), ("name", .string(template.name)),
            ("description", .optional(template.description) { .string($0) }), ("default", .bool(template.isDefault)),
            ("income", income.json), ("expenses", outflows.json), ("savings", savings.json), ("balance", balance.json),
            ("lines", .array(lines.map(\.json))), ("budgets", .array(budgetMonths.map { .string($0.description) })),
        ])
    }
}

extension PropagationReport {
    /// `{"mode", "months", "skipped"}`; mode is `propagate` or `template-only`.
    public func json(propagated: Bool) -> JSONValue {
        .object([
            ("mode", .string(propagated ? "propagate" : "template-only")),
            ("months", .array(changedMonths.map { .string($0.description) })),
            ("skipped", .array(skipped.map { .object([("month", .string($0.month.description)), ("reason", .string($0.reason))]) })),
        ])
    }

    /// "Also changed 2026-03, 2026-04; left 2026-05 alone (line 'Rent' was edited by hand)."
    public var summary: String {
        var parts: [String] = []
        parts.append(
            changedMonths.isEmpty
                ? "No budget changed."
                : "Changed budget\(changedMonths.count == 1 ? "" : "s") \(changedMonths.map(\.description).joined(separator: ", ")).")
        for (month, reason) in skipped { parts.append("Left \(month) alone: \(reason).") }
        return parts.joined(separator: " ")
    }
}
