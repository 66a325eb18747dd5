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

    /// The pager of this environment, or nil when `PAGER` is set but empty or names a program
    /// that is not there (the shell would say "not found" over the output at every page).
    static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Pager? {
        let command = (environment["PAGER"] ?? "less -FRX").trimmingCharacters(in: .whitespaces)
        guard !command.isEmpty, isInstalled(command, path: environment["PATH"] ?? "/usr/bin:/bin") else { return nil }
        return Pager(command: command)
    }

    /// Whether the program `command` starts with can be run: a path that is executable, or a name
    /// found in `path`. A command starting with shell syntax (`LESS=-R less`, quotes, `~`, a
    /// builtin such as `exec`) is left to the shell.
    static func isInstalled(_ command: String, path: String) -> Bool {
        let program = String(command.prefix { !$0.isWhitespace })
        guard !program.contains(where: { "=\"'$`\\(;|&<>~{*?".contains($0) }) else { return true }
        if ["exec", "command", "eval", "builtin", "env", "nice", "nohup"].contains(program) { return true }
        if program.contains("/") { return access(program, X_OK) == 0 }
        return path.split(separator: ":").contains { access("\($0)/\(program)", X_OK) == 0 }
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
        guard let running = start() else { return false }
        running.write(text + "\n")
        return running.finish()
    }

    /// What became of a streamed text (`show(streaming:width:height:)`).
    enum Streamed: Equatable {
        /// The pager showed it.
        case shown
        /// It ended within the screen, so the pager never started: the caller prints it.
        case fits(String)
        /// The pager could not start or the shell found no such command: the caller writes the
        /// stream again, to the terminal.
        case unavailable
    }

    /// Pipes what `body` writes to the pager as it is written, so a million-row table is never
    /// held whole: the text is kept until it is taller than a `height`-row screen, and the pager
    /// starts then; a shorter one is handed back to print.
    func show(streaming body: (inout JSONStream) throws -> Void, width: Int, height: Int) throws -> Streamed {
        var held = ""
        var newlines = 0
        var running: Running?
        var failed = false
        var stream = JSONStream { piece in
            if let running { return running.write(piece) }
            guard !failed else { return }
            held += piece
            newlines += piece.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            // Counting newlines first: measuring the held text on every piece would be quadratic.
            guard newlines >= height - 1 || held.utf8.count > 65_536, Self.isTaller(held, width: width, height: height) else { return }
            running = start()
            if running == nil { failed = true }
            running?.write(held)
            held = ""
        }
        do {
            try body(&stream)
        } catch {
            // A failed read: the pager shows what came before it and is closed; the error follows.
            stream.finish()
            if let running { _ = running.finish() } else if !held.isEmpty { Output.out(held) }
            throw error
        }
        stream.finish()
        guard let running else { return failed ? .unavailable : .fits(held) }
        running.write("\n")
        return running.finish() ? .shown : .unavailable
    }

    /// A pager started, reading a pipe.
    final class Running {
        let pid: pid_t
        let descriptor: Int32
        /// False once the pager quit (the pipe closed): the rest is not shown.
        private var open = true
        private let previousSIGPIPE: sighandler_t?

        init(pid: pid_t, descriptor: Int32) {
            self.pid = pid
            self.descriptor = descriptor
            // Quitting the pager before the end closes the pipe: that must not end pulpe.
            previousSIGPIPE = signal(SIGPIPE, SIG_IGN)
        }

        /// Writes `text` to the pager, stored text's control characters shown instead of acting.
        func write(_ text: String) {
            guard open else { return }
            var text = TerminalSafe.escaped(text)
            open = text.withUTF8 { Output.writeAll($0, to: descriptor) } == 0
        }

        /// Closes the pipe and waits for the pager: false when the shell found no such command.
        func finish() -> Bool {
            close(descriptor)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            signal(SIGPIPE, previousSIGPIPE)
            // WIFEXITED / WEXITSTATUS are macros Swift cannot import.
            let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : -1
            return exitStatus != 126 && exitStatus != 127
        }
    }

    /// Spawns the pager on a pipe, or nil when it cannot.
    private func start() -> Running? {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return nil }
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
            return nil
        }
        return Running(pid: pid, descriptor: fds[1])
    }
}
