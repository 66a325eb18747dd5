import PropertyBased
import Testing

@testable import Syncing

/// The hybrid clock gives each change the moment it was made, never a moment ahead of now, and
/// always a stamp later than every one its device gave or saw.
@Suite struct HybridClockTests {
    @Test func stampsTheWorkedExampleOfItsDocumentation() {
        var clock = HybridClock(last: 1_000)
        // Made while this device had seen a later stamp: the next tick.
        #expect(clock.stamp(made: 900, now: 1_500) == 1_001)
        // Made later: its own moment.
        #expect(clock.stamp(made: 5_000, now: 5_200) == 5_000)
        // A unit that says 9,000, queued at 6,000 (the clock was set back since): now.
        #expect(clock.stamp(made: 9_000, now: 6_000) == 6_000)
        // Two changes of one moment: one tick apart.
        #expect(clock.stamp(made: 6_000, now: 6_000) == 6_001)
        // No moment known (an undo's change): now.
        #expect(clock.stamp(made: nil, now: 7_000) == 7_000)
    }

    @Test func movesPastWhatItSeesButNeverFurtherThanElevenMinutesAhead() {
        var clock = HybridClock(last: 1_000)
        clock.see(3_000, now: 2_000)
        #expect(clock.last == 3_000)
        #expect(clock.stamp(made: 2_500, now: 2_600) == 3_001)
        // Another device 5 minutes ahead of the server while this one is 5 behind: 10 minutes ahead, followed.
        let tenMinutes: Int64 = 600_000_000
        clock.see(2_600 + tenMinutes, now: 2_600)
        #expect(clock.last == 2_600 + tenMinutes)
        #expect(clock.stamp(made: 2_700, now: 2_700) == 2_601 + tenMinutes)
        // A stamp a day ahead moves it 11 minutes only.
        clock.see(86_400_000_000, now: 3_000)
        #expect(clock.last == 3_000 + 660_000_000)
        clock.see(500, now: 3_000)
        #expect(clock.last == 3_000 + 660_000_000)
    }

    @Test func everyStampFollowsTheOnesBeforeItAndNeverPassesNow() async {
        // Property: any sequence of changes and sightings; each stamp exceeds all before it and,
        // unless the clock had seen a later stamp, is at most now.
        await propertyCheck(input: Gen.int(in: 0...1_000_000).array(of: 1...40)) { moments in
            var clock = HybridClock(last: 0)
            var highest: Int64 = 0
            var seen: Int64 = 0
            for (index, moment) in moments.enumerated() {
                let now = Int64(moment)
                if index % 3 == 2 {
                    clock.see(now + 10, now: now)
                    seen = max(seen, now + 10)
                    highest = max(highest, now + 10)
                    continue
                }
                let stamp = clock.stamp(made: Int64(moments[(index + 1) % moments.count]), now: now)
                #expect(stamp > highest)
                #expect(stamp <= max(now, max(seen, highest) + 1))
                highest = stamp
            }
        }
    }
}
