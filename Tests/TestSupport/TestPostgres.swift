import Foundation
import Remote

/// The PostgreSQL server the sync tests use: the one `scripts/with-postgres` started for this run
/// (`PULPE_TEST_POSTGRES`, as `scripts/test` and CI do), else one this test process starts with
/// the same script (stopped when the process exits: the script's own trap runs when its input
/// closes), else none when PostgreSQL's binaries are missing — the sync tests then skip and say so.
public enum TestPostgres {
    /// The password of the test server's `postgres` user.
    public static let password = "pulpe-test"

    /// The server's URL, or nil when there is none.
    public static let url: String? = start()

    /// Why the sync tests skip, for their trait's comment.
    public static let skipReason = "no PostgreSQL server binaries (apt-get install postgresql): sync tests skipped"

    /// A new empty database on the server, for one test; its URL.
    public static func makeDatabase() throws -> String {
        guard let url else { throw RemoteError.unreachable(server: "test server", reason: skipReason) }
        let name = "pulpe_test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        let target = try ConnectionString.parse(url, environment: ["PGPASSWORD": password])
        let admin = try RemoteDatabase.connect(target, environment: ["PGPASSWORD": password])
        defer { admin.close() }
        try admin.execute("CREATE DATABASE \(name)")
        return url.replacingOccurrences(of: "/\(target.database)?", with: "/\(name)?")
    }

    /// Runs SQL on a test database (to look into the shared log, or to age its schema).
    public static func rows(_ url: String, _ sql: String) throws -> [[String?]] {
        let remote = try RemoteDatabase.connect(try ConnectionString.parse(url, environment: [:]), environment: ["PGPASSWORD": password])
        defer { remote.close() }
        return try remote.rows(sql)
    }

    private static func start() -> String? {
        if let url = ProcessInfo.processInfo.environment["PULPE_TEST_POSTGRES"], !url.isEmpty { return url }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/with-postgres")
        let hasServer = ((try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? []).contains {
            FileManager.default.isExecutableFile(atPath: "/usr/lib/postgresql/\($0)/bin/initdb")
        }
        guard hasServer else { return nil }
        let process = Process()
        process.executableURL = script
        // The script prints the URL, then waits for its input to close: when this process exits.
        process.arguments = ["bash", "-c", "echo \"$PULPE_TEST_POSTGRES\"; cat > /dev/null"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        keepOpen = input
        var line = Data()
        while true {
            let byte = output.fileHandleForReading.readData(ofLength: 1)
            if byte.isEmpty || byte == Data("\n".utf8) { break }
            line.append(byte)
        }
        let url = String(decoding: line, as: UTF8.self)
        return url.isEmpty ? nil : url
    }

    /// The write end of the started server's input: open as long as this process lives.
    nonisolated(unsafe) private static var keepOpen: Pipe?
}
