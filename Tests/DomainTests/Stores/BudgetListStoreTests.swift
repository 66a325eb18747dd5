import GRDB
import Model
import Persistence
import Planning
import Shared
import Stores
import TestSupport
import Testing

@MainActor @Suite struct BudgetListStoreTests {
    let services: TestServices
    let store: BudgetListStore

    init() throws {
        services = try TestServices()
        store = BudgetListStore(service: services.budgets, clock: services.clock)
    }

    private var months: [YearMonth] { store.summaries.map(\.month) }

    @Test func startsIdleAndEmpty() {
        #expect(store.state == .idle)
        #expect(store.summaries.isEmpty)
    }

    @Test func loadingNoBudgetsIsEmpty() async {
        await store.loadIfNeeded()
        #expect(store.state == .empty)
    }

    @Test func aChangeBehindTheStoresBackIsSeenOnlyAfterThirtySeconds() async throws {
        try await services.budget(month(2026, 1), delta: chf(500))
        await store.loadIfNeeded()
        #expect(months == [month(2026, 1)])
        #expect(store.state == .loaded)

        try await services.budget(month(2026, 2), delta: chf(400))
        services.clock.advance(by: 29)
        await store.loadIfNeeded()
        #expect(months == [month(2026, 1)])

        services.clock.advance(by: 2)
        await store.loadIfNeeded()
        #expect(months == [month(2026, 1), month(2026, 2)])
        #expect(store.summaries.map(\.endingBalance) == [chf(500), chf(900)])
    }

    @Test func anotherProcessWritingTheSameFileIsSeenAfterThirtySeconds() async throws {
        let file = TemporaryDatabaseFile()
        let clock = ManualClock()
        let store = BudgetListStore(service: BudgetService(database: try file.open()), clock: clock)
        let otherProcess = BudgetService(database: try file.open())
        await store.loadIfNeeded()
        #expect(store.state == .empty)

        _ = try await otherProcess.create(month: month(2026, 3))
        clock.advance(by: 29)
        await store.loadIfNeeded()
        #expect(store.summaries.isEmpty)
        clock.advance(by: 2)
        await store.loadIfNeeded()
        #expect(store.summaries.map(\.month) == [month(2026, 3)])
    }

    @Test func withAChangeCounterAnotherProcessIsSeenAtOnce() async throws {
        let file = TemporaryDatabaseFile()
        let clock = ManualClock()
        let database = try file.open()
        let store = BudgetListStore(service: BudgetService(database: database), clock: clock, changes: database.changes)
        let otherProcess = BudgetService(database: try file.open())
        await store.loadIfNeeded()
        #expect(store.state == .empty)

        // A write through the store's own connection, even past the store, is seen at once.
        _ = try await BudgetService(database: database).create(month: month(2026, 2))
        clock.advance(by: 1)
        await store.loadIfNeeded()
        #expect(store.summaries.map(\.month) == [month(2026, 2)])

        // Another connection's commit does: the next load, one second later, sees it.
        _ = try await otherProcess.create(month: month(2026, 3))
        clock.advance(by: 1)
        await store.loadIfNeeded()
        #expect(store.summaries.map(\.month) == [month(2026, 2), month(2026, 3)])
    }

    @Test func invalidatingReloadsAtTheNextLoad() async throws {
        await store.loadIfNeeded()
        try await services.budget(month(2026, 1), delta: chf(500))
        await store.loadIfNeeded()
        #expect(months.isEmpty)
        store.invalidateCache()
        await store.loadIfNeeded()
        #expect(months == [month(2026, 1)])
    }

    @Test func forceRefreshIgnoresTheCache() async throws {
        await store.loadIfNeeded()
        try await services.budget(month(2026, 1), delta: chf(500))
        await store.forceRefresh()
        #expect(months == [month(2026, 1)])
    }

    @Test func theStoresOwnMutationsAreSeenAtOnce() async throws {
        let store = BudgetListStore(service: services.budgets, clock: services.clock, changes: services.database.changes)
        #expect(try await store.currentSummaries().isEmpty)

        let created = try await store.create(month: month(2026, 3), description: nil, templateID: nil)
        #expect(created.month == month(2026, 3))
        #expect(try await store.currentSummaries().map(\.month) == [month(2026, 3)])

        try await store.delete(month: month(2026, 3))
        #expect(try await store.currentSummaries().isEmpty)
        #expect(store.state == .empty)
    }

    @Test func aRefusedMutationKeepsTheCache() async throws {
        let store = BudgetListStore(service: services.budgets, clock: services.clock, changes: services.database.changes)
        _ = try await store.create(month: month(2026, 3), description: nil, templateID: nil)
        _ = try await store.currentSummaries()
        let counter = ChangeCounter()
        counter.track { _ = store.summaries }
        await #expect(throws: DomainError.self) { try await store.create(month: month(2026, 3), description: nil, templateID: nil) }
        await #expect(throws: DomainError.self) { try await store.delete(month: month(2026, 4)) }
        // Nothing was written: the cache is still fresh, nothing is reloaded.
        #expect(try await store.currentSummaries().map(\.month) == [month(2026, 3)])
        #expect(counter.count == 0)
    }

    @Test func resetForgetsEverything() async throws {
        try await services.budget(month(2026, 1), delta: chf(500))
        await store.loadIfNeeded()
        store.reset()
        #expect(store.summaries.isEmpty)
        #expect(store.state == .idle)
        await store.loadIfNeeded()
        #expect(months == [month(2026, 1)])
    }

    @Test func aFailedLoadIsReportedAndThrown() async throws {
        try services.database.write { try $0.execute(sql: "DROP TABLE budget_line") }
        await store.loadIfNeeded()
        guard case .failed = store.state else {
            Issue.record("expected failed, got \(store.state)")
            return
        }
        let error = await #expect(throws: DomainError.self) { try await store.currentSummaries() }
        guard case .conflict(let message) = error else {
            Issue.record("expected conflict, got \(String(describing: error))")
            return
        }
        #expect(message.hasPrefix("cannot read the budgets: "))
    }

    @Test func observersHearAboutNewDataButNotAboutCachedReads() async throws {
        let counter = ChangeCounter()
        counter.track { _ = store.summaries }
        try await services.budget(month(2026, 1), delta: chf(500))
        await store.loadIfNeeded()
        #expect(counter.count == 1)

        counter.track { _ = store.summaries }
        try await services.budget(month(2026, 2), delta: chf(400))
        services.clock.advance(by: 10)
        await store.loadIfNeeded()  // served from the cache
        #expect(counter.count == 1)

        services.clock.advance(by: 30)
        await store.loadIfNeeded()
        #expect(counter.count == 2)
        #expect(months == [month(2026, 1), month(2026, 2)])
    }
}
