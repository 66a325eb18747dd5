import Foundation

/// A clock stopped at one instant: reproducible timestamps, e.g. for the benchmark's data sets.
public struct FixedClock: AppClock {
    public let instant: Date

    public init(_ instant: Date) {
        self.instant = instant
    }

    public func now() -> Date { instant }
}
