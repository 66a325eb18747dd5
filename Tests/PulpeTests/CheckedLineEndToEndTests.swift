import Foundation
import Testing

/// A checked outflow line counts at least its amount in the realized figures (Docs/Domain.md §5.3):
/// `budget show` shows it consumed in full, not as unused.
@Suite(.serialized) struct CheckedLineEndToEndTests {
    @Test func aCheckedLineWithoutTransactionsShowsConsumedInFull() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let setup = try await pulpe.run(["run", pulpe.write("n.pulpe", NovemberBudget.script)])
        #expect(setup.status == 0, "\(setup.stderr)")
        let show = try await pulpe.run(["-c", "budget show 2026-11"])
        #expect(show.stdout.contains("#2  ✓  Rent       expense  1'800.00  1'800.00  ██████████ 100 %"), "\(show.stdout)")
        #expect(show.stdout.contains("#3     Groceries  expense     82.40    600.00  █░░░░░░░░░  14 %"))
        #expect(show.stdout.contains("Expenses            2'930.00   1'882.40"))
        // Unchecked again, nothing is allocated to it: 0 %.
        _ = try await pulpe.run(["-c", "line uncheck Rent --budget 2026-11"])
        let unchecked = try await pulpe.run(["-c", "budget show 2026-11"])
        #expect(unchecked.stdout.contains("#2     Rent       expense      0.00  1'800.00  ░░░░░░░░░░   0 %"), "\(unchecked.stdout)")
    }

    /// Realized income counts a checked income line's amount and its transactions on top: the
    /// salary checked reads 6'500.00 (100 %); with a 200 bonus allocated, 6'700.00 (103 %), which
    /// is also the realized income (no other income is checked).
    @Test func aCheckedIncomeLineShowsWhatRealizedIncomeCounts() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let setup = try await pulpe.run(["run", pulpe.write("n.pulpe", NovemberBudget.script)])
        #expect(setup.status == 0, "\(setup.stderr)")
        let checked = try await pulpe.run(["-c", "line check Salary --budget 2026-11", "-c", "budget show 2026-11"])
        #expect(checked.stdout.contains("#1  ✓  Salary     income   6'500.00  6'500.00  ██████████ 100 %"), "\(checked.stdout)")
        #expect(checked.stdout.contains("Income              6'500.00  6'500.00"))
        let bonus = try await pulpe.run([
            "-c", "tx add Bonus 200 --kind income --line Salary --date 2026-11-20 --budget 2026-11 --checked", "-c", "budget show 2026-11",
        ])
        #expect(bonus.status == 0, "\(bonus.stderr)")
        #expect(bonus.stdout.contains("#1  ✓  Salary     income   6'700.00  6'500.00  █████████+ 103 %"), "\(bonus.stdout)")
        #expect(bonus.stdout.contains("Income              6'500.00  6'700.00"))
    }
}
