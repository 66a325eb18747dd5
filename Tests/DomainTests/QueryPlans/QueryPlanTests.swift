import Foundation
import GRDB
import Ledger
import Model
import Persistence
import Shared
import Testing

/// The hot queries use indexes (README, "Speed"): the statements the services really run are recorded
/// on a real temporary database and their `EXPLAIN QUERY PLAN` is checked. No timing here.
@Suite struct QueryPlanTests {
    @Test func budgetListNeverReadsTheTransactions() async throws {
        let fixture = try await QueryPlanFixture()
        defer { fixture.cleanUp() }
        let plans = try await fixture.plans { _ = try await $0.budgets.summaries() }
        #expect(plans.contains { $0.sql.contains("FROM budget ") })
        for plan in plans {
            #expect(!plan.reads("tx"), "budget list must read the maintained aggregates, not tx: \(plan)")
        }
    }

    @Test func budgetShowFindsTheMonthsTransactionsByIndex() async throws {
        let fixture = try await QueryPlanFixture()
        defer { fixture.cleanUp() }
        let plans = try await fixture.plans { _ = try await $0.budgets.details(month: QueryPlanFixture.month) }
        let transactions = try #require(plans.first { $0.reads("tx") && $0.sql.contains("ORDER BY") })
        #expect(transactions.uses(index: "tx_by_budget"), "\(transactions)")
        #expect(!transactions.sortsInTemporaryTree, "the index gives the date order: \(transactions)")
        for plan in plans { #expect(!plan.scans, "\(plan)") }
    }

    @Test func txListInDateOrderFindsTheMonthsTransactionsByIndex() async throws {
        let fixture = try await QueryPlanFixture()
        defer { fixture.cleanUp() }
        let plans = try await fixture.plans { _ = try await $0.ledger.list(budgetID: $0.budgetID) }
        let transactions = try #require(plans.first { $0.reads("tx") })
        #expect(transactions.uses(index: "tx_by_budget"), "\(transactions)")
        #expect(!transactions.sortsInTemporaryTree, "\(transactions)")
    }

    @Test func lineLookupByNameUsesTheUniqueIndex() async throws {
        let fixture = try await QueryPlanFixture()
        defer { fixture.cleanUp() }
        let plans = try await fixture.plans { _ = try await $0.lines.line(named: "groceries", budgetID: $0.budgetID) }
        let lookup = try #require(plans.first { $0.reads("budget_line") })
        #expect(lookup.detail.contains("SEARCH budget_line USING INDEX"), "\(lookup)")
        #expect(lookup.detail.contains("name_key=?"), "\(lookup)")
    }

    @Test func addingATransactionScansNothing() async throws {
        let fixture = try await QueryPlanFixture()
        defer { fixture.cleanUp() }
        let plans = try await fixture.plans {
            _ = try await $0.ledger.add(
                NewTransaction(
                    budgetID: $0.budgetID, lineID: $0.groceriesID, name: "Coop", amount: Money(cents: 4_250), kind: .expense,
                    date: LocalDate(year: 2026, month: 6, day: 3)))
        }
        #expect(plans.contains { $0.sql.hasPrefix("INSERT INTO tx") })
        for plan in plans { #expect(!plan.scans, "\(plan)") }
    }

    /// `tx add Coop 42.50 --line groceries` resolves and checks everything in the one transaction
    /// that inserts it: the settings, the budget and the line read once each, then the insert
    /// (the triggers keep consumption and the month delta; nothing reads the 40 lines back).
    @Test func addingATransactionAsTypedReadsEachRowOnce() async throws {
        let fixture = try await QueryPlanFixture()
        defer { fixture.cleanUp() }
        let plans = try await fixture.plans {
            _ = try await $0.ledger.add(
                TransactionRequest(
                    budget: .periodOf(LocalDate(year: 2026, month: 6, day: 3)), line: "groceries", name: "Coop",
                    amount: Money(cents: 4_250)),
                today: LocalDate(year: 2026, month: 6, day: 20))
        }
        let tables = plans.map { plan in
            ["settings", "budget_line", "budget", "tx"].first { plan.sql.contains(" \($0) ") || plan.sql.hasSuffix(" \($0)") } ?? plan.sql
        }
        #expect(tables == ["settings", "budget", "budget_line", "tx"], "\(plans.map(\.sql))")
        #expect(plans.last?.sql.hasPrefix("INSERT INTO tx") == true)
        for plan in plans { #expect(!plan.scans, "\(plan)") }
    }

    /// An account's balance on a day reads the kept day sums after that day by their key, and the
    /// transfers by their indexes: never the transactions.
    @Test func aBalanceOnADayReadsDaySumsNotTransactions() async throws {
        let fixture = try await QueryPlanFixture()
        defer { fixture.cleanUp() }
        let accounts = AccountService(database: fixture.database)
        let plans = try await fixture.plans { _ in _ = try await accounts.balance(accountID: 1, on: LocalDate(year: 2026, month: 6, day: 3))
        }
        let balance = try #require(plans.first { $0.sql.contains("account_day") })
        #expect(balance.details.contains("SEARCH account_day USING PRIMARY KEY (account_id=? AND date>?)"), "\(balance)")
        for plan in plans {
            #expect(!plan.details.contains { $0.hasPrefix("SCAN ") && $0 != "SCAN CONSTANT ROW" }, "\(plan)")
            #expect(!plan.sql.contains("FROM tx"), "\(plan)")
        }
    }

    /// `line check groceries` and `tx remove Migros…` read their budget once, in the transaction
    /// that writes (the command no longer resolves it first).
    @Test func changingALineOrATransactionByNameReadsItsBudgetOnce() async throws {
        let fixture = try await QueryPlanFixture()
        defer { fixture.cleanUp() }
        let june = BudgetChoice.month(QueryPlanFixture.month)
        let linePlans = try await fixture.plans { _ = try await $0.lines.setChecked(LineReference("groceries", in: june), true) }
        #expect(linePlans.filter { $0.sql.contains("FROM budget ") }.count == 1, "\(linePlans.map(\.sql))")
        #expect(linePlans.contains { $0.sql.hasPrefix("UPDATE budget_line") })
        let txPlans = try await fixture.plans { _ = try await $0.ledger.setChecked(.id(1), true) }
        #expect(txPlans.filter { $0.sql.contains("FROM budget ") }.count == 1, "\(txPlans.map(\.sql))")
        #expect(
            txPlans.filter { $0.sql.contains("FROM tx ") }.count == 3,
            "the row, the later parts of its movement (by the split index), then the row as stored: \(txPlans.map(\.sql))")
        for plan in txPlans { #expect(!plan.scans, "\(plan)") }
    }

    /// The indexes of a transaction's goal, planned withdrawal and category hold only the rows
    /// that have one, and still serve every look-up by value: a goal's withdrawals, a planned
    /// withdrawal's transaction, a category filter, and the SET NULL of a deleted goal.
    @Test func theOptionalReferencesAreFoundThroughTheirPartialIndexes() async throws {
        let fixture = try await QueryPlanFixture()
        defer { fixture.cleanUp() }
        let lookups = [
            ("SELECT id FROM tx WHERE source_goal_id = ? ORDER BY id", "tx_by_source_goal"),
            ("UPDATE tx SET source_goal_id = NULL WHERE source_goal_id = ?", "tx_by_source_goal"),
            ("SELECT id FROM tx WHERE planned_withdrawal_id = ?", "tx_by_planned_withdrawal"),
            ("SELECT id FROM tx WHERE search_category = ? ORDER BY date DESC", "tx_by_category"),
        ]
        try fixture.database.read { db in
            for (sql, index) in lookups {
                let details = try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN \(sql)", arguments: [1]).map { $0["detail"] as String }
                let plan = QueryPlan(sql: sql, details: details)
                #expect(plan.uses(index: index), "\(plan)")
                #expect(!plan.scans, "\(plan)")
            }
            // Each is partial: a transaction without a goal, withdrawal or category has no entry in it.
            for index in ["tx_by_source_goal", "tx_by_planned_withdrawal", "tx_by_category"] {
                let partial = try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = ?", arguments: [index]) ?? ""
                #expect(partial.hasSuffix("IS NOT NULL"), "\(index): \(partial)")
            }
        }
    }
}
