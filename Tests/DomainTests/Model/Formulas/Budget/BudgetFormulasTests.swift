import Model
import Shared
import TestSupport
import Testing

@Suite struct BudgetFormulasTests {
    @Test func exampleAPlannedTotals() {
        let metrics = BudgetFormulas.metrics(lines: ExampleA.lines, transactions: ExampleA.transactions, rollover: ExampleA.rollover)
        #expect(metrics.totalIncome == money("5300"))
        #expect(metrics.totalExpenses == money("2730"))
        #expect(metrics.totalSavings == money("500"))
        #expect(metrics.available == money("5500"))
        #expect(metrics.endingBalance == money("2770"))
        #expect(metrics.remaining == money("2770"))
        #expect(metrics.rollover == money("200"))
    }

    @Test func exampleAStoredDeltaIgnoresRollover() {
        #expect(BudgetFormulas.monthDelta(lines: ExampleA.lines, transactions: ExampleA.transactions) == money("2570"))
    }

    @Test func exampleARealized() {
        let realized = BudgetFormulas.realized(lines: ExampleA.lines, transactions: ExampleA.transactions, rollover: ExampleA.rollover)
        #expect(realized.income == money("5000"))
        #expect(realized.expenses == money("2510"))
        #expect(realized.balance == money("2690"))
        #expect(realized.savings == money("500"))
        #expect(realized.checkedItems == 6)
        #expect(realized.totalItems == 10)
    }

    @Test func expensesTotalLeavesSavingsOut() {
        let totals = BudgetFormulas.totals(lines: ExampleA.lines, transactions: ExampleA.transactions)
        #expect(totals.expenses == money("2230"))
        #expect(totals.monthDelta == money("2570"))
    }

    @Test func emptyBudgetIsAllZeroButTheRollover() {
        let metrics = BudgetFormulas.metrics(lines: [], transactions: [], rollover: money("-150"))
        #expect(metrics.totalIncome == .zero)
        #expect(metrics.totalExpenses == .zero)
        #expect(metrics.available == money("-150"))
        #expect(metrics.remaining == money("-150"))
        let realized = BudgetFormulas.realized(lines: [], transactions: [], rollover: money("-150"))
        #expect(realized.balance == money("-150"))
        #expect(realized.totalItems == 0)
        #expect(BudgetFormulas.usageBasisPoints(metrics) == 0)
        #expect(BudgetFormulas.healthState(metrics) == .deficit)
    }

    @Test func overrunEnvelopeCountsItsConsumption() {
        let lines = [line(1, .income, "1000"), line(2, .expense, "100")]
        let transactions = [tx(1, .expense, "60", line: 2), tx(2, .expense, "70.01", line: 2)]
        let metrics = BudgetFormulas.metrics(lines: lines, transactions: transactions, rollover: .zero)
        #expect(metrics.totalExpenses == money("130.01"))
        #expect(metrics.remaining == money("869.99"))
    }

    @Test func coveredTransactionDoesNotChangeTheBudget() {
        let lines = [line(1, .expense, "100")]
        let metrics = BudgetFormulas.metrics(lines: lines, transactions: [tx(1, .expense, "99.99", line: 1)], rollover: .zero)
        #expect(metrics.totalExpenses == money("100"))
    }

    @Test func incomeAllocatedToAnExpenseLineIsIgnoredByExpenses() {
        let lines = [line(1, .expense, "100")]
        let metrics = BudgetFormulas.metrics(lines: lines, transactions: [tx(1, .income, "500", line: 1)], rollover: .zero)
        #expect(metrics.totalExpenses == money("100"))
        #expect(metrics.totalIncome == .zero)
    }

    @Test func realizedIncomeHasNoEnvelope() {
        let lines = [line(1, .income, "1000", checked: true)]
        let realized = BudgetFormulas.realized(lines: lines, transactions: [tx(1, .income, "200", line: 1, checked: true)], rollover: .zero)
        #expect(realized.income == money("1200"))
    }

    @Test func checkedLineCountsAtLeastItsAmountAndUncheckedOnlyCheckedTransactions() {
        let lines = [line(1, .expense, "100", checked: true), line(2, .expense, "300")]
        let transactions = [
            tx(1, .expense, "130", line: 1, checked: true),
            tx(2, .expense, "50", line: 2, checked: true),
            tx(3, .expense, "70", line: 2),
        ]
        let realized = BudgetFormulas.realized(lines: lines, transactions: transactions, rollover: .zero)
        #expect(realized.expenses == money("180"))
    }

    @Test(arguments: [
        ("6650", "4200", Int64(6316)),
        ("1000", "0", Int64(0)),
        ("3", "1", Int64(3333)),
        ("3", "2", Int64(6667)),
        ("0", "100", Int64(0)),
        ("-10", "100", Int64(0)),
        ("100", "250", Int64(25000)),
    ])
    func usageBasisPoints(available: String, expenses: String, expected: Int64) {
        let metrics = metrics(available: available, expenses: expenses)
        #expect(BudgetFormulas.usageBasisPoints(metrics) == expected)
    }

    @Test func usageOfHugeAmountsDoesNotOverflow() {
        let metrics = BudgetMetrics(
            totals: EnvelopeTotals(
                income: Money(cents: Int64.max / 4), outflows: Money(cents: Int64.max / 8),
                savings: .zero, expenses: .zero), rollover: .zero)
        #expect(BudgetFormulas.usageBasisPoints(metrics) == 5000)
    }

    @Test(arguments: [
        ("5000", "4000", HealthState.tight),
        ("5000", "3999.99", HealthState.comfortable),
        ("5000", "5000", HealthState.tight),
        ("5000", "5000.01", HealthState.deficit),
        ("0", "0", HealthState.comfortable),
        ("-100", "0", HealthState.deficit),
        ("1000", "0", HealthState.comfortable),
    ])
    func healthStateBoundaries(available: String, expenses: String, expected: HealthState) {
        #expect(BudgetFormulas.healthState(metrics(available: available, expenses: expenses)) == expected)
    }

    private func metrics(available: String, expenses: String) -> BudgetMetrics {
        BudgetMetrics(
            totals: EnvelopeTotals(income: money(available), outflows: money(expenses), savings: .zero, expenses: money(expenses)),
            rollover: .zero)
    }
}
