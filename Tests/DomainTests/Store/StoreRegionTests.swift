import Domain
import GRDB
import Model
import Persistence
import Shared
import Synchronization
import TestSupport
import Testing

/// Each store's `region` (the tables whose changes make its cache stale) holds every table its
/// load reads, as SQLite reports them for each statement the load runs.
@MainActor @Suite struct StoreRegionTests {
    let today = date("2026-11-13")

    /// The tables read by the statements `load` runs.
    func tablesRead(in database: AppDatabase, by load: () async -> Void) async throws -> Set<String> {
        let tables = try database.read { try String.fetchAll($0, sql: "SELECT name FROM sqlite_master WHERE type = 'table'") }
        let statements = Mutex(Set<String>())
        database.queue.inDatabase { db in
            db.trace(options: .statement) { @Sendable event in
                guard case .statement(let statement) = event else { return }
                statements.withLock { _ = $0.insert(statement.sql) }
            }
        }
        await load()
        database.queue.inDatabase { $0.trace(options: .statement, nil) }
        // Prepared again, each statement tells the tables it reads.
        return try database.read { db in
            var read = Set<String>()
            for sql in statements.withLock({ $0 }) {
                let region = try db.makeStatement(sql: sql).databaseRegion
                read.formUnion(tables.filter { region.isModified(byEventsOfKind: .insert(tableName: $0)) })
            }
            return read
        }
    }

    @Test func everyStoreDeclaresEveryTableItsLoadReads() async throws {
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

        // (store, region, tables its load is known to read: the tracing must see them, load)
        let loads: [(String, Set<String>, Set<String>, () async -> Void)] = [
            ("settings", SettingsStore.region, ["settings"], { await stores.settings.forceRefresh() }),
            (
                "budget list", BudgetListStore.region, ["budget", "budget_line", "settings", "account"],
                { await stores.budgetList.forceRefresh() }
            ),
            (
                "budget details", BudgetDetailsStore.region, ["budget", "budget_line", "tx", "settings", "account"],
                {
                    await stores.budgetDetails.select(month("2026-11"))
                    await stores.budgetDetails.forceRefresh()
                }
            ),
            ("templates", TemplateStore.region, ["template", "template_line"], { await stores.templates.forceRefresh() }),
            (
                "goals", SavingsGoalStore.region, ["savings_goal", "budget_line", "tx", "planned_withdrawal", "settings"],
                {
                    _ = try? await stores.goals.currentGoals(today: today)
                    await stores.goals.forceRefresh()
                }
            ),
        ]
        for (name, region, known, load) in loads {
            let read = try await tablesRead(in: db.database, by: load)
            #expect(known.isSubset(of: read), "\(name): \(known.subtracting(read).sorted()) not seen read")
            #expect(read.isSubset(of: region), "\(name) reads \(read.subtracting(region).sorted()) outside its region")
        }
    }
}
