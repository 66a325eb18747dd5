import Foundation
@preconcurrency import Glibc
import Shared
import Terminal

/// Output taller than the terminal goes through `$PAGER` (else `less -FRX`), as psql does: only
/// when standard output is a terminal, never for JSON; `--no-pager`, `.pager off` or an empty
/// `PAGER` turn it off.
///
/// Example: on a 30-row terminal, the 88 lines of `help` open in `less`; the 4 lines of
/// `budget list` print as they are (a screen keeps one row for the prompt).
struct Pager: Sendable, Equatable {
    /// The shell command the text is piped to.
    let command: String

    /// The pager of this environment, or nil when `PAGER` is set but empty.
    static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Pager? {
        guard let value = environment["PAGER"] else { return Pager(command: "less -FRX") }
        let command = value.trimmingCharacters(in: .whitespaces)
        return command.isEmpty ? nil : Pager(command: command)
    }

    /// The rows `text` takes on a terminal `width` columns wide, wrapped lines counted in full.
    static func rows(of text: String, width: Int) -> Int {
        let width = max(1, width)
        return text.split(separator: "\n", omittingEmptySubsequences: false).reduce(0) { total, line in
            total + max(1, (DisplayWidth.of(String(line)) + width - 1) / width)
        }
    }

    /// Whether `text` is taller than a `height`-row screen less the prompt's row.
    static func isTaller(_ text: String, width: Int, height: Int) -> Bool {
        rows(of: text, width: width) > max(1, height - 1)
    }

    /// Pipes `text` to the pager and waits for it to end. False when it could not start, or the
    /// shell found no such command (status 126 or 127): then nothing was shown and the caller
    /// prints the text, so a `PAGER` naming a missing program loses no output. The pager is spawned in pulpe's own
    /// process group, so it may read the keyboard (Foundation's `Process` gives it a group of its
    /// own, where reading the terminal stops it).
    func show(_ text: String) -> Bool {
        show { $0.write(text) }
    }

    /// Pipes what `body` writes to the pager as it is written, so a million-row table is never
    /// held whole; false as for `show(_:)` (then the caller runs `body` again for the terminal).
    func show(streaming body: (inout JSONStream) -> Void) -> Bool {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return false }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, fds[0], STDIN_FILENO)
        posix_spawn_file_actions_addclose(&actions, fds[0])
        posix_spawn_file_actions_addclose(&actions, fds[1])
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        sigaddset(&defaults, SIGINT)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        let argv: [UnsafeMutablePointer<CChar>?] = ["/bin/sh", "-c", command].map { (word: String) in strdup(word) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, environ)
        close(fds[0])
        guard spawned == 0 else {
            close(fds[1])
            return false
        }
        // Quitting the pager before the end closes the pipe: that must not end pulpe.
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        let descriptor = fds[1]
        var open = true
        var stream = JSONStream { piece in
            guard open else { return }
            var bytes = Array(piece.utf8)[...]
            while !bytes.isEmpty {
                let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                if written < 0 && errno == EINTR { continue }
                // The pager quit: the rest is not shown.
                guard written > 0 else {
                    open = false
                    return
                }
                bytes = bytes.dropFirst(written)
            }
        }
        body(&stream)
        stream.write("\n")
        stream.finish()
        close(descriptor)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // WIFEXITED / WEXITSTATUS are macros Swift cannot import.
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : -1
        return exitStatus != 126 && exitStatus != 127
    }
}
