import Model
import Persistence
import Stores
import TestSupport
import Testing

@Suite struct CacheStampTests {
    @Test func neverLoadedIsStale() {
        #expect(CacheStamp(clock: ManualClock()).isFresh == false)
    }

    @Test func freshForJustUnderThirtySeconds() {
        let clock = ManualClock()
        var stamp = CacheStamp(clock: clock)
        stamp.markLoaded()
        #expect(stamp.loadedAt == clock.now())
        #expect(stamp.isFresh)
        clock.advance(by: 29.999)
        #expect(stamp.isFresh)
        clock.advance(by: 0.001)
        #expect(stamp.isFresh == false)
    }

    @Test func invalidatingForgetsTheLoad() {
        var stamp = CacheStamp(clock: ManualClock())
        stamp.markLoaded()
        stamp.invalidate()
        #expect(stamp.loadedAt == nil)
        #expect(stamp.isFresh == false)
    }

    @Test func aLongerValidityIsHonoured() {
        let clock = ManualClock()
        var stamp = CacheStamp(clock: clock, validity: 300)
        stamp.markLoaded()
        clock.advance(by: 299)
        #expect(stamp.isFresh)
        clock.advance(by: 1)
        #expect(stamp.isFresh == false)
    }
}
