import Core
import Observation

/// The user's settings, cached; changing them invalidates every other store (periods move).
@Observable @MainActor
public final class SettingsStore: StoreProtocol {
    public private(set) var settings: Settings = .default
    public private(set) var state: LoadState = .idle
    /// Called after a successful change, to invalidate the stores that depend on settings.
    @ObservationIgnored public var onMutation: (@MainActor () -> Void)?

    @ObservationIgnored private let service: SettingsService
    @ObservationIgnored private var cache: CacheStamp

    public init(service: SettingsService, clock: any AppClock, changes: ChangeCounter? = nil) {
        self.service = service
        cache = CacheStamp(clock: clock, changes: changes)
    }

    public func loadIfNeeded() async {
        guard !cache.isFresh else { return }
        await forceRefresh()
    }

    public func forceRefresh() async {
        do {
            settings = try await service.settings()
            state = .loaded
            cache.markLoaded()
        } catch {
            state = .failed("\(error)")
        }
    }

    public func invalidateCache() { cache.invalidate() }

    public func reset() {
        settings = .default
        state = .idle
        cache.invalidate()
    }

    /// The settings, loading them first if the cache is stale.
    public func current() async throws -> Settings {
        await loadIfNeeded()
        if case .failed(let message) = state { throw DomainError.conflict("cannot read the settings: \(message)") }
        return settings
    }

    public func setPayDay(_ payDay: Int) async throws -> Settings {
        try await apply(service.setPayDay(payDay))
    }

    public func setCurrency(_ currency: Currency) async throws -> Settings {
        try await apply(service.setCurrency(currency))
    }

    private func apply(_ updated: Settings) -> Settings {
        settings = updated
        state = .loaded
        cache.markLoaded()
        onMutation?()
        return updated
    }
}
