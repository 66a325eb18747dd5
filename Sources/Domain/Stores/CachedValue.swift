import DomainKit
import Model
import Observation
import Persistence

/// The plumbing the list-like stores share (Docs/Architecture.md §5): a loaded value and its state, and a
/// cache that stays fresh until the TTL or a change to the tables its load read. A store keeps one and
/// exposes its value under its own name.
@Observable @MainActor
public final class CachedValue<Value: Sendable> {
    public private(set) var value: Value
    public private(set) var state: LoadState = .idle

    @ObservationIgnored private let initial: Value
    /// What is loaded, for error messages: "the budgets".
    @ObservationIgnored private let subject: String
    @ObservationIgnored private let isEmpty: @MainActor (Value) -> Bool
    @ObservationIgnored private let load: @MainActor () async throws -> Value
    @ObservationIgnored private var cache: CacheStamp
    /// The last load's error, until a load succeeds.
    @ObservationIgnored private var failure: (any Error)?

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

    /// Loads unless the value is younger than the TTL and its tables are unchanged.
    public func loadIfNeeded() async {
        guard !cache.isFresh else { return }
        await forceRefresh()
    }

    /// Loads now; only the first load shows `.loading`, later ones keep what is shown.
    public func forceRefresh() async {
        if state == .idle { state = .loading }
        let load = cache.beginLoad()
        do {
            value = try await self.load()
            state = isEmpty(value) ? .empty : .loaded
            failure = nil
            cache.markLoaded(load)
        } catch {
            cache.abandonLoad(load)
            failure = error
            state = .failed(ErrorMessage.describe(error))
        }
    }

    /// The tables the last load read: a commit to one of them makes the value stale.
    public var region: Set<String> { cache.region }

    public func invalidateCache() { cache.invalidate() }

    public func reset() {
        value = initial
        state = .idle
        failure = nil
        cache.invalidate()
    }

    /// The value, loading it first if stale; throws when loading failed.
    public func current() async throws -> Value {
        await loadIfNeeded()
        if case .failed(let message) = state { throw DomainError.conflict("cannot read \(subject): \(message)") }
        return value
    }

    /// The value, loading it first if stale; throws the load's own error when loading failed, for
    /// a load whose failure is the user's answer (`account show Nope`: "no account 'Nope' …").
    public func currentOrLoadError() async throws -> Value {
        await loadIfNeeded()
        if let failure, case .failed = state { throw failure }
        return value
    }

    /// Takes a value a service has just written as the one shown; the cache stays stale, as
    /// the write is not committed yet: the next read loads it again.
    public func show(_ fresh: Value) {
        value = fresh
        state = isEmpty(fresh) ? .empty : .loaded
    }
}
