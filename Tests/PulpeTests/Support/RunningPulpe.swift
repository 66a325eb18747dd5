import Foundation

/// A pulpe process started without waiting for it, for tests that run several at once or
/// kill one; its output goes to files, so a long run never blocks on a full pipe. Sendable (to wait
/// on it from another thread): nothing of it changes after the start.
final class RunningPulpe: @unchecked Sendable {
    let process = Process()
    private let output: URL
    private let errors: URL

    /// Starts the binary with `arguments` in `folder`; `launcher` (a program and its
    /// arguments) runs it instead when given, e.g. to run it as another user; `environment` adds
    /// to the usual one.
    init(_ arguments: [String], in folder: URL, launcher: [String] = [], environment: [String: String] = [:]) throws {
        let name = UUID().uuidString
        output = folder.appendingPathComponent("\(name).out")
        errors = folder.appendingPathComponent("\(name).err")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        if let program = launcher.first {
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = Array(launcher.dropFirst()) + [PulpeProcess.binary.path] + arguments
        } else {
            process.executableURL = PulpeProcess.binary
            process.arguments = arguments
        }
        process.currentDirectoryURL = folder
        process.environment = PulpeProcess.environment(folder: folder, adding: environment)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
    }

    /// Sends SIGKILL (nothing is cleaned up, as on a crash or power cut) if it still runs; never
    /// to a pid of 0 or below, which would reach the whole process group (the test runner too).
    func kill() {
        let pid = process.processIdentifier
        guard pid > 0, process.isRunning else { return }
        Foundation.kill(pid, SIGKILL)
    }

    /// Waits for the process to end and returns what it printed.
    func wait() throws -> PulpeProcess.Result {
        process.waitUntilExit()
        return PulpeProcess.Result(
            status: process.terminationReason == .uncaughtSignal ? -process.terminationStatus : process.terminationStatus,
            stdout: try String(contentsOf: output, encoding: .utf8), stderr: try String(contentsOf: errors, encoding: .utf8))
    }
}

extension PulpeProcess {
    /// The environment pulpe runs in: HOME is the test's folder, no colour, no inherited database.
    static func environment(folder: URL, adding extra: [String: String]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = folder.path
        environment.removeValue(forKey: "PULPE_DB")
        environment.removeValue(forKey: "XDG_DATA_HOME")
        environment["NO_COLOR"] = "1"
        // Charts draw Unicode blocks only in a UTF-8 locale: the same output whatever the caller's locale.
        environment["LC_ALL"] = "C.UTF-8"
        for (key, value) in extra { environment[key] = value }
        return environment
    }

    /// Starts pulpe on the folder's database (or `database`) with `--today`, without waiting.
    func start(_ arguments: [String], database: String? = nil, launcher: [String] = [], environment: [String: String] = [:]) throws
        -> RunningPulpe
    {
        try RunningPulpe(
            ["--db", database ?? databasePath, "--today", "2026-11-13"] + arguments, in: folder, launcher: launcher,
            environment: environment)
    }

    /// The names of the transactions of November 2026, read by a fresh pulpe.
    func transactionNames() throws -> [String] {
        // Started like the runs under test (no stdin pipe to write to while children are killed).
        let result = try start(["--json", "-c", "tx list --budget 2026-11"]).wait()
        guard result.status == 0, let array = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]] else {
            throw PulpeFailure(message: "tx list failed: \(result.status) \(result.stderr)")
        }
        return array.compactMap { $0["name"] as? String }
    }
}

/// A pulpe run that a test needed to succeed did not.
struct PulpeFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
