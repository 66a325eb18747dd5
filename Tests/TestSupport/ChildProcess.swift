import Foundation
@preconcurrency import Glibc

/// Runs a program to its end with `posix_spawn` and `waitpid`: standard streams on /dev/null, no
/// other inherited descriptor, every signal at its default and unblocked. For daemons (tmux, a
/// PostgreSQL server's `pg_ctl`), which keep inherited descriptors open, and because Foundation's
/// `Process` can miss the exit of a child that ends while others do, and then waits forever.
public enum ChildProcess {
    /// Runs `program` (a path) with `arguments`; its exit status (-1 when a signal ended it).
    public static func run(_ program: String, _ arguments: [String]) throws(Failure) -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for fd: Int32 in 0...2 {
            posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        // Every descriptor open now, above the standard three (closefrom is not visible to Swift).
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/dev/fd")) ?? []
        for fd in open.compactMap(Int32.init) where fd > 2 {
            posix_spawn_file_actions_addclose(&actions, fd)
        }
        // Test threads (dispatch workers) block most signals and a test may ignore SIGINT; the server and
        // the programs it runs must start with every signal unblocked and at its default action, or tmux
        // never hears SIGCHLD and ^C never interrupts anything.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawnError = posix_spawn(&pid, program, &actions, &attributes, argv, environ)
        guard spawnError == 0 else { throw Failure(description: String(cString: strerror(spawnError))) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // WIFEXITED / WEXITSTATUS are macros Swift cannot import.
        return (status & 0x7f) == 0 ? (status >> 8) & 0xff : -1
    }

    /// The program could not be started.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }
}
