import Foundation
import Model
import Persistence
import Shared

/// When data was last loaded, and whether it is still fresh: younger than a TTL on an injected
/// clock and, when the database's changes are given, with no change since to the tables it was
/// read from (`region`, recorded from the load's own statements): neither a commit of this
/// process touching them, nor a change still pending on this connection, nor another process's
/// commit (`DatabaseChanges`).
public struct CacheStamp: Sendable {
    /// 30 s, as the iOS app's `shortCacheValidity`: the outer bound, whatever the database says.
    public static let shortValidity: TimeInterval = 30

    public let clock: any AppClock
    public let validity: TimeInterval
    /// The database's changes; nil: only the TTL ends freshness.
    public let changes: DatabaseChanges?
    /// What the cached data's load read.
    private var reads: DatabaseChanges.Reads?
    /// The tables the cached data was read from, as its load's statements read them.
    public var region: Set<String> {
        guard let reads, let changes else { return [] }
        return changes.tables(of: reads)
    }
    public private(set) var loadedAt: Date?
    private var loadedSnapshot: DatabaseChanges.Snapshot?

    public init(clock: any AppClock, validity: TimeInterval = CacheStamp.shortValidity, changes: DatabaseChanges? = nil) {
        self.clock = clock
        self.validity = validity
        self.changes = changes
    }

    /// True while the last load is younger than the validity and its tables are unchanged.
    public var isFresh: Bool {
        guard let loadedAt, clock.now().timeIntervalSince(loadedAt) < validity else { return false }
        guard let changes else { return true }
        guard let loadedSnapshot else { return false }
        return changes.isUnchanged(since: loadedSnapshot, in: region)
    }

    /// Starts a load: the state of the database before it, and the recording of what it reads.
    /// Every `beginLoad` is ended by `markLoaded(_:)` or `abandonLoad(_:)`.
    public func beginLoad() -> DatabaseChanges.Load? { changes?.beginLoad() }

    /// Records a load started by `beginLoad()` that succeeded: fresh from now on, until the TTL
    /// or a change to the tables its statements read.
    public mutating func markLoaded(_ load: DatabaseChanges.Load?) {
        loadedAt = clock.now()
        loadedSnapshot = load?.snapshot
        reads = load.flatMap { load in changes?.endLoad(load) }
    }

    /// Ends a load started by `beginLoad()` that failed: nothing is cached.
    public func abandonLoad(_ load: DatabaseChanges.Load?) {
        if let load, let changes { _ = changes.endLoad(load) }
    }

    /// Records a load that has just finished (and read nothing from the database).
    public mutating func markLoaded() { markLoaded(beginLoad()) }

    public mutating func invalidate() { loadedAt = nil }
}
