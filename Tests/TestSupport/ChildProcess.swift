import Foundation
@preconcurrency import Glibc

/// Runs a program to its end with `posix_spawn` and `waitpid`: standard streams on /dev/null, no
/// other inherited descriptor, every signal at its default and unblocked. For daemons (tmux, a
/// PostgreSQL server's `pg_ctl`), which keep inherited descriptors open, and because Foundation's
/// `Process` can miss the exit of a child that ends while others do, and then waits forever.
public enum ChildProcess {
    /// Runs `program` and returns its exit status and what it wrote to standard output and error
    /// (in one file, in order), with `environment` added to this process's.
    public static func output(
        _ program: String, _ arguments: [String], environment: [String: String] = [:]
    ) throws(Failure) -> (status: Int32, output: String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("pulpe-child-\(UUID().uuidString)").path
        // Unheard: a temporary file left behind costs nothing.
        defer { try? FileManager.default.removeItem(atPath: file) }
        var words = environment.map { "\($0.key)=\($0.value)" }
        for (key, value) in ProcessInfo.processInfo.environment where environment[key] == nil { words.append("\(key)=\(value)") }
        let status = try run(program, arguments, output: file, environment: words)
        // Unheard: a program that wrote nothing left no file to read.
        return (status, (try? String(contentsOfFile: file, encoding: .utf8)) ?? "")
    }

    /// Runs `program` (a path) with `arguments`; its exit status (-1 when a signal ended it).
    public static func run(_ program: String, _ arguments: [String]) throws(Failure) -> Int32 {
        try run(program, arguments, output: nil, environment: nil)
    }

    private static func run(
        _ program: String, _ arguments: [String], output: String?, environment: [String]?
    ) throws(Failure) -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
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
        let envp: [UnsafeMutablePointer<CChar>?]? = environment.map { $0.map { strdup($0) } + [nil] }
        defer { envp?.forEach { free($0) } }
        let spawnError =
            envp.map { envp in posix_spawn(&pid, program, &actions, &attributes, argv, envp) }
            ?? posix_spawn(&pid, program, &actions, &attributes, argv, environ)
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
