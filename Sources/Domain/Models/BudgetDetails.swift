import Shared

/// Everything about one budget: its lines and transactions and the figures computed from them.
public struct BudgetDetails: Sendable, Equatable {
    public var budget: Budget
    public var lines: [BudgetLine]
    public var transactions: [Transaction]
    public var metrics: BudgetMetrics
    public var realized: RealizedMetrics
    public var period: BudgetPeriod
    /// What each line's transactions consumed, checked or not (domain.md §5.4), by line id.
    public var consumed: [Int64: Money]

    public init(budget: Budget, lines: [BudgetLine], transactions: [Transaction], rollover: Money, period: BudgetPeriod) {
        self.budget = budget
        self.lines = lines
        self.transactions = transactions
        self.period = period
        metrics = BudgetFormulas.metrics(lines: lines, transactions: transactions, rollover: rollover)
        realized = BudgetFormulas.realized(lines: lines, transactions: transactions, rollover: rollover)
        var consumed: [Int64: Money] = [:]
        for transaction in transactions {
            if let lineID = transaction.lineID { consumed[lineID, default: .zero] += transaction.amount }
        }
        self.consumed = consumed
    }

    public var month: YearMonth { budget.month }

    public func line(_ id: Int64) -> BudgetLine? { lines.first { $0.id == id } }
}
