import CommandKit
import Foundation
import Model
import Persistence
import Shared
import TestSupport
import Testing

/// `budget show --json` is printed through `writeJSON`: it must write exactly what `json` builds.
@Suite struct BudgetDetailsStreamTests {
    @Test func theStreamedDocumentIsTheBuiltOne() async throws {
        let db = try DatabaseFixture()
        defer { db.remove() }
        let budget = try await db.budgets("2026-11")[0]
        let rent = try await db.lines.add(budgetID: budget.id, kind: .expense, name: "Rent", amount: money("1800"))
        for index in 1...3_000 {
            _ = try await db.transactions.add(
                NewTransaction(
                    budgetID: budget.id, lineID: index % 3 == 0 ? rent.id : nil, name: "Shop \(index)", amount: money("1.25"),
                    kind: .expense, date: date("2026-11-13")))
        }
        let details = try #require(try await db.budgets.details(month: month("2026-11")))
        var pieces: [String] = []
        var stream = JSONStream { pieces.append($0) }
        details.writeJSON(today: date("2026-11-13"), to: &stream)
        stream.finish()
        #expect(pieces.count > 1)
        #expect(pieces.joined() == details.json(today: date("2026-11-13")).rendered)
    }
}
