import Foundation
import Testing

/// `budget list` shows spending (expenses alone) and savings apart (net = income − spending −
/// savings); its JSON keeps `totalExpenses` as every outflow, its one meaning everywhere.
@Suite(.serialized) struct BudgetListColumnsEndToEndTests {
    @Test func expensesAndSavingsAreApart() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let setup = try await pulpe.run(["run", pulpe.write("n.pulpe", NovemberBudget.script)])
        #expect(setup.status == 0, "\(setup.stderr)")
        let list = try await pulpe.run(["-c", "budget list"])
        #expect(list.stdout.contains("Month      Income  Spending  Savings       Net  Rollover    Ending"), "\(list.stdout)")
        #expect(list.stdout.contains("2026-11  6'500.00  2'430.00   500.00  3'570.00      0.00  3'570.00"))
        #expect(list.stdout.contains("net = income - spending - savings"))
        let json = try await pulpe.run(["--json", "-c", "budget list"])
        #expect(
            json.stdout.contains(#"{"month":"2026-11","totalIncome":6500.00,"totalExpenses":2930.00,"totalSavings":500.00,"net":3570.00"#))
    }

    /// At 60 columns the seven columns need 68 (7 + 6 × 8 − 1 for Savings, + 6 gaps of 2, + the
    /// mark's gap): the rollover goes (58 left), the month stays whole and the headers over their
    /// columns; the note says what is left out. At 40 the net (48) and the savings (39) go too.
    @Test func aNarrowTerminalLeavesColumnsOutButNeverCutsTheMonth() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let setup = try await pulpe.run(["run", pulpe.write("n.pulpe", NovemberBudget.script)])
        #expect(setup.status == 0, "\(setup.stderr)")
        let sixty = try await pulpe.run(["-c", "budget list"], environment: ["COLUMNS": "60"])
        #expect(
            sixty.stdout == """
                Month      Income  Spending  Savings       Net    Ending
                ───────  ────────  ────────  ───────  ────────  ────────
                2026-11  6'500.00  2'430.00   500.00  3'570.00  3'570.00
                Amounts in CHF; net = income - spending - savings; ! marks a negative ending balance. \
                Left out to fit the width: rollover.

                """)
        let forty = try await pulpe.run(["-c", "budget list"], environment: ["COLUMNS": "40"])
        #expect(
            forty.stdout == """
                Month      Income  Spending    Ending
                ───────  ────────  ────────  ────────
                2026-11  6'500.00  2'430.00  3'570.00
                Amounts in CHF; ! marks a negative ending balance. Left out to fit the width: savings, net and rollover.

                """)
        let wide = try await pulpe.run(["-c", "budget list"], environment: ["COLUMNS": "80"])
        #expect(wide.stdout.contains("Month      Income  Spending  Savings       Net  Rollover    Ending\n"), "\(wide.stdout)")
        #expect(!wide.stdout.contains("Left out"))
    }
}
