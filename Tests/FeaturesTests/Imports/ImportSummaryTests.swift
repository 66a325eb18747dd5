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
            ImportSummary.text(file: "a.csv", outcome, keepGoing: false) == """
                a.csv: 3 added, 1 already there, 1 left out.
                Budgets created from the default template: 2026-12.
                  line 5: left out: the amount is zero
                """)
    }

    @Test func aLongRunOfCreatedBudgetsIsNamedByItsEnds() {
        var outcome = ImportOutcome()
        outcome.createdFromTemplate = true
        outcome.createdBudgets = (1...7).map { YearMonth(year: 2026, month: $0) }
        #expect(ImportSummary.createdBudgets(outcome) == "Budgets created from the default template: 7 months, 2026-01 to 2026-07.")
        outcome.createdBudgets.removeLast()
        #expect(
            ImportSummary.createdBudgets(outcome)
                == "Budgets created from the default template: 2026-01, 2026-02, 2026-03, 2026-04, 2026-05, 2026-06.")
    }

    /// Skipped rows and notes come in the order of their lines; bad rows are errors on standard
    /// error, and the failure says what was not imported and what the next import will find.
    @Test func badRowsAreErrorsAndNotesComeInLineOrder() throws {
        var outcome = ImportOutcome()
        outcome.added = 5
        outcome.skipped = [(line: 3, reason: "the amount is zero")]
        outcome.notes = [(line: 2, note: "rule 'migros' names line 'Groceries', which 2026-12 does not have: left free")]
        outcome.bad = [(line: 6, message: "column 'Betrag': '-3O,00' is not an amount")]
        let output = ImportSummary.output(file: "b.csv", outcome, command: "import csv", keepGoing: true)
        #expect(
            try output.text == """
                b.csv: 5 added, 0 already there, 1 left out, 1 bad (not imported).
                  line 2: rule 'migros' names line 'Groceries', which 2026-12 does not have: left free
                  line 3: left out: the amount is zero
                """)
        #expect(output.diagnostics == ["b.csv:6: error: column 'Betrag': '-3O,00' is not an amount"])
        #expect(
            output.failure
                == "1 bad row of b.csv was not imported: fix it and import the file again (rows already imported are not added twice)")
    }

    /// A dry run without --keep-going lists every row but says the import would stop at the first bad one.
    @Test func aDryRunSaysWhereTheImportWouldStop() {
        var outcome = ImportOutcome()
        outcome.dryRun = true
        outcome.added = 6
        outcome.bad = [(line: 4, message: "column 'Amount': 'abc' is not an amount")]
        #expect(
            ImportSummary.text(file: "c.csv", outcome, keepGoing: false).hasSuffix(
                "c.csv: the import would stop at line 4 and import nothing; with --keep-going: 6 would be added, 0 already there,"
                    + " 0 left out, 1 bad (not imported)."))
        #expect(
            ImportSummary.failure(file: "c.csv", outcome, command: "import csv", keepGoing: false)
                == "the import would stop at line 4 of c.csv and import nothing: fix that row, or give `import csv` --keep-going to import"
                + " the others")
        #expect(
            ImportSummary.text(file: "c.csv", outcome, keepGoing: true).hasSuffix(
                "c.csv: 6 would be added, 0 already there, 0 left out, 1 bad (not imported)."))
    }
}
