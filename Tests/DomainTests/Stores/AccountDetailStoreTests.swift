import Model
import Persistence
import Shared
import TestSupport
import Testing

/// One account's screen: served from the cache until what it was read from changes; a name that
/// is no account is the service's own error.
@MainActor @Suite struct AccountDetailStoreTests {
    let today = date("2026-11-13")

    /// Main opens with nothing; a free expense of 30 on the 12th is in its last ten days: −30.
    @Test func servesTheCacheUntilWhatItReadChanges() async throws {
        let fixture = try await StoreFixture()
        let (db, stores, budgetID) = (fixture.db, fixture.stores, fixture.budgetID)
        defer { db.remove() }
        #expect(try await stores.account.detail("Main", today: today).summary.balance == .zero)

        _ = try await db.transactions.add(
            NewTransaction(budgetID: budgetID, name: "Lunch", amount: money("30"), kind: .expense, date: date("2026-11-12")))
        let detail = try await stores.account.detail("Main", today: today)
        #expect(detail.summary.balance == money("-30"))
        #expect(detail.recent.map(\.name) == ["Lunch"])
        #expect(stores.account.region.isSuperset(of: ["account", "tx"]))

        // A template is not read by the screen: the account stays cached.
        _ = try await stores.templateService.create(name: "Normal", isDefault: true)
        #expect(!stores.account.region.contains("template"))
        #expect(try await stores.account.detail("Main", today: today).summary.balance == money("-30"))

        await #expect {
            _ = try await stores.account.detail("Nope", today: today)
        } throws: { error in
            (error as? UserFacingError)?.message.contains("Nope") == true
                && !((error as? UserFacingError)?.message.contains("cannot read") ?? true)
        }
        #expect(stores.account.detail == nil)
    }
}
