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
}
