import Foundation
import Model
import Persistence
import Shared

/// Counts commits made to the database by other connections (SQLite's `PRAGMA data_version`).
public typealias ChangeCounter = @Sendable () -> Int64

/// When data was last loaded, and whether it is still fresh: younger than a TTL on an injected
/// clock and, when a change counter is given, with no commit by another process since.
public struct CacheStamp: Sendable {
    /// 30 s, as the iOS app's `shortCacheValidity`.
    public static let shortValidity: TimeInterval = 30

    public let clock: any AppClock
    public let validity: TimeInterval
    public let changes: ChangeCounter?
    public private(set) var loadedAt: Date?
    private var loadedVersion: Int64?

    public init(clock: any AppClock, validity: TimeInterval = CacheStamp.shortValidity, changes: ChangeCounter? = nil) {
        self.clock = clock
        self.validity = validity
        self.changes = changes
    }

    /// True while the last load is younger than the validity and nobody else wrote since.
    public var isFresh: Bool {
        guard let loadedAt, clock.now().timeIntervalSince(loadedAt) < validity else { return false }
        guard let changes else { return true }
        return changes() == loadedVersion
    }

    public mutating func markLoaded() {
        loadedAt = clock.now()
        loadedVersion = changes?()
    }

    public mutating func invalidate() { loadedAt = nil }
}
