import Shared

/// The one-off lines of a spread (Docs/Domain.md §7): one slice per month, sharing a group id.
public struct SpreadGroup: Sendable, Equatable {
    /// One line of the group, with the month of its budget and what its transactions consumed.
    public struct Slice: Sendable, Equatable {
        public var month: YearMonth
        public var line: BudgetLine
        public var consumed: Money

        public init(month: YearMonth, line: BudgetLine, consumed: Money = .zero) {
            self.month = month
            self.line = line
            self.consumed = consumed
        }
    }

    /// `spread-N`, stored in every slice's `spread_group`.
    public var id: String
    /// The slices in period order.
    public var slices: [Slice]
    /// The budgets the spread had to create (from the default template); empty when read back.
    public var createdBudgets: [YearMonth]

    public init(id: String, slices: [Slice], createdBudgets: [YearMonth] = []) {
        self.id = id
        self.slices = slices
        self.createdBudgets = createdBudgets
    }

    /// The sum of the slices' planned amounts.
    public var total: Money { slices.sum(of: \.line.amount) }
}
