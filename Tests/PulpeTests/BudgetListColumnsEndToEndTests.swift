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
}
