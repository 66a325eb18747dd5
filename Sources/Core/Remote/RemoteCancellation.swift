import Dispatch
import Synchronization

/// Ctrl-C's way into a sync: `cancel()` ends the network step waiting now, and every later one, with
/// `RemoteError.interrupted`, whichever thread waits. Once cancelled it stays cancelled.
public final class RemoteCancellation: Sendable {
    private struct State {
        var cancelled = false
        var next = 0
        var handlers: [Int: @Sendable () -> Void] = [:]
    }

    private let state = Mutex(State())

    public init() {}

    public var isCancelled: Bool { state.withLock { $0.cancelled } }

    /// Cancels: runs the waiting steps' handlers (once each) and marks every later step cancelled.
    public func cancel() {
        let handlers = state.withLock { state -> [@Sendable () -> Void] in
            guard !state.cancelled else { return [] }
            state.cancelled = true
            defer { state.handlers = [:] }
            return Array(state.handlers.values)
        }
        for handler in handlers { handler() }
    }

    /// Runs `handler` at the cancel (at once when cancelled already); the key removes it.
    func onCancel(_ handler: @escaping @Sendable () -> Void) -> Int {
        let key = state.withLock { state -> Int? in
            guard !state.cancelled else { return nil }
            state.next += 1
            state.handlers[state.next] = handler
            return state.next
        }
        guard let key else {
            handler()
            return 0
        }
        return key
    }

    func remove(_ key: Int) { _ = state.withLock { $0.handlers.removeValue(forKey: key) } }

    /// Sleeps `seconds` (a retry's pause), or less when cancelled meanwhile.
    public func sleep(_ seconds: Double) {
        let woken = DispatchSemaphore(value: 0)
        let key = onCancel { woken.signal() }
        defer { remove(key) }
        _ = woken.wait(timeout: .now() + seconds)
    }
}
