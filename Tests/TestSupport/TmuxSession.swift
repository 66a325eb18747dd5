import Foundation
@preconcurrency import Glibc

/// Drives a program in a real terminal: a detached tmux session on its own server (socket), so tests can
/// type keys and read the screen. Used to test the line editor and the built `pulpe` binary end to end.
///
/// ```swift
/// let session = try TmuxSession(command: ["/path/to/pulpe", "--db", db], environment: ["PULPE_HISTORY": h])
/// defer { session.kill() }
/// try await session.waitFor("pulpe> ")
/// session.sendText("bud"); session.sendKeys("Tab")
/// try await session.waitFor("budget ")
/// ```
///
/// The pane stays after the program exits (`remain-on-exit`), so its last screen and `exitStatus()` can be
/// read. Output of a program that exits within milliseconds of starting may not reach the screen.
public final class TmuxSession: Sendable {
    /// Whether a `tmux` executable is on the PATH (tests skip with a message when not).
    public static let isAvailable: Bool = executablePath("tmux") != nil

    /// How long a wait goes on before a test fails: only a failing test ever reaches it (a passing
    /// one returns as soon as the screen shows what it waits for), so it is long enough for a
    /// debug build on a loaded two-core machine, where a test's import once ran at 485 rows/s.
    public static let patience: Duration = .seconds(600)

    public let name: String
    public let socket: String

    /// Starts `command` (program and arguments, not a shell line) in a detached `width`×`height` terminal.
    /// `environment` entries are added to the current environment; `TERM` is tmux's own. The locale is
    /// C.UTF-8 unless given, so numbers print the same (`1'234.50`) whatever the caller's `LANG`.
    public init(
        command: [String],
        environment: [String: String] = [:],
        width: Int = 120,
        height: Int = 30,
        name: String = "pulpe-\(getpid())-\(UUID().uuidString.prefix(8))"
    ) throws {
        guard let tmuxPath = TmuxSession.executablePath("tmux") else { throw TmuxError.notInstalled }
        self.name = name
        self.socket = name
        var environment = environment
        if environment["LC_ALL"] == nil { environment["LC_ALL"] = environment["LANG"] ?? "C.UTF-8" }
        let assignments = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        let shellLine = "exec " + (["env"] + assignments + command).map(TmuxSession.shellQuote).joined(separator: " ")
        // The first command starts the tmux server, a daemon that inherits the client's open descriptors.
        // Foundation's Process keeps one of its own open in the child and waits for it to close, which a
        // daemon never does; so this one call is spawned directly, with every descriptor above 2 closed.
        let status = try TmuxSession.spawnDetached(
            tmux: tmuxPath,
            arguments: ["-L", socket, "-f", "/dev/null"] + [
                "start-server", ";",
                "set-option", "-g", "remain-on-exit", "on", ";",
                "set-option", "-g", "history-limit", "10000", ";",
                "new-session", "-d", "-x", String(width), "-y", String(height), "-s", name, shellLine,
            ])
        guard status == 0 else {
            throw TmuxError.commandFailed(arguments: ["new-session", shellLine], status: status, message: "")
        }
    }

    /// Runs tmux detached from this process (`ChildProcess`); returns its exit status.
    private static func spawnDetached(tmux: String, arguments: [String]) throws -> Int32 {
        do { return try ChildProcess.run(tmux, arguments) } catch {
            throw TmuxError.commandFailed(arguments: arguments, status: -1, message: error.description)
        }
    }

    /// Sends tmux key names, each as one key: `"Enter"`, `"Tab"`, `"Up"`, `"C-c"`, `"C-d"`, `"C-r"`, `"Escape"`.
    public func sendKeys(_ keys: String...) {
        _ = try? run(["send-keys", "-t", name] + keys)
    }

    /// Resizes the terminal to `width`×`height`, as a user dragging the window does: the program
    /// gets SIGWINCH.
    public func resize(width: Int, height: Int) {
        _ = try? run(["resize-window", "-t", name, "-x", String(width), "-y", String(height)])
    }

    /// Types `text` literally (no key-name interpretation).
    public func sendText(_ text: String) {
        _ = try? run(["send-keys", "-t", name, "-l", text])
    }

    /// The pane's text: its scrollback and visible screen, wrapped lines joined, trailing blank lines removed.
    public func capturePane() throws -> String {
        let text = try run(["capture-pane", "-p", "-J", "-S", "-", "-t", name])
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// Waits until the pane shows `text` (checked every 50 ms); returns the screen that had it.
    /// Throws `TmuxError.timeout` with the last screen when it does not appear in time.
    @discardableResult
    public func waitFor(_ text: String, timeout: Duration = patience) async throws -> String {
        try await waitUntil(timeout: timeout, describing: text) { $0.contains(text) }
    }

    /// Waits until `condition` holds for the pane's text.
    @discardableResult
    public func waitUntil(
        timeout: Duration = patience, describing what: String = "condition", _ condition: (String) -> Bool
    ) async throws -> String {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        var screen = ""
        while true {
            screen = (try? capturePane()) ?? screen
            if condition(screen) { return screen }
            if clock.now >= deadline { throw TmuxError.timeout(waitingFor: what, screen: screen) }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    /// The program's exit status once it has ended, nil while it runs; a program killed by signal N
    /// reads as 128 + N, as in a shell (a hang-up, SIGHUP, is 129).
    public func exitStatus() throws -> Int32? {
        let fields = try run(["display-message", "-p", "-t", name, "#{pane_dead}:#{pane_dead_status}:#{pane_dead_signal}:#{pane_pid}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
            .split(separator: ":", omittingEmptySubsequences: false)
        guard fields.count == 4 else { return nil }
        if fields[0] == "1", let status = Int32(fields[1]) { return status }
        if fields[0] == "1", let signal = Int32(fields[2]) { return 128 + signal }
        // tmux may see the pane end (its terminal closed) before it reaps the program, and then has no status
        // yet; the kernel already knows it while the program is a zombie.
        return Int32(fields[3]).flatMap(TmuxSession.zombieExitStatus)
    }

    /// The exit status of process `pid` if it has ended but was not reaped yet (Linux `/proc/PID/stat`).
    public static func zombieExitStatus(_ pid: Int32) -> Int32? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let endOfName = stat.lastIndex(of: ")")
        else { return nil }
        // After "pid (name)": field 3 is the state; the last field (52) is the wait status.
        let fields = stat[stat.index(after: endOfName)...].split(separator: " ")
        guard fields.first == "Z", let raw = fields.last.flatMap({ Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
        else { return nil }
        return (raw & 0x7f) == 0 ? (raw >> 8) & 0xff : 128 + (raw & 0x7f)
    }

    /// Waits for the program to end and returns its exit status.
    public func waitForExit(timeout: Duration = patience) async throws -> Int32 {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while true {
            if let status = try exitStatus() { return status }
            if clock.now >= deadline {
                throw TmuxError.timeout(waitingFor: "exit", screen: (try? capturePane()) ?? "")
            }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    /// Waits until the screen ends with a prompt (`›`) and nothing typed after it: keys sent
    /// before the prompt is drawn are echoed ahead of it by the terminal on a loaded machine.
    public func waitForPrompt(timeout: Duration = patience) async throws {
        _ = try await waitUntil(timeout: timeout, describing: "an empty prompt") { screen in
            let last = screen.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
            return last.trimmingCharacters(in: .whitespaces).hasSuffix("›")
        }
    }

    /// Ctrl-D once pulpe shows an empty prompt, then its exit status: a Ctrl-D typed ahead of the
    /// prompt is echoed by the terminal and lost on a loaded machine.
    public func leavePulpe(timeout: Duration = patience) async throws -> Int32 {
        try await waitForPrompt(timeout: timeout)
        return try await endInputAndWaitForExit(timeout: timeout)
    }

    /// Sends Ctrl-D and waits for the program to end; a key can be lost on a loaded machine, so
    /// Ctrl-D is sent again every few seconds (harmless once the program has ended). The status is
    /// read once more at the deadline, so a program that ended during the last pause is not missed.
    public func endInputAndWaitForExit(timeout: Duration = patience) async throws -> Int32 {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while true {
            sendKeys("C-d")
            let retry = min(deadline, clock.now.advanced(by: .seconds(3)))
            while clock.now < retry {
                if let status = try exitStatus() { return status }
                try await Task.sleep(for: .milliseconds(50))
            }
            if clock.now >= deadline {
                if let status = try exitStatus() { return status }
                throw TmuxError.timeout(waitingFor: "exit after Ctrl-D", screen: (try? capturePane()) ?? "")
            }
        }
    }

    /// Ends the session and its tmux server (and so the program). Safe to call twice.
    public func kill() {
        _ = try? run(["kill-server"])
    }

    deinit {
        kill()
    }

    // MARK: - Running tmux

    /// Runs `tmux -L socket -f /dev/null ARGS` and returns its standard output.
    @discardableResult
    private func run(_ arguments: [String]) throws -> String {
        guard let tmux = TmuxSession.executablePath("tmux") else { throw TmuxError.notInstalled }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tmux)
        process.arguments = ["-L", socket, "-f", "/dev/null"] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw TmuxError.commandFailed(
                arguments: arguments,
                status: process.terminationStatus,
                message: String(decoding: errorData, as: UTF8.self)
            )
        }
        return String(decoding: data, as: UTF8.self)
    }

    public static func executablePath(_ program: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":")
            .map { "\($0)/\(program)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// `text` in single quotes for `sh`, with embedded single quotes escaped.
    public static func shellQuote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

public enum TmuxError: Error, CustomStringConvertible {
    case notInstalled
    case commandFailed(arguments: [String], status: Int32, message: String)
    case timeout(waitingFor: String, screen: String)

    public var description: String {
        switch self {
        case .notInstalled:
            "tmux is not installed (apt-get install tmux); terminal tests are skipped"
        case .commandFailed(let arguments, let status, let message):
            "tmux \(arguments.joined(separator: " ")) failed with status \(status): \(message)"
        case .timeout(let what, let screen):
            "timed out waiting for \(what.debugDescription); the screen was:\n\(screen)"
        }
    }
}
