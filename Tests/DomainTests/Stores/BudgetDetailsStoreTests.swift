import Model
import Persistence
import Shared
import Stores
import TestSupport
import Testing

@MainActor @Suite struct BudgetDetailsStoreTests {
    let services: TestServices
    /// With the TTL alone: writes through the services are seen after 30 s.
    let store: BudgetDetailsStore
    /// With the database's changes, as in the app.
    let tracked: BudgetDetailsStore
    let march: Budget

    init() async throws {
        services = try TestServices()
        store = BudgetDetailsStore(
            budgets: services.budgets, lines: services.lines, transactions: services.transactions,
            clock: services.clock)
        tracked = BudgetDetailsStore(
            budgets: services.budgets, lines: services.lines, transactions: services.transactions,
            clock: services.clock, changes: services.database.changes)
        march = try await services.budget(month(2026, 3), delta: chf(5000))
    }

    private var lineNames: [String] { store.details?.lines.map(\.name) ?? [] }

    @Test func startsIdleWithNothingSelected() async {
        #expect(store.state == .idle)
        await store.loadIfNeeded()
        #expect(store.state == .idle)
        #expect(store.month == nil)
        #expect(store.details == nil)
    }

    @Test func selectingAMonthWithoutBudgetIsEmpty() async {
        await store.select(month(2026, 4))
        #expect(store.month == month(2026, 4))
        #expect(store.state == .empty)
        #expect(store.details == nil)
    }

    @Test func selectingLoadsTheDetails() async {
        await store.select(month(2026, 3))
        #expect(store.state == .loaded)
        #expect(store.details?.budget.id == march.id)
        #expect(store.details?.metrics.remaining == chf(5000))
    }

    @Test func aFreshMonthIsServedFromTheCacheUntilThirtySeconds() async throws {
        await store.select(month(2026, 3))
        _ = try await services.lines.add(budgetID: march.id, kind: .expense, name: "Loyer", amount: chf(1500))
        services.clock.advance(by: 29)
        await store.select(month(2026, 3))
        #expect(lineNames == ["Solde"])
        services.clock.advance(by: 2)
        await store.select(month(2026, 3))
        #expect(lineNames == ["Solde", "Loyer"])
        #expect(store.details?.metrics.remaining == chf(3500))
    }

    @Test func aMutationThroughTheStoreMakesTheNextReadFresh() async throws {
        let store = tracked
        var lineNames: [String] { store.details?.lines.map(\.name) ?? [] }
        await store.select(month(2026, 3))

        let courses = try await store.addLine(budgetID: march.id, kind: .expense, name: "Courses", amount: chf(600), checked: false)
        await store.select(month(2026, 3))
        #expect(lineNames == ["Solde", "Courses"])
        #expect(store.details?.metrics.remaining == chf(4400))

        _ = try await store.addTransaction(
            NewTransaction(
                budgetID: march.id, lineID: courses.id, name: "Migros",
                amount: chf(700), kind: .expense, date: day(2026, 3, 3)))
        let details = try #require(try await store.details(for: month(2026, 3)))
        #expect(details.transactions.map(\.name) == ["Migros"])
        #expect(details.consumed[courses.id] == chf(700))
        #expect(details.metrics.remaining == chf(4300))
    }

    @Test func everyLineAndTransactionMutationInvalidates() async throws {
        let store = tracked
        let courses = try await store.addLine(budgetID: march.id, kind: .expense, name: "Courses", amount: chf(600), checked: false)
        let migros = try await store.addTransaction(
            NewTransaction(
                budgetID: march.id, lineID: courses.id, name: "Migros",
                amount: chf(250), kind: .expense, date: day(2026, 3, 3)))
        func read() async throws -> BudgetDetails { try #require(try await store.details(for: month(2026, 3))) }

        _ = try await store.updateLine(id: courses.id, name: nil, amount: chf(200))
        #expect(try await read().metrics.remaining == chf(4750))  // 5000 − max(200, 250)
        _ = try await store.updateTransaction(id: migros.id, name: nil, amount: chf(100), date: nil, lineID: nil)
        #expect(try await read().metrics.remaining == chf(4800))
        _ = try await store.setTransactionChecked(id: migros.id, true)
        #expect(try await read().realized.expenses == chf(100))
        _ = try await store.setLineChecked(id: courses.id, true)
        #expect(try await read().realized.expenses == chf(200))
        _ = try await store.removeTransaction(id: migros.id)
        #expect(try await read().transactions.isEmpty)
        _ = try await store.removeLine(id: courses.id)
        #expect(try await read().lines.map(\.name) == ["Solde"])
        #expect(try await read().metrics.remaining == chf(5000))
    }

    @Test func aRefusedMutationKeepsTheCache() async throws {
        let store = tracked
        await store.select(month(2026, 3))
        let counter = ChangeCounter()
        counter.track { _ = store.details }
        await #expect(throws: DomainError.self) {
            try await store.addLine(budgetID: march.id, kind: .income, name: "SOLDE", amount: chf(1), checked: false)
        }
        await #expect(throws: DomainError.self) {
            try await store.addTransaction(
                NewTransaction(
                    budgetID: march.id, name: "x", amount: chf(1), kind: .expense,
                    date: day(2026, 4, 1)))
        }
        await store.select(month(2026, 3))  // nothing was written: served from the cache
        #expect(counter.count == 0)
    }

    @Test func otherMonthsStayCachedWhileFresh() async throws {
        let april = try await services.budget(month(2026, 4), delta: chf(100))
        await store.select(month(2026, 3))
        await store.select(month(2026, 4))
        _ = try await services.lines.add(budgetID: march.id, kind: .expense, name: "Loyer", amount: chf(1500))
        _ = try await services.lines.add(budgetID: april.id, kind: .expense, name: "Loyer", amount: chf(1500))
        services.clock.advance(by: 5)
        await store.select(month(2026, 3))
        #expect(lineNames == ["Solde"])
        #expect(store.month == month(2026, 3))
        store.invalidateCache()
        await store.select(month(2026, 4))
        #expect(lineNames == ["Solde", "Loyer"])
        // April's rollover is March's delta, now 5000 − 1500.
        #expect(store.details?.metrics.rollover == chf(3500))
    }

    @Test func atMostSixMonthsAreKeptAndTheOldestGoesFirst() async throws {
        for number in 1...7 {
            if number != 3 { try await services.budget(month(2026, number), delta: .zero) }
            await store.select(month(2026, number))
            services.clock.advance(by: 1)
        }
        // January (loaded first) was evicted when July came in; February was kept.
        try await services.budget(month(2025, 12), delta: chf(100))  // moves every later rollover
        await store.select(month(2026, 2))
        #expect(store.details?.metrics.rollover == .zero)
        await store.select(month(2026, 1))
        #expect(store.details?.metrics.rollover == chf(100))
    }

    @Test func resetForgetsTheMonthAndTheCache() async throws {
        await store.select(month(2026, 3))
        store.reset()
        #expect(store.month == nil)
        #expect(store.details == nil)
        #expect(store.state == .idle)
        _ = try await services.lines.add(budgetID: march.id, kind: .expense, name: "Loyer", amount: chf(1500))
        await store.select(month(2026, 3))
        #expect(lineNames == ["Solde", "Loyer"])
    }

    @Test func observersHearAboutTheNextFreshRead() async throws {
        let store = tracked
        var lineNames: [String] { store.details?.lines.map(\.name) ?? [] }
        await store.select(month(2026, 3))
        let counter = ChangeCounter()
        counter.track { _ = store.details }
        await store.select(month(2026, 3))  // cached: nothing new
        #expect(counter.count == 0)
        _ = try await store.addLine(budgetID: march.id, kind: .expense, name: "Loyer", amount: chf(1500), checked: false)
        await store.loadIfNeeded()
        #expect(counter.count == 1)
        #expect(lineNames == ["Solde", "Loyer"])
    }
}
