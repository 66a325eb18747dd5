import Model
import Shared

extension BudgetDetails {
    /// Days left in the period counted from `today` (0 once over) and the daily allowance.
    public func allowance(today: LocalDate) -> (daysLeft: Int, daily: Money) {
        let daysLeft = PeriodFormulas.daysLeft(in: period, today: today)
        return (daysLeft, PeriodFormulas.dailyAllowance(remaining: metrics.remaining, daysLeft: daysLeft))
    }

    /// `budget show --json` (Docs/Commands.md §14.3).
    public func json(today: LocalDate) -> JSONValue {
        .object(summaryMembers(today: today) + [("transactions", .array(transactions.map { $0.json() }))])
    }

    /// The same document as `json(today:)`, written transaction by transaction.
    public func writeJSON(today: LocalDate, to stream: inout JSONStream) {
        stream.write("{")
        stream.writeMembers(summaryMembers(today: today), first: true)
        stream.write(#","transactions":"#)
        stream.writeArray(transactions) { $0.json() }
        stream.write("}")
    }

    /// Every member but the transactions: a few dozen values whatever the month's size.
    private func summaryMembers(today: LocalDate) -> [(String, JSONValue)] {
        let (daysLeft, daily) = allowance(today: today)
        return [
            ("month", .string(month.description)),
            ("description", .optional(budget.description) { .string($0) }),
            (
                "period",
                .object([
                    ("start", .string(period.start.description)), ("end", .string(period.end.description)),
                    ("daysLeft", .int(daysLeft)), ("dailyAllowance", daily.json),
                ])
            ),
            ("metrics", metricsJSON),
            ("lines", .array(lines.map { $0.json(consumed: consumption(of: $0).allocated) })),
        ]
    }

    private var metricsJSON: JSONValue {
        .object([
            ("totalIncome", metrics.totalIncome.json), ("totalExpenses", metrics.totalExpenses.json),
            ("totalSavings", metrics.totalSavings.json), ("rollover", metrics.rollover.json),
            ("available", metrics.available.json), ("endingBalance", metrics.endingBalance.json),
            ("remaining", metrics.remaining.json), ("realizedIncome", realized.income.json),
            ("realizedExpenses", realized.expenses.json), ("realizedBalance", realized.balance.json),
            ("realizedSavings", realized.savings.json), ("checkedItems", .int(realized.checkedItems)),
            ("totalItems", .int(realized.totalItems)),
            ("usagePercent", percentJSON(basisPoints: BudgetFormulas.usageBasisPoints(metrics))),
            ("state", .string(BudgetFormulas.healthState(metrics).rawValue)),
        ])
    }
}
