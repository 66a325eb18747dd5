import Model
import Persistence
import Shared
import Stores
import TestSupport
import Testing

/// The accounts store: the balances of a day, served from the cache until the TTL or a change to
/// what they were read from, and read again for another day.
@MainActor @Suite struct AccountListStoreTests {
    let today = date("2026-11-13")

    /// Main opens with nothing; a free expense of 30 on the 12th takes it to −30; one of 20 on the
    /// 20th is after today: −30 still, −50 on the 20th.
    @Test func servesTheCacheUntilWhatItReadChanges() async throws {
        let fixture = try await StoreFixture()
        let (db, stores, budgetID) = (fixture.db, fixture.stores, fixture.budgetID)
        defer { db.remove() }
        #expect(try await stores.accounts.accounts(today: today).summaries.map(\.balance) == [.zero])

        // A write on the same connection is seen at once.
        _ = try await db.transactions.add(
            NewTransaction(budgetID: budgetID, name: "Lunch", amount: money("30"), kind: .expense, date: date("2026-11-12")))
        #expect(try await stores.accounts.accounts(today: today).summaries.map(\.balance) == [money("-30")])
        #expect(stores.accounts.region.isSuperset(of: ["account"]))

        // Without the database's changes, only the 30 s TTL ends the cache; another day is read again.
        let ttlOnly = AccountListStore(service: stores.accountService, clock: db.clock)
        #expect(try await ttlOnly.accounts(today: today).summaries.map(\.balance) == [money("-30")])
        _ = try await db.transactions.add(
            NewTransaction(budgetID: budgetID, name: "Shoes", amount: money("20"), kind: .expense, date: date("2026-11-20")))
        #expect(try await ttlOnly.accounts(today: date("2026-11-20")).summaries.map(\.balance) == [money("-50")])
        _ = try await db.transactions.add(
            NewTransaction(budgetID: budgetID, name: "Tea", amount: money("5"), kind: .expense, date: date("2026-11-13")))
        #expect(try await ttlOnly.accounts(today: date("2026-11-20")).summaries.map(\.balance) == [money("-50")])
        db.clock.advance(by: 31)
        #expect(try await ttlOnly.accounts(today: date("2026-11-20")).summaries.map(\.balance) == [money("-55")])
    }
}
