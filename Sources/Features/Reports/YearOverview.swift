import CommandKit
import Model
import Shared

/// The budgets of one year with their totals: income, expenses, savings and net summed, the
/// ending balance of the last budget. Example: nets 100.00 and -40.00 → net 60.00.
struct YearOverview: Sendable, Equatable {
    let year: Int
    let summaries: [BudgetSummary]

    var income: Money { summaries.sum(of: \.totals.income) }
    var expenses: Money { summaries.sum(of: \.totals.expenses) }
    var savings: Money { summaries.sum(of: \.totals.savings) }
    var net: Money { summaries.sum(of: \.net) }
    var endingBalance: Money? { summaries.last?.endingBalance }

    /// `{"year", "months": [budget list's rows], "totals": {"totalIncome", "totalExpenses", "totalSavings", "net", "endingBalance"}}`.
    var json: JSONValue {
        .object([
            ("year", .int(Int64(year))), ("months", .array(summaries.map(\.json))),
            (
                "totals",
                .object([
                    ("totalIncome", income.json), ("totalExpenses", (expenses + savings).json), ("totalSavings", savings.json),
                    ("net", net.json), ("endingBalance", .optional(endingBalance) { $0.json }),
                ])
            ),
        ])
    }
}
