import Foundation

/// Runs blocking work on a thread of its own and waits for it, for a generous bound that only
/// catches a hang (the work is then left behind): tests of "never hangs" fail instead of hanging.
public enum HangGuard {
    /// The work's result, or nil when it had not ended after `seconds`.
    public static func run<T: Sendable>(within seconds: Double = 600, _ work: @escaping @Sendable () -> T) async -> T? {
        let once = Once()
        return await withCheckedContinuation { (continuation: CheckedContinuation<T?, Never>) in
            let resume: @Sendable (T?) -> Void = { value in if once.first() { continuation.resume(returning: value) } }
            Thread.detachNewThread { resume(work()) }
            // A thread of its own too: the bound holds however busy the dispatch workers are.
            Thread.detachNewThread {
                Thread.sleep(forTimeInterval: seconds)
                resume(nil)
            }
        }
    }

    /// Starts blocking work on a thread of its own now, not when the task pool gets to it (on a
    /// loaded two-core machine other tests can hold the pool for minutes): a test can then wait for
    /// something the work causes elsewhere, a session waiting on a lock, while the work runs.
    public static func start<T: Sendable>(_ work: @escaping @Sendable () -> T) -> Running<T> {
        let running = Running<T>()
        Thread.detachNewThread { running.end(with: work()) }
        return running
    }

    /// Work started by `start`: whether it has ended, and its result.
    public final class Running<T: Sendable>: @unchecked Sendable {
        private let condition = NSCondition()
        private var value: T?

        public var hasEnded: Bool { condition.withLock { value != nil } }

        /// The work's result, or nil when it had not ended after `seconds`.
        public func result(within seconds: Double = 600) async -> T? {
            await HangGuard.run(within: seconds) {
                self.condition.withLock {
                    while self.value == nil { self.condition.wait() }
                    return self.value!
                }
            }
        }

        fileprivate func end(with result: T) {
            condition.withLock {
                value = result
                condition.broadcast()
            }
        }
    }

    /// True the first time only.
    private final class Once: @unchecked Sendable {
        private let lock = NSLock()
        private var done = false

        func first() -> Bool {
            lock.withLock {
                defer { done = true }
                return !done
            }
        }
    }
}
