import Model
import Shared
import TestSupport
import Testing

@Suite struct BudgetFormulasChecksTests {
    @Test func computedMetricsAreCoherent() {
        let metrics = BudgetFormulas.metrics(lines: ExampleA.lines, transactions: ExampleA.transactions, rollover: ExampleA.rollover)
        #expect(BudgetFormulas.validateMetricsCoherence(metrics))
        let negative = BudgetFormulas.metrics(lines: [line(1, .expense, "10")], transactions: [], rollover: money("-5"))
        #expect(BudgetFormulas.validateMetricsCoherence(negative))
    }

    @Test func oneCentOffIsIncoherent() {
        var metrics = BudgetFormulas.metrics(lines: ExampleA.lines, transactions: ExampleA.transactions, rollover: ExampleA.rollover)
        metrics.available += Money(cents: 1)
        #expect(!BudgetFormulas.validateMetricsCoherence(metrics))
        metrics.available -= Money(cents: 1)
        metrics.endingBalance -= Money(cents: 1)
        #expect(!BudgetFormulas.validateMetricsCoherence(metrics))
    }

    @Test func negativeTotalsAreIncoherent() {
        var income = BudgetMetrics(
            totals: EnvelopeTotals(income: money("-1"), outflows: .zero, savings: .zero, expenses: .zero), rollover: .zero)
        #expect(!BudgetFormulas.validateMetricsCoherence(income))
        income = BudgetMetrics(
            totals: EnvelopeTotals(income: .zero, outflows: money("-1"), savings: .zero, expenses: .zero), rollover: .zero)
        #expect(!BudgetFormulas.validateMetricsCoherence(income))
    }

    @Test func exampleADashboard() {
        let metrics = BudgetFormulas.metrics(lines: ExampleA.lines, transactions: ExampleA.transactions, rollover: ExampleA.rollover)
        let realized = BudgetFormulas.realized(lines: ExampleA.lines, transactions: ExampleA.transactions, rollover: ExampleA.rollover)
        let hero = BudgetFormulas.dashboard(metrics: metrics, realized: realized)
        #expect(hero.checked == money("2510"))
        #expect(hero.committed == money("220"))
        #expect(hero.remaining == money("2770"))
        #expect(hero.available == money("5500"))
        #expect(hero.isBalanced)
    }

    @Test func committedNeverGoesNegative() {
        let metrics = BudgetMetrics(
            totals: EnvelopeTotals(income: money("100"), outflows: money("50"), savings: .zero, expenses: .zero), rollover: .zero)
        let realized = RealizedMetrics(income: .zero, expenses: money("80"), balance: .zero, savings: .zero, checkedItems: 0, totalItems: 0)
        let hero = BudgetFormulas.dashboard(metrics: metrics, realized: realized)
        #expect(hero.committed == .zero)
        #expect(!hero.isBalanced)
    }

    @Test func monthLevelRealizedSavingsIncludesFreeSavings() {
        let lines = [line(1, .saving, "500", checked: true), line(2, .saving, "300")]
        let transactions = [
            tx(1, .saving, "80", checked: true),
            tx(2, .saving, "120", line: 2, checked: true),
            tx(3, .saving, "600", line: 1),
            tx(4, .saving, "40"),
        ]
        #expect(BudgetFormulas.realizedSavings(lines: lines, transactions: transactions) == money("700"))
        #expect(SavingsGoalFormulas.realizedSavingsGoal(lines: lines, transactions: transactions) == money("620"))
    }
}
