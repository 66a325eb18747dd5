@preconcurrency import Glibc
import Dispatch
import Synchronization

/// Ctrl-C while a command runs (outside the line editor, where Ctrl-C is a key).
///
/// The signal's default action (killing pulpe) is replaced by a handler running on a dispatch queue.
/// The REPL sets the handler before starting a command, typically to cancel the command's `Task`, and
/// clears it afterwards; with no handler, SIGINT is simply ignored.
///
/// ```swift
/// let interrupts = SignalInterrupts()          // once, at start-up
/// let task = Task { try await run(command) }
/// interrupts.onInterrupt { task.cancel() }
/// defer { interrupts.onInterrupt(nil) }
/// _ = await task.result
/// ```
public final class SignalInterrupts: Sendable {
    private let state = InterruptState()
    /// Thread-safe in practice; kept in a mutex only to satisfy `Sendable`.
    private let source: Mutex<any DispatchSourceSignal>

    /// Starts catching SIGINT (and ignoring it by default) for the rest of the process.
    public init(queue: DispatchQueue = DispatchQueue(label: "pulpe.sigint")) {
        signal(SIGINT, SIG_IGN) // else the default action would still kill the process
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: queue)
        source.setEventHandler { @Sendable [state] in state.deliver() }
        source.resume()
        self.source = Mutex(source)
    }

    deinit {
        source.withLock { $0.cancel() }
    }

    /// Calls `action` (on the signal queue) at each SIGINT from now on; nil ignores SIGINT again.
    public func onInterrupt(_ action: (@Sendable () -> Void)?) {
        state.handler.withLock { $0 = action }
    }

    /// How many SIGINTs arrived since this object was created.
    public var interruptCount: Int { state.count.load(ordering: .relaxed) }
}

private final class InterruptState: Sendable {
    let handler = Mutex<(@Sendable () -> Void)?>(nil)
    let count = Atomic<Int>(0)

    func deliver() {
        count.add(1, ordering: .relaxed)
        handler.withLock { $0 }?()
    }
}
