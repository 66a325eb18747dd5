import Foundation

/// Where "now" comes from, injected so cache lifetimes can be tested without waiting.
public protocol AppClock: Sendable {
    func now() -> Date
}

/// The real wall clock.
public struct SystemClock: AppClock {
    public init() {}
    public func now() -> Date { Date() }
}
