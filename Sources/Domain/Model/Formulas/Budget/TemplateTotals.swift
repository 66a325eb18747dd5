import Shared

/// The totals of a template (Docs/Domain.md §5.5): plain sums, no envelopes.
public struct TemplateTotals: Sendable, Equatable {
    public let income: Money
    /// Σ outflows: expenses and savings.
    public let outflows: Money
    public let savings: Money

    public init(income: Money, outflows: Money, savings: Money) {
        self.income = income
        self.outflows = outflows
        self.savings = savings
    }

    /// Sums the template's lines per kind. Example: salary 5000, rent 1500, saving 500 →
    /// income 5000, outflows 2000, balance 3000.
    public init(lines: [TemplateLine]) {
        var sums = KindSums.zero
        for line in lines { sums[line.kind] += line.amount }
        self.init(income: sums.income, outflows: sums.total(.outflow), savings: sums.saving)
    }

    /// income − outflows.
    public var balance: Money { income - outflows }

    /// A balanced template has income ≥ outflows.
    public var isBalanced: Bool { income >= outflows }
}
