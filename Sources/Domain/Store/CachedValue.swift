import Model
import Observation
import Persistence

/// The plumbing the list-like stores share (Docs/Architecture.md §5): a loaded value and its state, a
/// TTL cache, the mutation hook. A store keeps one and exposes its value under its own name.
@Observable @MainActor
public final class CachedValue<Value: Sendable> {
    public private(set) var value: Value
    public private(set) var state: LoadState = .idle
    /// Called after every successful mutation, to invalidate the stores that depend on this one.
    @ObservationIgnored public var onMutation: (@MainActor () -> Void)?

    @ObservationIgnored private let initial: Value
    /// What is loaded, for error messages: "the budgets".
    @ObservationIgnored private let subject: String
    @ObservationIgnored private let isEmpty: @MainActor (Value) -> Bool
    @ObservationIgnored private let load: @MainActor () async throws -> Value
    @ObservationIgnored private var cache: CacheStamp

    public init(
        _ initial: Value, subject: String, cache: CacheStamp,
        isEmpty: @escaping @MainActor (Value) -> Bool = { _ in false },
        load: @escaping @MainActor () async throws -> Value
    ) {
        value = initial
        self.initial = initial
        self.subject = subject
        self.isEmpty = isEmpty
        self.load = load
        self.cache = cache
    }

    /// Loads unless the value is younger than the TTL (and nobody else wrote since).
    public func loadIfNeeded() async {
        guard !cache.isFresh else { return }
        await forceRefresh()
    }

    /// Loads now; only the first load shows `.loading`, later ones keep what is shown.
    public func forceRefresh() async {
        if state == .idle { state = .loading }
        do {
            value = try await load()
            state = isEmpty(value) ? .empty : .loaded
            cache.markLoaded()
        } catch {
            state = .failed("\(error)")
        }
    }

    public func invalidateCache() { cache.invalidate() }

    public func reset() {
        value = initial
        state = .idle
        cache.invalidate()
    }

    /// The value, loading it first if stale; throws when loading failed.
    public func current() async throws -> Value {
        await loadIfNeeded()
        if case .failed(let message) = state { throw DomainError.conflict("cannot read \(subject): \(message)") }
        return value
    }

    /// Runs a change through the service, then marks the value stale and tells the other stores.
    public func mutate<T>(_ change: () async throws -> T) async throws -> T {
        let result = try await change()
        cache.invalidate()
        onMutation?()
        return result
    }

    /// Takes a value the service returned as the fresh one (no reload needed), then tells the others.
    public func replace(with fresh: Value) {
        value = fresh
        state = isEmpty(fresh) ? .empty : .loaded
        cache.markLoaded()
        onMutation?()
    }
}
