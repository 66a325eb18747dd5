import Foundation
import Testing

/// The locale's sign for its own currency where screens print a code before an amount, through
/// the built binary: an Indonesian budget of Rp 1'500'000 income, an American one 403.20 short.
@Suite struct LocaleCurrencySignEndToEndTests {
    @Test func anIndonesianBudgetReadsRupiahs() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let script = ["settings set currency IDR", "settings set locale id-ID", "budget new 2026-11", "line add income Gaji 1500000"]
        let made = try await pulpe.run(script.flatMap { ["-c", $0] }, today: "2026-11-26")
        #expect(made.status == 0, "\(made.stderr)")
        let budget = try await pulpe.run(["-c", "budget show 2026-11"], today: "2026-11-26")
        #expect(budget.stdout.contains("Remaining Rp 1.500.000,00 · "), "\(budget.stdout)")
        let dashboard = try await pulpe.run(["run", pulpe.write("d.pulpe", "open month\n")], today: "2026-11-26")
        #expect(dashboard.stdout.contains("  Rp 1.500.000,00 left"), "\(dashboard.stdout)")
        // JSON keeps the plain number; the currency is named by its code in the settings.
        let json = try await pulpe.run(["--json", "-c", "budget show 2026-11"], today: "2026-11-26")
        #expect(json.stdout.contains("1500000.00") && !json.stdout.contains("Rp"), "\(json.stdout)")
    }

    @Test func anAmericanDeficitPutsTheMinusBeforeTheSignAndFrancsKeepTheirCode() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let script = ["settings set locale en-US", "budget new 2026-11", "line add expense Rent 403.20"]
        #expect(try await pulpe.run(script.flatMap { ["-c", $0] }, today: "2026-11-26").status == 0)
        let francs = try await pulpe.run(["-c", "budget show 2026-11"], today: "2026-11-26")
        #expect(francs.stdout.contains("Remaining CHF -403.20 · "), "\(francs.stdout)")
        #expect(try await pulpe.run(["-c", "settings set currency USD"], today: "2026-11-26").status == 0)
        let dollars = try await pulpe.run(["-c", "budget show 2026-11"], today: "2026-11-26")
        #expect(dollars.stdout.contains("Remaining -$403.20 · "), "\(dollars.stdout)")
    }
}
