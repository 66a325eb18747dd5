import Model
import Shared
import Testing

@testable import ImportsFeature

@Suite struct ImportSummaryTests {
    @Test func countsBudgetsAndReasonsAreListed() {
        var outcome = ImportOutcome()
        outcome.added = 3
        outcome.alreadyThere = 1
        outcome.skipped = [(line: 5, reason: "the amount is zero")]
        outcome.createdBudgets = [YearMonth(year: 2026, month: 12)]
        #expect(
            ImportSummary.text(file: "a.csv", outcome) == """
                a.csv: 3 added, 1 already there, 1 skipped.
                Budgets created from the default template: 2026-12.
                  line 5: skipped: the amount is zero
                """)
    }
}
