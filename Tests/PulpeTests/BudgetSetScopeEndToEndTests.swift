import Foundation
import Testing

/// `budget set` takes the open budget's month when MONTH is left out, as the other budget commands.
@Suite(.serialized) struct BudgetSetScopeEndToEndTests {
    @Test func insideAnOpenBudgetBudgetSetTakesItsMonth() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let created = try await pulpe.run(["-c", "budget new 2026-11", "-c", "budget new 2026-12"])
        #expect(created.status == 0, "\(created.stderr)")
        let set = try await pulpe.run(["-c", "open budget 2026-12", "-c", "budget set --description \"Christmas at my parents'\""])
        #expect(set.status == 0, "\(set.stderr)")
        #expect(set.stdout.hasSuffix("Budget 2026-12: Christmas at my parents'\n"))
        // Outside any open budget, the current one (today is 2026-11-13).
        let current = try await pulpe.run(["--json", "-c", "budget set --description Quiet"])
        #expect(current.stdout == #"{"month":"2026-11","description":"Quiet"}"# + "\n")
        let december = try await pulpe.run(["--json", "-c", "budget show 2026-12"])
        #expect(december.stdout.contains(#""description":"Christmas at my parents'""#))
    }
}
