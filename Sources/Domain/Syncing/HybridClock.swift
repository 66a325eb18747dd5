/// A device's hybrid logical clock, in microseconds since 1970: each change gets the moment it
/// was made, unless the clock already stands at or past it (a change seen from another device
/// carries a later stamp, or two changes fall in one microsecond); then the clock's next tick.
/// So a change always stamps later than everything its device had made or seen, and an edit
/// made offline hours ago keeps its hour.
///
/// Example: the clock stands at 1,000 (µs). A change made at 900 while this device was offline
/// gets 1,001 (it follows what the device had seen); one made at 5,000 gets 5,000; one whose unit
/// says 9,000 but is queued at 6,000 (a clock set back since) gets 6,000, never a moment ahead of now.
struct HybridClock: Sendable, Equatable {
    /// The last stamp given or seen.
    private(set) var last: Int64

    /// The stamp of a change made at `made` (nil: not known, taken as now), given at `now`.
    mutating func stamp(made: Int64?, now: Int64) -> Int64 {
        last = max(min(made ?? now, now), last + 1)
        return last
    }

    /// Moves the clock past a stamp another device gave, so a change made after seeing it stamps
    /// later. Two clocks each within `tolerance` of the server's may stand twice that apart; a
    /// stamp further ahead than that (and a minute) moves the clock only that far, so one wrong
    /// stamp cannot drag every later stamp of this device along.
    mutating func see(_ stamp: Int64, now: Int64) {
        last = max(last, min(stamp, now + Self.seenAhead))
    }

    /// How far a device's clock may stand from the server's before a sync is refused: 5 minutes.
    static let tolerance: Int64 = 5 * 60 * 1_000_000
    /// How far ahead of this device's clock another's stamp may move it: 11 minutes.
    static let seenAhead: Int64 = 2 * tolerance + 60 * 1_000_000
}
