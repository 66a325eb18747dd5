import Shared

/// The totals of a template (Docs/Domain.md §5.5): plain sums, no envelopes.
public struct TemplateTotals: Sendable, Equatable {
    public let income: Money
    /// Σ outflows: expenses and savings.
    public let expenses: Money
    public let savings: Money

    public init(income: Money, expenses: Money, savings: Money) {
        self.income = income
        self.expenses = expenses
        self.savings = savings
    }

    /// Sums the template's lines per kind. Example: salary 5000, rent 1500, saving 500 →
    /// income 5000, expenses 2000, balance 3000.
    public init(lines: [TemplateLine]) {
        var sums = KindSums.zero
        for line in lines { sums[line.kind] += line.amount }
        self.init(income: sums.income, expenses: sums.total(.outflow), savings: sums.saving)
    }

    /// income − expenses.
    public var balance: Money { income - expenses }

    /// A balanced template has income ≥ expenses.
    public var isBalanced: Bool { income >= expenses }
}
