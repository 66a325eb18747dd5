import DomainKit
import Model
import Observation
import Persistence
import Shared

/// The user's settings, cached until the TTL or a change to the `settings` table.
@Observable @MainActor
public final class SettingsStore: StoreProtocol {
    @ObservationIgnored private let storage: CachedValue<Settings>
    @ObservationIgnored private let service: SettingsService

    public var settings: Settings { storage.value }
    public var state: LoadState { storage.state }
    /// The tables the last load read: a commit to one of them makes it stale.
    public var region: Set<String> { storage.region }

    /// Without `changes`, only the TTL ends the cache's freshness.
    public init(service: SettingsService, clock: any AppClock, changes: DatabaseChanges? = nil) {
        self.service = service
        storage = CachedValue(
            .default, subject: "the settings", cache: CacheStamp(clock: clock, changes: changes),
            load: { try await service.settings() })
    }

    public func loadIfNeeded() async { await storage.loadIfNeeded() }
    public func forceRefresh() async { await storage.forceRefresh() }
    public func invalidateCache() { storage.invalidateCache() }
    public func reset() { storage.reset() }

    /// The settings, loading them first if the cache is stale.
    public func current() async throws -> Settings { try await storage.current() }

    public func setPayDay(_ payDay: Int) async throws -> Settings {
        let updated = try await service.setPayDay(payDay)
        storage.show(updated)
        return updated
    }

    /// Whether a new currency would reinterpret stored amounts (see `SettingsService.holdsAmounts`).
    public func holdsAmounts() async throws -> Bool { try await service.holdsAmounts() }

    public func setLocale(_ locale: UserLocale?) async throws -> Settings {
        let updated = try await service.setLocale(locale)
        storage.show(updated)
        return updated
    }

    public func setMaximumTransaction(_ maximum: Money?) async throws -> Settings {
        let updated = try await service.setMaximumTransaction(maximum)
        storage.show(updated)
        return updated
    }

    public func setCurrency(_ currency: Currency) async throws -> Settings {
        let updated = try await service.setCurrency(currency)
        storage.show(updated)
        return updated
    }
}
