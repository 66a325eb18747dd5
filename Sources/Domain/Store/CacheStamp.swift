import Foundation
import Model
import Persistence
import Shared

/// When data was last loaded, and whether it is still fresh: younger than a TTL on an injected
/// clock and, when the database's changes are given, with no change since to the tables it was
/// read from (`region`): neither a commit of this process touching them, nor a change still
/// pending on this connection, nor another process's commit (`DatabaseChanges`).
public struct CacheStamp: Sendable {
    /// 30 s, as the iOS app's `shortCacheValidity`: the outer bound, whatever the database says.
    public static let shortValidity: TimeInterval = 30

    public let clock: any AppClock
    public let validity: TimeInterval
    /// The database's changes; nil: only the TTL ends freshness.
    public let changes: DatabaseChanges?
    /// The tables the cached data is read from.
    public let region: Set<String>
    public private(set) var loadedAt: Date?
    private var loadedSnapshot: DatabaseChanges.Snapshot?

    public init(
        clock: any AppClock, validity: TimeInterval = CacheStamp.shortValidity, changes: DatabaseChanges? = nil,
        region: Set<String> = []
    ) {
        self.clock = clock
        self.validity = validity
        self.changes = changes
        self.region = region
    }

    /// True while the last load is younger than the validity and its tables are unchanged.
    public var isFresh: Bool {
        guard let loadedAt, clock.now().timeIntervalSince(loadedAt) < validity else { return false }
        guard let changes else { return true }
        guard let loadedSnapshot else { return false }
        return changes.isUnchanged(since: loadedSnapshot, in: region)
    }

    /// The state of the database before a load, for `markLoaded(since:)`.
    public func beginLoad() -> DatabaseChanges.Snapshot? { changes?.snapshot() }

    /// Records a load that started at `snapshot` (from `beginLoad()`).
    public mutating func markLoaded(since snapshot: DatabaseChanges.Snapshot?) {
        loadedAt = clock.now()
        loadedSnapshot = snapshot
    }

    /// Records a load that has just finished.
    public mutating func markLoaded() { markLoaded(since: beginLoad()) }

    public mutating func invalidate() { loadedAt = nil }
}
