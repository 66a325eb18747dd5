import Foundation
import Testing

/// `line show` and `open line` through the built binary. Budget 2026-11 (pay day 1) is made from a
/// template of Groceries 600 and Rent 1800; Rent is then set to 1900 by hand and Gift 100 added by
/// hand. Groceries holds Migros 82.40 (2 November, checked, #2) and Coop 61.15 (3 November, #1):
/// consumed 143.55, 23.9 % of 600 (shown 24 %), remaining 600 − 143.55 = 456.45.
@Suite(.serialized) struct LineShowEndToEndTests {
    static let script = """
        template new "Normal month"
        template line add "Normal month" expense Groceries 600
        template line add "Normal month" expense Rent 1800
        budget new 2026-11
        line set Rent 1900
        line add expense Gift 100
        tx add Coop 61.15 --line Groceries --date 2026-11-03
        tx add Migros 82.40 --line Groceries --date 2026-11-02 --checked

        """

    private func prepared() async throws -> PulpeProcess {
        let pulpe = try PulpeProcess()
        let setUp = try await pulpe.run(["run", pulpe.write("setup.pulpe", Self.script)])
        #expect(setUp.status == 0, "\(setUp.stderr)")
        return pulpe
    }

    @Test func aLinesFiguresOriginAndTransactions() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let result = try await pulpe.run(["-c", "line show Groceries --budget 2026-11"], environment: ["COLUMNS": "80"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout == """
                Line 'Groceries' #1 · budget 2026-11
                  Kind       expense
                  Planned    600.00
                  Consumed   143.55 (24 %)
                  Remaining  456.45
                  Checked    no
                  From       template 'Normal month'

                #   ✓  Date        Transaction  Amount
                ──  ─  ──────────  ───────────  ──────
                #2  ✓  2026-11-02  Migros        82.40
                #1     2026-11-03  Coop          61.15
                2 transactions: 143.55.

                """, "\(result.stdout)")
        let edited = try await pulpe.run(["-c", "line show Rent --budget 2026-11"], environment: ["COLUMNS": "80"])
        // Wrapped under itself at 80 columns.
        #expect(
            edited.stdout.contains(
                "  From       template 'Normal month', edited by hand (`line reset` takes the\n             template's back)"),
            "\(edited.stdout)")
        #expect(edited.stdout.contains("No transactions on this line: `tx add NAME AMOUNT --line Rent` adds one."))
        let byHand = try await pulpe.run(["-c", "line show #3"])
        #expect(byHand.stdout.contains("  From       added by hand"), "\(byHand.stdout)")
    }

    @Test func theJSONHoldsTheFiguresSourceAndTransactions() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let result = try await pulpe.run(["--json", "-c", "line show Groceries --budget 2026-11", "-c", "line show Rent --budget 2026-11"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.lines[0]
                == #"{"id":1,"name":"Groceries","kind":"expense","amount":600.00,"consumed":143.55,"checked":false,"#
                + #""recurrence":"fixed","manuallyAdjusted":false,"goal":null,"budget":"2026-11","planned":600.00,"#
                + #""remaining":456.45,"origin":"template","template":"Normal month","goalName":null,"spreadGroup":null,"#
                + #""transactions":[{"id":2,"name":"Migros","kind":"expense","amount":82.40,"date":"2026-11-02","line":1,"#
                + #""checked":true,"category":null},{"id":1,"name":"Coop","kind":"expense","amount":61.15,"date":"2026-11-03","#
                + #""line":1,"checked":false,"category":null}]}"#, "\(result.lines[0])")
        #expect(result.lines[1].contains(#""origin":"edited","template":"Normal month""#), "\(result.lines[1])")
    }

    @Test func anUnknownLineIsAClearErrorAndChangesNothing() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let before = try await pulpe.run(["--json", "-c", "budget show 2026-11"])
        let result = try await pulpe.run(["-c", "line show Grocery --budget 2026-11"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("error: no line named 'Grocery' in budget 2026-11"), "\(result.stderr)")
        #expect(try await pulpe.run(["--json", "-c", "budget show 2026-11"]).stdout == before.stdout)
    }

    /// Inside `open line`, line commands take the open line and `tx add` its budget. Checking
    /// Groceries counts its planned 600 (more than the 143.55 consumed): remaining 0.00.
    @Test func openLineIsAScreenWhoseCommandsTakeTheLine() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let result = try await pulpe.run(
            [
                "-c", "open line Groceries", "-c", "where", "-c", "line check", "-c", "tx add Lidl 10 --line Groceries --date 2026-11-04",
                "-c", "line show",
            ], environment: ["COLUMNS": "80"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Line 'Groceries' #1 · budget 2026-11\n"), "\(result.stdout)")
        #expect(result.stdout.contains("\nline Groceries (2026-11) · undo: "), "\(result.stdout)")
        #expect(result.stdout.contains("Checked expense line 'Groceries' #1: 600.00."), "\(result.stdout)")
        #expect(result.stdout.contains("  Consumed   600.00 (100 %)\n  Remaining  0.00\n  Checked    yes\n"), "\(result.stdout)")
        #expect(result.stdout.contains("3 transactions: 153.55."), "\(result.stdout)")
        let inBudget = try await pulpe.run(["-c", "open budget 2026-11", "-c", "open line Rent", "-c", "where"])
        #expect(inBudget.stdout.contains("\nbudget 2026-11 › line Rent · undo: "), "\(inBudget.stdout)")
    }
}
