import Foundation
import Synchronization

/// Where "now" comes from, injected so cache lifetimes can be tested without waiting.
public protocol AppClock: Sendable {
    func now() -> Date
}

/// The real wall clock.
public struct SystemClock: AppClock {
    public init() {}
    public func now() -> Date { Date() }
}

/// A clock that only moves when told to; for tests.
public final class ManualClock: AppClock {
    private let current: Mutex<Date>

    public init(_ start: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
        current = Mutex(start)
    }

    public func now() -> Date { current.withLock { $0 } }

    /// Moves the clock forward by `seconds`.
    public func advance(by seconds: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(seconds) }
    }
}
