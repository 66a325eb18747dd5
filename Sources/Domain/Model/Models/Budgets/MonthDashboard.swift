import Shared

/// What the dashboard of a month shows, without the month's transactions: the lines and the
/// figures kept by the database, the latest transactions and the first unchecked ones. At 41,667
/// transactions in a month it is ~40 lines and a dozen transactions.
public struct MonthDashboard: Sendable, Equatable {
    public var budget: Budget
    public var period: BudgetPeriod
    public var lines: [BudgetLine]
    public var metrics: BudgetMetrics
    public var realized: RealizedMetrics
    /// What each line's transactions consumed (checked or not), by line id.
    public var consumed: [Int64: Money]
    /// The latest transactions, latest first (by date, then id).
    public var latest: [Transaction]
    /// The first unchecked transactions, by date.
    public var unchecked: [Transaction]
    /// How many transactions of the month are unchecked.
    public var uncheckedCount: Int
    /// How many transactions the month holds.
    public var transactionCount: Int
    /// The unchecked income lines whose checked transactions already reach their amount: the income
    /// has arrived, and checking the line too would count it twice (Docs/Domain.md §5.3), so there is
    /// nothing left to check on them.
    public var receivedIncomeLines: Set<Int64>

    public var month: YearMonth { budget.month }

    public init(
        budget: Budget, period: BudgetPeriod, lines: [BudgetLine], consumed: [Int64: Money], free: KindSums, checked: CheckedSums,
        rollover: Money, latest: [Transaction], unchecked: [Transaction]
    ) {
        self.budget = budget
        self.period = period
        self.lines = lines
        self.consumed = consumed
        let envelopes = lines.map { line in
            var sums = KindSums.zero
            sums[line.kind] = consumed[line.id] ?? .zero
            return Envelope(kind: line.kind, amount: line.amount, consumed: sums)
        }
        metrics = BudgetMetrics(totals: BudgetFormulas.totals(envelopes: envelopes, free: free), rollover: rollover)
        realized = BudgetFormulas.realized(lines: lines, checked: checked, rollover: rollover)
        self.latest = latest
        self.unchecked = unchecked
        uncheckedCount = checked.transactionCount - checked.checkedCount
        transactionCount = checked.transactionCount
        receivedIncomeLines = Self.receivedIncomeLines(lines, checked: checked)
    }

    /// The dashboard of a month whose transactions are all at hand: its figures are the details'
    /// own (computed once, when the details were read).
    public init(details: BudgetDetails, latestCount: Int, uncheckedCount limit: Int) {
        budget = details.budget
        period = details.period
        lines = details.lines
        metrics = details.metrics
        realized = details.realized
        consumed = details.consumptions.mapValues(\.allocated)
        latest = Self.latest(details.transactions, count: latestCount)
        unchecked = Array(details.transactions.lazy.filter { !$0.isChecked }.prefix(limit))
        transactionCount = details.transactions.count
        uncheckedCount = details.transactions.count { !$0.isChecked }
        receivedIncomeLines = Self.receivedIncomeLines(details.lines, checked: CheckedSums(details.transactions))
    }

    /// The unchecked income lines whose checked transactions add up to their amount or more.
    /// Example: Salary 6'500 with #1 6'500 checked → Salary; with #1 unchecked, or 6'000 checked → none.
    static func receivedIncomeLines(_ lines: [BudgetLine], checked: CheckedSums) -> Set<Int64> {
        Set(
            lines.lazy.filter { line in
                let received = checked.byLine[line.id]?.income ?? .zero
                return line.kind == .income && !line.isChecked && received.cents > 0 && received >= line.amount
            }.map(\.id))
    }

    /// The `count` latest transactions (by date, then id), latest first, in one pass: no sort of the month.
    /// Example: dates 3, 21, 2, 20 with count 2 → 21, 20.
    public static func latest(_ transactions: [Transaction], count: Int) -> [Transaction] {
        guard count > 0 else { return [] }
        var kept: [Transaction] = []
        for transaction in transactions {
            guard kept.count < count || (transaction.date, transaction.id) > (kept[kept.count - 1].date, kept[kept.count - 1].id) else {
                continue
            }
            let index = kept.firstIndex { (transaction.date, transaction.id) > ($0.date, $0.id) } ?? kept.count
            kept.insert(transaction, at: index)
            if kept.count > count { kept.removeLast() }
        }
        return kept
    }

    /// What a line's transactions consumed against its plan.
    public func consumption(of line: BudgetLine) -> LineConsumption {
        LineConsumption(lineID: line.id, planned: line.amount, allocated: consumed[line.id] ?? .zero)
    }
}
