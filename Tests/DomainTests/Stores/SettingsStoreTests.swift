import Model
import Persistence
import Stores
import Testing

@MainActor @Suite struct SettingsStoreTests {
    let services: TestServices
    let store: SettingsStore

    init() throws {
        services = try TestServices()
        store = SettingsStore(service: services.settings, clock: services.clock)
    }

    @Test func startsIdleWithTheDefaults() {
        #expect(store.state == .idle)
        #expect(store.settings == Settings(payDay: 1, currency: .chf))
    }

    @Test func loadsWhatIsStored() async throws {
        _ = try await services.settings.setPayDay(27)
        #expect(try await store.current() == Settings(payDay: 27, currency: .chf))
        #expect(store.state == .loaded)
    }

    @Test func aChangeBehindTheStoresBackIsSeenOnlyAfterThirtySeconds() async throws {
        _ = try await services.settings.setPayDay(27)
        await store.loadIfNeeded()
        _ = try await services.settings.setPayDay(25)
        services.clock.advance(by: 29)
        #expect(try await store.current().payDay == 27)
        services.clock.advance(by: 2)
        #expect(try await store.current().payDay == 25)
    }

    @Test func invalidatingReloadsAtTheNextRead() async throws {
        await store.loadIfNeeded()
        _ = try await services.settings.setCurrency(.eur)
        #expect(try await store.current().currency == .chf)
        store.invalidateCache()
        #expect(try await store.current().currency == .eur)
    }

    @Test func theStoresOwnChangesAreSeenAtOnce() async throws {
        let store = SettingsStore(service: services.settings, clock: services.clock, changes: services.database.changes)
        await store.loadIfNeeded()
        #expect(try await store.setPayDay(15).payDay == 15)
        #expect(store.settings.payDay == 15)
        #expect(try await store.current().payDay == 15)
        #expect(try await store.setCurrency(.eur) == Settings(payDay: 15, currency: .eur))
        #expect(try await services.settings.settings() == Settings(payDay: 15, currency: .eur))
        #expect(try await store.current() == Settings(payDay: 15, currency: .eur))
    }

    @Test func aRefusedPayDayChangesNothing() async throws {
        _ = try await store.setPayDay(27)
        await #expect(throws: DomainError.self) { try await store.setPayDay(0) }
        await #expect(throws: DomainError.self) { try await store.setPayDay(32) }
        #expect(store.settings.payDay == 27)
        #expect(try await services.settings.settings().payDay == 27)
    }

    @Test func resetGoesBackToTheDefaultsUntilTheNextLoad() async throws {
        _ = try await store.setPayDay(27)
        store.reset()
        #expect(store.settings == .default)
        #expect(store.state == .idle)
        #expect(try await store.current().payDay == 27)
    }

    @Test func observersHearAboutAChange() async throws {
        let counter = ChangeCounter()
        await store.loadIfNeeded()
        counter.track { _ = store.settings }
        _ = try await store.setCurrency(.eur)
        #expect(counter.count == 1)
    }
}
