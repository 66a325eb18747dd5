import Core
import Foundation

/// When data was last loaded, and whether it is still fresh under a TTL on an injected clock.
public struct CacheStamp: Sendable {
    /// 30 s, as the iOS app's `shortCacheValidity`.
    public static let shortValidity: TimeInterval = 30

    public let clock: any AppClock
    public let validity: TimeInterval
    public private(set) var loadedAt: Date?

    public init(clock: any AppClock, validity: TimeInterval = CacheStamp.shortValidity) {
        self.clock = clock
        self.validity = validity
    }

    /// True while the last load is younger than the validity.
    public var isFresh: Bool {
        guard let loadedAt else { return false }
        return clock.now().timeIntervalSince(loadedAt) < validity
    }

    public mutating func markLoaded() { loadedAt = clock.now() }
    public mutating func invalidate() { loadedAt = nil }
}
