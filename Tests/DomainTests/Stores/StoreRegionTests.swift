import GRDB
import Model
import Persistence
import Shared
import Stores
import Synchronization
import TestSupport
import Testing

/// Each store's `region` (the tables whose changes make its cache stale) is recorded from its own
/// load: it holds the tables the load is known to read, and only real tables (no statement whose
/// tables were unknown). That a commit to those tables is then seen, StoreDifferentialTests shows
/// against a fresh process.
@MainActor @Suite struct StoreRegionTests {
    let today = date("2026-11-13")

    @Test func everyStoreRecordsTheTablesItsLoadReads() async throws {
        let db = try TemporaryDatabase()
        defer { db.remove() }
        let stores = AppStores(database: db.database, clock: db.clock)
        // Enough data for every load to run all its queries: a template feeding a goal, a budget
        // made from it with a transaction, a planned withdrawal.
        let goal = try await stores.goals.create(
            NewSavingsGoal(name: "Car", target: money("1000"), targetDate: date("2027-06-30")), today: today)
        let template = try await stores.templates.create(name: "Normal", description: nil, isDefault: true)
        _ = try await stores.templates.addLine(
            templateID: template.id, kind: .saving, name: "CarSave", amount: money("100"),
            recurrence: .fixed, goalID: goal.id, propagateFrom: nil)
        let budget = try await stores.budgetList.create(month: month("2026-11"), description: nil, templateID: nil)
        let line = try #require(try await stores.budgetDetails.details(for: month("2026-11"))?.lines.first)
        _ = try await stores.budgetDetails.addTransaction(
            NewTransaction(
                budgetID: budget.id, lineID: line.id, name: "Bank", amount: money("100"),
                kind: .saving, date: today))
        _ = try await stores.goals.planWithdrawal(goalID: goal.id, amount: money("50"), month: month("2026-12"), today: today)
        // The rollover starts from the accounts' openings: the budget stores read `account` too.
        _ = try await stores.settingsService.setStartsFromAccounts(true)

        // (store, its recorded region, tables its load is known to read, load)
        let loads: [(String, @MainActor () -> Set<String>, Set<String>, () async -> Void)] = [
            ("settings", { stores.settings.region }, ["settings"], { await stores.settings.forceRefresh() }),
            (
                "budget list", { stores.budgetList.region }, ["budget", "budget_line", "settings", "account"],
                { await stores.budgetList.forceRefresh() }
            ),
            (
                "budget details", { stores.budgetDetails.region }, ["budget", "budget_line", "tx", "settings", "account"],
                {
                    await stores.budgetDetails.select(month("2026-11"))
                    await stores.budgetDetails.forceRefresh()
                }
            ),
            ("templates", { stores.templates.region }, ["template", "template_line"], { await stores.templates.forceRefresh() }),
            (
                "goals", { stores.goals.region }, ["savings_goal", "budget_line", "tx", "planned_withdrawal", "settings"],
                {
                    _ = try? await stores.goals.currentGoals(today: today)
                    await stores.goals.forceRefresh()
                }
            ),
            (
                // The month's sums and items, the week's and the categories' report totals, the accounts.
                "current month", { stores.currentMonth.region }, ["budget", "budget_line", "tx", "settings", "account"],
                {
                    let request = CurrentMonthStore.Request(
                        month: month("2026-11"), today: today, week: Week(containing: today, firstWeekday: .monday), latest: 5,
                        unchecked: 5)
                    _ = try? await stores.currentMonth.dashboard(for: request)
                }
            ),
            (
                "accounts", { stores.accounts.region }, ["account", "settings"],
                { _ = try? await stores.accounts.accounts(today: today) }
            ),
        ]
        let tables = Set(try db.database.read { try String.fetchAll($0, sql: "SELECT name FROM sqlite_master WHERE type = 'table'") })
        for (name, region, known, load) in loads {
            await load()
            #expect(known.isSubset(of: region()), "\(name): \(known.subtracting(region()).sorted()) not recorded")
            #expect(region().isSubset(of: tables), "\(name) recorded \(region().subtracting(tables).sorted())")
        }
    }
}
