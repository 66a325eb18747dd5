import Model
import Observation
import Persistence
import Shared

/// A list of names Tab offers (the categories, the favourites, the accounts), cached as every
/// store is: read once, then served while nothing its query read has changed, for at most 30 s.
/// Example: after `tx add Coffee 4.50 --category Café`, the categories are read again at the next
/// Tab; after `line add …` they are not (their query reads `report_category_total` only).
@Observable @MainActor
public final class NameListStore: StoreProtocol {
    public var names: [String] { storage.value }
    public var state: LoadState { storage.state }
    /// The tables the last load read: a commit to one of them makes the names stale.
    public var region: Set<String> { storage.region }

    @ObservationIgnored private let storage: CachedValue<[String]>

    /// A store of the names `load` reads; `subject` names them in an error ("the categories").
    public init(
        subject: String, clock: any AppClock, changes: DatabaseChanges? = nil, load: @escaping @MainActor () async throws -> [String]
    ) {
        storage = CachedValue([], subject: subject, cache: CacheStamp(clock: clock, changes: changes), isEmpty: \.isEmpty, load: load)
    }

    /// The names, loading them first if the cache is stale; throws when loading fails.
    public func current() async throws -> [String] { try await storage.current() }

    public func loadIfNeeded() async { await storage.loadIfNeeded() }
    public func forceRefresh() async { await storage.forceRefresh() }
    public func invalidateCache() { storage.invalidateCache() }
    public func reset() { storage.reset() }
}
