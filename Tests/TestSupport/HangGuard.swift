import Foundation

/// Runs blocking work on a thread of its own and waits for it, for a generous bound that only
/// catches a hang (the work is then left behind): tests of "never hangs" fail instead of hanging.
public enum HangGuard {
    /// The work's result, or nil when it had not ended after `seconds`.
    public static func run<T: Sendable>(within seconds: Double = 60, _ work: @escaping @Sendable () -> T) async -> T? {
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
