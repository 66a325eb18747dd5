import Foundation
import GRDB
import Model
import Persistence
import Shared
import TestSupport
import Testing

/// The store and formula tests' name for the shared fixture.
typealias TestServices = DatabaseFixture

extension DatabaseFixture {
    /// The persisted month delta of the budget of `month`, read back from the database.
    func storedDelta(_ month: YearMonth) async throws -> Money? {
        try await budgets.budget(for: month)?.monthDelta
    }

    /// Adds a transaction dated on the 10th of `month` (inside its calendar period).
    @discardableResult
    func addTransaction(
        _ budget: Budget, line: BudgetLine? = nil, _ name: String, _ amount: Money, _ kind: Kind,
        checked: Bool = false
    ) async throws -> Transaction {
        try await transactions.add(
            NewTransaction(
                budgetID: budget.id, lineID: line?.id, name: name, amount: amount, kind: kind,
                date: LocalDate(year: budget.month.year, month: budget.month.month, day: 10), checked: checked))
    }

    /// Creates the budget of `month` holding one income line, so its stored delta is `delta`
    /// (a negative delta is an expense line instead).
    @discardableResult
    func budget(_ month: YearMonth, delta: Money) async throws -> Budget {
        let budget = try await budgets.create(month: month)
        if delta.cents > 0 {
            _ = try await lines.add(budgetID: budget.id, kind: .income, name: "Solde", amount: delta)
        } else if delta.cents < 0 {
            _ = try await lines.add(budgetID: budget.id, kind: .expense, name: "Solde", amount: -delta)
        }
        return try #require(try await budgets.budget(for: month))
    }
}

func chf(_ units: Int64) -> Money { Money(units: units) }

func month(_ year: Int, _ month: Int) -> YearMonth { YearMonth(year: year, month: month) }

func day(_ year: Int, _ month: Int, _ day: Int) -> LocalDate { LocalDate(year: year, month: month, day: day) }
