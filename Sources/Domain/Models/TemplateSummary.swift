import Shared

/// A template with its lines and plain totals (domain.md §5.5: no envelopes).
public struct TemplateDetails: Sendable, Equatable {
    public var template: Template
    public var lines: [TemplateLine]
    /// Months of the budgets made from this template.
    public var budgetMonths: [YearMonth]

    public init(template: Template, lines: [TemplateLine], budgetMonths: [YearMonth]) {
        self.template = template
        self.lines = lines
        self.budgetMonths = budgetMonths
    }

    public var income: Money { lines.filter { $0.kind == .income }.sum(of: \.amount) }
    /// Expenses and savings.
    public var outflows: Money { lines.filter { $0.kind.isOutflow }.sum(of: \.amount) }
    public var savings: Money { lines.filter { $0.kind == .saving }.sum(of: \.amount) }
    public var balance: Money { income - outflows }
    /// A balanced template plans no more outflows than income.
    public var isBalanced: Bool { income >= outflows }
}
