import GRDB
import Testing

@testable import Persistence

/// A write that finds the lock taken tries again every 2 ms until its limit (`PULPE_BUSY_TIMEOUT`,
/// 30 s): so it gets in during the short pause a stepped sync leaves between its steps.
@Suite struct LockWaitTests {
    @Test func triesAgainEveryTwoMillisecondsUntilTheLimit() {
        // 0.01 s: five tries of 2 ms, then the write gives up (SQLITE_BUSY, said as "locked").
        let wait = AppDatabase.waitForTheLock(timeout: 0.01)
        #expect((0..<5).allSatisfy { wait($0) })
        #expect(!wait(5))
    }

    @Test func aLimitOfZeroGivesUpAtOnce() {
        #expect(!AppDatabase.waitForTheLock(timeout: 0)(0))
    }

    @Test func theDefaultLimitIsThirtySecondsOfTries() {
        let wait = AppDatabase.waitForTheLock(timeout: AppDatabase.busyTimeout(environment: [:]))
        #expect(wait(14_999))
        #expect(!wait(15_000))
    }
}
