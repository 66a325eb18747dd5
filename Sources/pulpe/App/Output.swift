import CommandKit
import Foundation
import Model
import Shared
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Writes to standard output and standard error without buffering surprises between the two.
///
/// SIGPIPE is ignored (`ignoreBrokenPipes`): when the reader of standard output goes away
/// (`pulpe -c 'tx list' | head`), the write fails with EPIPE instead of killing pulpe, output
/// stops, and the runner ends between two lines with status 141, as the signal would have, but
/// with the database closed properly.
enum Output {
    /// The exit status of a run cut short because standard output was closed (128 + SIGPIPE).
    static let brokenPipeStatus: Int32 = 141

    private static let outputClosed = Atomic<Bool>(false)

    /// True once a write to standard output met a closed pipe; nothing more is written there.
    static var isOutputClosed: Bool { outputClosed.load(ordering: .relaxed) }

    /// Makes a closed pipe an error of `write` rather than a signal that kills the process.
    static func ignoreBrokenPipes() {
        signal(SIGPIPE, SIG_IGN)
    }

    static func out(_ text: String) {
        emit(text, to: STDOUT_FILENO)
    }

    /// Data (CSV rows ending with their own CRLF, a JSON document) as it is: no newline added,
    /// and not filtered, since its bytes are the user's data (see `stream`).
    static func data(_ text: String) {
        var text = text
        text.withUTF8 { writeVerbatim($0, to: STDOUT_FILENO) }
    }

    static func err(_ text: String) {
        emit(text, to: STDERR_FILENO)
    }

    /// A document written piece by piece by `body`, then its newline; when `body` fails (a read
    /// of the database), what it wrote is ended with the newline and its error is thrown.
    /// `data` (JSON, CSV, an export on standard output) is written as it is: its bytes are the
    /// user's data, and JSON escapes every character that could drive a terminal.
    static func stream(terminator: String = "\n", data: Bool = false, _ body: (inout JSONStream) throws -> Void) rethrows {
        var stream = JSONStream { piece in
            var piece = piece
            piece.withUTF8 { data ? writeVerbatim($0, to: STDOUT_FILENO) : write($0, to: STDOUT_FILENO) }
        }
        defer {
            stream.write(terminator)
            stream.finish()
        }
        try body(&stream)
    }

    /// A line and its newline in one write; a long text (a month's table, megabytes) is written
    /// from its own storage, then its newline, rather than copied to append the newline.
    private static func emit(_ text: String, to descriptor: Int32) {
        guard text.utf8.count >= 65_536 else {
            var line = text + "\n"
            line.withUTF8 { write($0, to: descriptor) }
            return
        }
        var text = text
        text.withUTF8 { write($0, to: descriptor) }
        var newline: UInt8 = 0x0A
        withUnsafePointer(to: &newline) { write(UnsafeBufferPointer(start: $0, count: 1), to: descriptor) }
    }

    /// Standard output held back while an `--atomic` run may still roll back, so a script reading
    /// it never sees the success of a line that was then undone.
    private static let held = Mutex<HeldOutput?>(nil)

    /// From now on, standard output is kept (in memory, past 4 MiB in an unlinked temporary file)
    /// until `releaseHeldOutput` writes it or `discardHeldOutput` drops it.
    static func holdOutput() {
        held.withLock { $0 = HeldOutput() }
    }

    /// Writes what was held, in order, and writes straight through again.
    static func releaseHeldOutput() {
        guard
            let output = held.withLock({ held in
                defer { held = nil }
                return held
            })
        else { return }
        // Held bytes were filtered as they came: written as they are (a 64 KiB slice may cut a CRLF).
        output.drain { bytes in
            writeVerbatim(bytes, to: STDOUT_FILENO)
            return !isOutputClosed
        }
    }

    /// Drops what was held; returns how many bytes that was.
    @discardableResult
    static func discardHeldOutput() -> Int {
        held.withLock { held in
            defer { held = nil }
            return held?.count ?? 0
        }
    }

    /// Writes to standard output or error, stored text's control characters shown instead of
    /// acting (`TerminalSafe`); a closed standard output (EPIPE) stops all further output there.
    private static func write(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) {
        guard let safe = TerminalSafe.escaped(bytes) else { return writeVerbatim(bytes, to: descriptor) }
        safe.withUnsafeBufferPointer { writeVerbatim($0, to: descriptor) }
    }

    /// A control sequence of pulpe's own (the screen cleared before a navigation screen), written
    /// as it is.
    static func control(_ sequence: String) {
        var sequence = sequence
        sequence.withUTF8 { writeVerbatim($0, to: STDOUT_FILENO) }
    }

    private static func writeVerbatim(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) {
        if descriptor == STDOUT_FILENO, let output = held.withLock({ $0 }) { return output.append(bytes) }
        if descriptor == STDOUT_FILENO && isOutputClosed { return }
        if writeAll(bytes, to: descriptor) == EPIPE && descriptor == STDOUT_FILENO { outputClosed.store(true, ordering: .relaxed) }
    }

    /// Writes every byte to `descriptor`, retrying interrupted and partial writes; returns the
    /// `errno` of a failed write, 0 when all was written.
    @discardableResult
    static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Int32 {
        guard var start = bytes.baseAddress else { return 0 }
        var remaining = bytes.count
        while remaining > 0 {
            let written = Glibc.write(descriptor, start, remaining)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            start += written
            remaining -= written
        }
        return 0
    }
}
