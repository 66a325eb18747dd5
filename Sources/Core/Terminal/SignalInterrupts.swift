import Dispatch
@preconcurrency import Glibc
import Synchronization

/// Ctrl-C while a command runs (outside the line editor, where Ctrl-C is a key).
///
/// SIGINT's default action (killing pulpe) is replaced, for the whole process, by a handler that only
/// writes a byte to a pipe; a dispatch source reading that pipe calls the handler set with `onInterrupt`
/// (typically: cancel the running command's `Task`). With no handler, SIGINT is ignored.
///
/// This works whichever thread the kernel picks to take the signal, unlike a SIGINT dispatch source (a
/// `signalfd` on Linux), which misses signals unless every thread blocks SIGINT.
///
/// ```swift
/// SignalInterrupts.shared.install()                 // at start-up
/// let task = Task { try await run(command) }
/// SignalInterrupts.shared.onInterrupt { task.cancel() }
/// _ = await task.result
/// SignalInterrupts.shared.onInterrupt(nil)
/// ```
public final class SignalInterrupts: Sendable {
    /// The process-wide instance (a signal has one disposition per process).
    public static let shared = SignalInterrupts()

    private let handler = Mutex<(@Sendable () -> Void)?>(nil)
    private let count = Atomic<Int>(0)
    /// The pipe's reading source once installed; in a mutex only because dispatch sources are not `Sendable`.
    private let source = Mutex<(any DispatchSourceRead)?>(nil)

    private init() {}

    /// Installs the SIGINT handler (once; later calls do nothing). `onInterrupt` installs it too.
    public func install() {
        source.withLock { source in
            guard source == nil else { return }
            var fds: [Int32] = [-1, -1]
            guard pipe(&fds) == 0 else { return }
            for fd in fds {
                _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            }
            let readEnd = fds[0]
            let reader = DispatchSource.makeReadSource(fileDescriptor: readEnd, queue: DispatchQueue(label: "pulpe.sigint"))
            reader.setEventHandler { @Sendable [self] in self.drain(readEnd) }
            reader.resume()
            source = reader
            signalPipeWriteEnd.store(fds[1], ordering: .sequentiallyConsistent)

            var action = sigaction()
            action.__sigaction_handler.sa_handler = pulpeSIGINTHandler
            action.sa_flags = SA_RESTART
            sigemptyset(&action.sa_mask)
            _ = sigaction(SIGINT, &action, nil)
        }
    }

    /// Calls `action` (on a private queue) at each SIGINT from now on; nil ignores SIGINT again.
    public func onInterrupt(_ action: (@Sendable () -> Void)?) {
        install()
        handler.withLock { $0 = action }
    }

    /// How many SIGINTs arrived since `install()`.
    var interruptCount: Int { count.load(ordering: .relaxed) }

    private func drain(_ fd: Int32) {
        var buffer = [UInt8](repeating: 0, count: 64)
        var received = 0
        while true {
            let got = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard got > 0 else { break }
            received += got
        }
        guard received > 0 else { return }
        count.add(received, ordering: .relaxed)
        handler.withLock { $0 }?()
    }
}

/// The write end of the self-pipe, read by the signal handler (only async-signal-safe work there).
private let signalPipeWriteEnd = Atomic<Int32>(-1)

private func pulpeSIGINTHandler(_ signal: Int32) {
    let savedErrno = errno
    var byte: UInt8 = 1
    let fd = signalPipeWriteEnd.load(ordering: .relaxed)
    if fd >= 0 { _ = write(fd, &byte, 1) }
    errno = savedErrno
}
