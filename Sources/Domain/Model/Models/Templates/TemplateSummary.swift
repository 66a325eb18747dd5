import Shared

/// A template with its lines and plain totals (Docs/Domain.md §5.5: no envelopes).
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

    /// Plain sums of the lines (Docs/Domain.md §5.5), from the formula library.
    public var totals: TemplateTotals { TemplateTotals(lines: lines) }
    public var income: Money { totals.income }
    /// Expenses and savings.
    public var outflows: Money { totals.outflows }
    public var savings: Money { totals.savings }
    public var balance: Money { totals.balance }
    /// A balanced template plans no more outflows than income.
    public var isBalanced: Bool { totals.isBalanced }
}
