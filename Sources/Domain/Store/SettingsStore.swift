import Model
import Observation
import Persistence
import Shared

/// The user's settings, cached; changing them invalidates every other store (periods move).
@Observable @MainActor
public final class SettingsStore: StoreProtocol {
    @ObservationIgnored private let storage: CachedValue<Settings>
    @ObservationIgnored private let service: SettingsService

    public var settings: Settings { storage.value }
    public var state: LoadState { storage.state }
    /// Called after a successful change, to invalidate the stores that depend on settings.
    public var onMutation: (@MainActor () -> Void)? {
        get { storage.onMutation }
        set { storage.onMutation = newValue }
    }

    public init(service: SettingsService, clock: any AppClock, changes: ChangeCounter? = nil) {
        self.service = service
        storage = CachedValue(.default, subject: "the settings", cache: CacheStamp(clock: clock, changes: changes),
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
        storage.replace(with: updated)
        return updated
    }

    public func setCurrency(_ currency: Currency) async throws -> Settings {
        let updated = try await service.setCurrency(currency)
        storage.replace(with: updated)
        return updated
    }
}
