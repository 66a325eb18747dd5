import Foundation
import GRDB
import Maintenance
import Model
import Persistence
import Shared
import TestSupport
import Testing

/// `DatabaseDoctor` on a real file: a healthy month passes; a derived value corrupted with raw
/// SQL (the triggers and services bypassed) is named with its table, row, stored and expected value.
@Suite struct DatabaseDoctorTests {
    /// November 2026: Salary 5000, Rent 1800, Groceries 600 with 250 + 180 allocated, a free
    /// expense of 30 and a free income of 100. Returns the budget and the Groceries line ids.
    private func november(_ db: TemporaryDatabase) async throws -> (budget: Int64, groceries: Int64) {
        let budget = try await db.budgets("2026-11")[0]
        _ = try await db.lines.add(budgetID: budget.id, kind: .income, name: "Salary", amount: money("5000"))
        _ = try await db.lines.add(budgetID: budget.id, kind: .expense, name: "Rent", amount: money("1800"))
        let groceries = try await db.lines.add(budgetID: budget.id, kind: .expense, name: "Groceries", amount: money("600"))
        let day = date("2026-11-13")
        for (name, amount, line, kind) in [
            ("Migros", "250", groceries.id, Kind.expense), ("Coop", "180", groceries.id, .expense),
            ("Cinema", "30", nil, .expense), ("Gift", "100", nil, .income),
        ] {
            _ = try await db.transactions.add(
                NewTransaction(
                    budgetID: budget.id, lineID: line, name: name, amount: money(amount),
                    kind: kind, date: day))
        }
        return (budget.id, groceries.id)
    }

    @Test func aHealthyFileHasNoProblems() async throws {
        let db = try TemporaryDatabase()
        defer { db.remove() }
        _ = try await november(db)
        let report = try DatabaseDoctor(database: db.database).examine()
        #expect(report.problems == [])
        #expect(report.budgets == 1)
        #expect(report.lines == 3)
        #expect(report.transactions == 4)
        // The stored delta the doctor agreed with: 5000 + 100 − (1800 + max(600, 430) + 30).
        #expect(try await db.budgets.budget(for: month("2026-11"))?.monthDelta == money("2670"))
    }

    @Test func corruptedDerivedValuesAreNamedWithStoredAndExpected() async throws {
        let db = try TemporaryDatabase()
        defer { db.remove() }
        let ids = try await november(db)
        try db.database.write { sql in
            try sql.execute(sql: "UPDATE budget_line SET consumed_cents = 52000 WHERE id = ?", arguments: [ids.groceries])
            try sql.execute(
                sql: "UPDATE budget SET free_expense_cents = 0, month_delta_cents = 267001 WHERE id = ?",
                arguments: [ids.budget])
        }
        // The month-delta triggers carry the zeroed free expense (+30) into the stored delta set
        // to 2'670.01 just before: 2'700.01.
        let report = try DatabaseDoctor(database: db.database).examine()
        #expect(
            report.problems.map(\.message) == [
                "budget_line #\(ids.groceries) (2026-11 Groceries) consumed: stored 520.00, expected 430.00",
                "budget #\(ids.budget) (2026-11) free_expense: stored 0.00, expected 30.00",
                "budget #\(ids.budget) (2026-11) month_delta: stored 2'700.01, expected 2'670.00",
            ])
        let first = try #require(report.problems.first)
        #expect(first.check == .derived)
        #expect(first.table == "budget_line")
        #expect(first.id == ids.groceries)
        #expect(first.field == "consumed")
        #expect(first.stored == money("520"))
        #expect(first.expected == money("430"))
    }

    /// November's four transactions are Main's: 100 − 250 − 180 − 30 = −360.00, none checked,
    /// no transfer.
    @Test func corruptedAccountSumsAreNamed() async throws {
        let db = try TemporaryDatabase()
        defer { db.remove() }
        _ = try await november(db)
        #expect(try DatabaseDoctor(database: db.database).examine().problems == [])
        try db.database.write { sql in
            try sql.execute(sql: "UPDATE account SET tx_sum_cents = -35000, transfer_sum_cents = 100 WHERE id = 1")
        }
        let report = try DatabaseDoctor(database: db.database).examine()
        #expect(
            report.problems.map(\.message) == [
                "account #1 (Main) transactions: stored -350.00, expected -360.00",
                "account #1 (Main) transfers: stored 1.00, expected 0.00",
            ])
    }

    /// None of november's transactions is checked, so every checked sum should be 0.
    @Test func corruptedCheckedSumsAreNamed() async throws {
        let db = try TemporaryDatabase()
        defer { db.remove() }
        let ids = try await november(db)
        try db.database.write { sql in
            try sql.execute(sql: "UPDATE budget_line SET checked_cents = 2500 WHERE id = ?", arguments: [ids.groceries])
            try sql.execute(
                sql: "UPDATE budget SET free_checked_expense_cents = 3000, checked_tx_count = 2 WHERE id = ?", arguments: [ids.budget])
        }
        let report = try DatabaseDoctor(database: db.database).examine()
        #expect(
            report.problems.map(\.message) == [
                "budget_line #\(ids.groceries) (2026-11 Groceries) checked: stored 25.00, expected 0.00",
                "budget #\(ids.budget) (2026-11) free_checked_expense: stored 30.00, expected 0.00",
                "budget #\(ids.budget) (2026-11) checked_tx_count: stored 2, expected 0",
            ])
    }

    @Test func aRowPointingNowhereIsAForeignKeyProblem() async throws {
        let db = try TemporaryDatabase()
        defer { db.remove() }
        _ = try await november(db)
        try db.database.queue.inDatabase { sql in
            try sql.execute(sql: "PRAGMA foreign_keys = OFF")
            // A free transaction: no trigger checks its goal.
            try sql.execute(sql: "UPDATE tx SET source_goal_id = 999 WHERE name = 'Cinema'")
            try sql.execute(sql: "PRAGMA foreign_keys = ON")
        }
        let report = try DatabaseDoctor(database: db.database).examine()
        let foreignKey = report.problems.filter { $0.check == .foreignKey }
        #expect(foreignKey.map(\.message) == ["tx #3 points to a missing savings_goal row"])
    }
}
