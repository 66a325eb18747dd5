import Foundation

/// Runs the built `pulpe` binary as a user would, in its own temporary folder.
struct PulpeProcess {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String

        /// Non-empty stdout lines (JSON Lines output has one document per line).
        var lines: [String] { stdout.split(separator: "\n").map(String.init) }
    }

    /// A fresh folder for the test's database and scripts; removed by `cleanUp()`.
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("pulpe-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    var databasePath: String { folder.appendingPathComponent("budget.sqlite").path }

    func cleanUp() { try? FileManager.default.removeItem(at: folder) }

    /// The binary next to the test bundle in `.build/<triple>/debug`.
    static var binary: URL {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = testBinary.deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("pulpe").path) && folder.path != "/" {
            folder = folder.deletingLastPathComponent()
        }
        return folder.appendingPathComponent("pulpe")
    }

    /// Writes a script file into the folder and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// Runs pulpe with `--db` on the folder's database (unless `database` is nil) and `--today`.
    func run(_ arguments: [String], stdin: String? = nil, today: String? = "2026-11-13",
             database: String?? = .none, environment: [String: String] = [:]) throws -> Result {
        var full: [String] = []
        switch database {
        case .none: full += ["--db", databasePath]
        case .some(.some(let path)): full += ["--db", path]
        case .some(.none): break
        }
        if let today { full += ["--today", today] }
        return try Self.launch(full + arguments, stdin: stdin ?? "", in: folder, environment: environment)
    }

    static func launch(_ arguments: [String], stdin: String, in folder: URL, environment: [String: String]) throws -> Result {
        try launch(arguments, stdinBytes: Data(stdin.utf8), in: folder, environment: environment)
    }

    /// Like `launch`, with standard input given as raw bytes (invalid UTF-8, NUL, a BOM).
    static func launch(_ arguments: [String], stdinBytes: Data, in folder: URL, environment: [String: String]) throws -> Result {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var env = ProcessInfo.processInfo.environment
        env["HOME"] = folder.path
        env.removeValue(forKey: "PULPE_DB")
        env.removeValue(forKey: "XDG_DATA_HOME")
        env["NO_COLOR"] = "1"
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let input = Pipe(), output = Pipe(), error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        input.fileHandleForWriting.write(stdinBytes)
        try input.fileHandleForWriting.close()
        // Standard error is drained while standard output is read: a process that fills one pipe
        // while the test waits on the other would otherwise never finish.
        let errors = ErrorDrain(error.fileHandleForReading)
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = errors.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }
}
