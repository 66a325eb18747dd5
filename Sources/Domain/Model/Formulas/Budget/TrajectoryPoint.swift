import Shared

/// One point of a budget's balance curve: `remaining` counting the transactions dated up
/// to `date` included; `date` is nil for the opening point (the plan).
public struct TrajectoryPoint: Sendable, Equatable {
    public let date: LocalDate?
    public let remaining: Money

    public init(date: LocalDate?, remaining: Money) {
        self.date = date
        self.remaining = remaining
    }
}
