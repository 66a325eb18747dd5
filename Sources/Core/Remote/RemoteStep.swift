import Dispatch
import NIOCore
import Synchronization

/// One network step waited for by a blocked thread, with a bound: it ends at the first of its
/// answer, the connection closing, a cancel (Ctrl-C) or its deadline. postgres-nio never answers a
/// statement written after the connection closed, so waiting for the answer alone can last forever.
final class RemoteStep<Value: Sendable>: Sendable {
    /// How the step ended.
    enum Outcome: Sendable {
        case answered(Result<Value, any Error>)
        case closed, cancelled, timedOut
    }

    private let outcome = Mutex<Outcome?>(nil)
    private let done = DispatchSemaphore(value: 0)

    private init() {}

    /// Ends the step, unless it has ended already.
    private func finish(_ ending: Outcome) {
        let first = outcome.withLock { outcome in
            guard outcome == nil else { return false }
            outcome = ending
            return true
        }
        if first { done.signal() }
    }

    /// Waits for `future`, ending early when `closing` completes, `cancellation` cancels or
    /// `deadline` passes.
    static func wait(
        for future: EventLoopFuture<Value>, closing: EventLoopFuture<Void>?, cancellation: RemoteCancellation?, until deadline: NIODeadline
    ) -> Outcome {
        let step = RemoteStep<Value>()
        future.whenComplete { step.finish(.answered($0)) }
        if let closing {
            // The statement's own error (the server's reason), failed on this loop as the channel
            // closed, comes first: the closing ends the step one turn of the loop later.
            let loop = future.eventLoop
            closing.whenComplete { _ in loop.execute { step.finish(.closed) } }
        }
        let key = cancellation?.onCancel { step.finish(.cancelled) }
        defer { if let key { cancellation?.remove(key) } }
        let nanoseconds = max(0, (deadline - .now()).nanoseconds)
        if step.done.wait(timeout: .now() + .nanoseconds(Int(nanoseconds))) == .timedOut { step.finish(.timedOut) }
        // The answer is handed over, not kept: the connection's closing holds on to this step
        // until the connection ends, and with it every page a long sync read.
        return step.outcome.withLock { outcome in
            defer { outcome = .timedOut }
            return outcome ?? .timedOut
        }
    }
}
