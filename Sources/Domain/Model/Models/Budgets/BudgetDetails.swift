import Shared

/// Everything about one budget: its lines and transactions and the figures computed from them.
public struct BudgetDetails: Sendable, Equatable {
    public var budget: Budget
    public var lines: [BudgetLine]
    public var transactions: [Transaction]
    public var metrics: BudgetMetrics
    public var realized: RealizedMetrics
    public var period: BudgetPeriod
    /// Each line's consumption (Docs/Domain.md §5.4: every allocated transaction, checked or not), by line id.
    public var consumptions: [Int64: LineConsumption]

    public init(budget: Budget, lines: [BudgetLine], transactions: [Transaction], rollover: Money, period: BudgetPeriod) {
        self.budget = budget
        self.lines = lines
        self.transactions = transactions
        self.period = period
        metrics = BudgetFormulas.metrics(lines: lines, transactions: transactions, rollover: rollover)
        realized = BudgetFormulas.realized(lines: lines, transactions: transactions, rollover: rollover)
        consumptions = Dictionary(
            uniqueKeysWithValues: BudgetFormulas.consumptions(lines: lines, transactions: transactions)
                .map { ($0.lineID, $0) })
    }

    /// The consumption of one of the budget's lines.
    public func consumption(of line: BudgetLine) -> LineConsumption {
        consumptions[line.id] ?? LineConsumption(lineID: line.id, planned: line.amount, allocated: .zero)
    }

    /// What the lines that have allocated transactions consumed, by line id.
    public var consumed: [Int64: Money] {
        consumptions.compactMapValues { $0.allocated.cents == 0 ? nil : $0.allocated }
    }

    public var month: YearMonth { budget.month }

    public func line(_ id: Int64) -> BudgetLine? { lines.first { $0.id == id } }
}
