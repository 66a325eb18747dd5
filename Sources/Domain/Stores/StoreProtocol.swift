import Model
import Observation

/// The shape every store shares (Docs/Architecture.md §5): cached loads behind a TTL, forced refreshes,
/// invalidation when the tables a store reads change (`CacheStamp`), and a full reset.
@MainActor
public protocol StoreProtocol: AnyObject, Observable {
    var state: LoadState { get }
    /// Loads unless the data is younger than the TTL and what it was read from is unchanged.
    func loadIfNeeded() async
    /// Loads now, whatever the cache says.
    func forceRefresh() async
    /// Marks the data stale: the next `loadIfNeeded` reloads.
    func invalidateCache()
    /// Forgets everything.
    func reset()
}
