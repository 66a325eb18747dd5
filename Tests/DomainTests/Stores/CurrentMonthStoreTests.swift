import Model
import Persistence
import Shared
import Stores
import TestSupport
import Testing

/// The current month's store: the dashboard's reads, served from the cache until the TTL or a
/// change to what they read.
@MainActor @Suite struct CurrentMonthStoreTests {
    let today = date("2026-11-13")

    func request(_ name: String = "2026-11") -> CurrentMonthStore.Request {
        CurrentMonthStore.Request(
            month: month(name), today: today, week: Week(containing: today, firstWeekday: .monday), latest: 5, unchecked: 5)
    }

    /// One free expense of 30 on the 12th (a Thursday: in the week of the 9th to the 15th) in
    /// Food: week 30, categories Food 30; then 20 more on the 2nd (the week before): week
    /// still 30, Food 50.
    @Test func servesTheCacheUntilWhatItReadChanges() async throws {
        let db = try TemporaryDatabase()
        defer { db.remove() }
        let stores = AppStores(database: db.database, clock: db.clock)
        let budget = try await stores.budgetList.create(month: month("2026-11"), description: nil, templateID: nil)
        _ = try await db.transactions.add(
            NewTransaction(
                budgetID: budget.id, name: "Lunch", amount: money("30"), kind: .expense, date: date("2026-11-12"), category: "Food"))
        let first = try await stores.currentMonth.dashboard(for: request())
        #expect(first.month?.month == month("2026-11"))
        #expect(first.weekSpent == money("30"))
        #expect(first.categories.map(\.amount) == [money("30")])
        #expect(stores.currentMonth.region.isSuperset(of: ["budget", "tx"]))

        // A write on the same connection is seen at once.
        _ = try await db.transactions.add(
            NewTransaction(
                budgetID: budget.id, name: "Bread", amount: money("20"), kind: .expense, date: date("2026-11-02"), category: "Food"))
        let second = try await stores.currentMonth.dashboard(for: request())
        #expect(second.weekSpent == money("30"))
        #expect(second.categories.map(\.amount) == [money("50")])

        // Without the database's changes, only the 30 s TTL ends the cache.
        let ttlOnly = CurrentMonthStore(
            budgets: db.budgets, reports: stores.reportService, accounts: stores.accountService, settings: db.settings, clock: db.clock)
        #expect(try await ttlOnly.dashboard(for: request()).categories.map(\.amount) == [money("50")])
        _ = try await db.transactions.add(
            NewTransaction(budgetID: budget.id, name: "Tea", amount: money("5"), kind: .expense, date: date("2026-11-13"), category: "Food")
        )
        #expect(try await ttlOnly.dashboard(for: request()).weekSpent == money("30"))
        db.clock.advance(by: 31)
        #expect(try await ttlOnly.dashboard(for: request()).weekSpent == money("35"))

        // Another month is another request: loaded, and empty without a budget.
        let december = try await ttlOnly.dashboard(for: request("2026-12"))
        #expect(december.month == nil)
        #expect(ttlOnly.state == .empty)
    }
}
