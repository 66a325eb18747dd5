import Foundation

/// Raw bytes in and out of the folder: scripts with CRLF, a BOM, NUL or invalid UTF-8, and the
/// database file itself for byte-for-byte comparisons.
extension PulpeProcess {
    /// Runs pulpe on the folder's database with `--today 2026-11-13` and raw bytes on standard input.
    func run(_ arguments: [String], stdinBytes: [UInt8]) async throws -> Result {
        try await Self.launch(
            ["--db", databasePath, "--today", "2026-11-13"] + arguments, stdin: Data(stdinBytes),
            in: folder, environment: [:])
    }

    /// Writes a script file of raw bytes into the folder and returns its path.
    @discardableResult
    func write(_ name: String, bytes: [UInt8]) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    /// The database file and its write-ahead log, as bytes (a missing file is empty); read after
    /// the process that wrote them has exited.
    func databaseFiles() -> [Data] {
        [databasePath, databasePath + "-wal"].map { FileManager.default.contents(atPath: $0) ?? Data() }
    }
}
