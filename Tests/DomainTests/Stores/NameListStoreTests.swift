import Model
import Persistence
import Shared
import Stores
import TestSupport
import Testing

/// The names Tab offers: read once, served from the cache until what their query read changes.
@MainActor @Suite struct NameListStoreTests {
    @Test func categoriesAreReadAgainOnlyWhenACommitTouchesWhatTheyWereReadFrom() async throws {
        let db = try TemporaryDatabase()
        defer { db.remove() }
        let stores = AppStores(database: db.database, clock: db.clock)
        let budget = try await stores.budgetList.create(month: month("2026-11"), description: nil, templateID: nil)
        #expect(try await stores.categoryNames.current() == [])
        _ = try await db.transactions.add(
            NewTransaction(
                budgetID: budget.id, name: "Coffee", amount: money("4.50"), kind: .expense, date: date("2026-11-12"), category: "Café"))
        #expect(try await stores.categoryNames.current() == ["Café"])
        #expect(stores.categoryNames.region == ["report_category_total"])

        // A favourite is no category: the categories stay cached, the favourites are read again.
        #expect(try await stores.favouriteNames.current() == [])
        _ = try await stores.favouriteService.add(name: "Lunch", amount: money("12"), kind: .expense, lineName: nil, category: nil)
        #expect(stores.categoryNames.state == .loaded)
        #expect(try await stores.favouriteNames.current() == ["Lunch"])
        #expect(try await stores.accountNames.current() == ["Main"])

        // Without the database's changes, only the 30 s TTL ends the cache.
        let ttlOnly = NameListStore(subject: "the categories", clock: db.clock) { try await stores.transactionService.categoryNames() }
        #expect(try await ttlOnly.current() == ["Café"])
        _ = try await db.transactions.add(
            NewTransaction(
                budgetID: budget.id, name: "Bread", amount: money("3"), kind: .expense, date: date("2026-11-12"), category: "Bakery"))
        #expect(try await ttlOnly.current() == ["Café"])
        db.clock.advance(by: 31)
        #expect(try await ttlOnly.current() == ["Bakery", "Café"])
        #expect(try await stores.categoryNames.current() == ["Bakery", "Café"])
    }
}
