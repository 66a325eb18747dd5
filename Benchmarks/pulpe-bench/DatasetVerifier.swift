import Ledger
import Model
import Persistence
import Planning
import Reporting
import Shared

/// Checks a benchmark database against the formula library: for every budget, the persisted
/// month delta equals `BudgetFormulas.monthDelta` of its lines and transactions, the list's
/// totals equal `BudgetFormulas.totals`, the rollover is the sum of the earlier deltas, and the
/// stored report totals by category and by line equal a recount of the transactions.
struct DatasetVerifier {
    let database: AppDatabase
    let expectedBudgets: Int
    let expectedTransactions: Int

    func verify() async throws {
        let budgets = BudgetService(database: database)
        let lines = BudgetLineService(database: database)
        let ledger = TransactionService(database: database)
        let summaries = try await budgets.summaries()
        guard summaries.count == expectedBudgets else {
            throw BenchError("expected \(expectedBudgets) budgets, found \(summaries.count)")
        }
        var transactionCount = 0
        var rollover = Money.zero
        var categoryTotals: [ReportAggregateKey: ReportAggregate] = [:]
        var lineTotals: [ReportAggregateKey: ReportAggregate] = [:]
        for summary in summaries {
            let budgetLines = try await lines.lines(budgetID: summary.budget.id)
            let transactions = try await ledger.list(budgetID: summary.budget.id)
            transactionCount += transactions.count
            categoryTotals.merge(ReportFormulas.categoryTotals(transactions)) { $1 }
            lineTotals.merge(ReportFormulas.lineTotals(transactions)) { $1 }
            let delta = BudgetFormulas.monthDelta(lines: budgetLines, transactions: transactions)
            guard delta == summary.budget.monthDelta else {
                throw BenchError("budget \(summary.month): persisted month delta \(summary.budget.monthDelta), formulas say \(delta)")
            }
            let totals = BudgetFormulas.totals(lines: budgetLines, transactions: transactions)
            guard totals == summary.totals else {
                throw BenchError("budget \(summary.month): summaries() totals \(summary.totals), formulas say \(totals)")
            }
            guard summary.rollover == rollover else {
                throw BenchError("budget \(summary.month): rollover \(summary.rollover), the earlier deltas sum to \(rollover)")
            }
            rollover += delta
        }
        guard transactionCount == expectedTransactions else {
            throw BenchError("expected \(expectedTransactions) transactions, found \(transactionCount)")
        }
        let reports = ReportService(database: database)
        guard try await reports.storedCategoryTotals() == categoryTotals, try await reports.storedLineTotals() == lineTotals else {
            throw BenchError("the stored report totals differ from a recount of the transactions")
        }
    }
}
