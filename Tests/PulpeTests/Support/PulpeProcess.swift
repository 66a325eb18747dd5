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

    /// Runs pulpe with `--db` on the folder's database (unless `database` is nil) and `--today`; the
    /// test's task is suspended, not its thread, until pulpe exits.
    func run(
        _ arguments: [String], stdin: String? = nil, today: String? = "2026-11-13",
        database: String?? = .none, environment: [String: String] = [:]
    ) async throws -> Result {
        var full: [String] = []
        switch database {
        case .none: full += ["--db", databasePath]
        case .some(.some(let path)): full += ["--db", path]
        case .some(.none): break
        }
        if let today { full += ["--today", today] }
        return try await Self.launch(full + arguments, stdin: Data((stdin ?? "").utf8), in: folder, environment: environment)
    }

    /// Runs the binary with `arguments` in `folder`, standard input given as bytes (so a test can send
    /// invalid UTF-8, a NUL or a BOM), and waits for its exit without blocking a thread.
    static func launch(_ arguments: [String], stdin: Data, in folder: URL, environment: [String: String]) async throws -> Result {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = Self.environment(folder: folder, adding: environment)
        // Standard streams go through files, not pipes: a child writing more than a pipe holds to one
        // stream while the test reads the other would block both forever.
        let streams = FileManager.default.temporaryDirectory.appendingPathComponent("pulpe-streams-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: streams, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: streams) }
        let inputURL = streams.appendingPathComponent("stdin")
        let outputURL = streams.appendingPathComponent("stdout")
        let errorURL = streams.appendingPathComponent("stderr")
        try stdin.write(to: inputURL)
        for url in [outputURL, errorURL] where !FileManager.default.createFile(atPath: url.path, contents: nil) {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        let input = try FileHandle(forReadingFrom: inputURL)
        let output = try FileHandle(forWritingTo: outputURL)
        let error = try FileHandle(forWritingTo: errorURL)
        defer {
            try? input.close()
            try? output.close()
            try? error.close()
        }
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            process.terminationHandler = { _ in continuation.resume() }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        let outData = try Data(contentsOf: outputURL)
        let errData = try Data(contentsOf: errorURL)
        return Result(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }
}
