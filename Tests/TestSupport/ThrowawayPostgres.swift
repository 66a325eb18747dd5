import Foundation
import Remote

/// A PostgreSQL server started by `scripts/with-postgres` (a new data directory, a free port),
/// stopped and removed when `remove()` is called or this process exits. `TestPostgres` keeps one
/// for every sync test; a test that stops or kills the server makes its own, so others are not hit.
public final class ThrowawayPostgres: @unchecked Sendable {
    /// postgres://postgres@127.0.0.1:PORT/postgres?sslmode=disable (password `TestPostgres.password`).
    public let url: String
    private let data: String
    private let bin: String
    private let script: Process
    /// The script's input: it stops the server and removes its folder when this closes.
    private let input: Pipe

    /// Whether PostgreSQL's server binaries are installed.
    public static var isAvailable: Bool {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? []).contains {
            FileManager.default.isExecutableFile(atPath: "/usr/lib/postgresql/\($0)/bin/initdb")
        }
    }

    public init() throws {
        guard Self.isAvailable else { throw Failure(message: TestPostgres.skipReason) }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/with-postgres")
        let process = Process()
        process.executableURL = script
        // The script prints where the server is, then waits for its input to close.
        process.arguments = [
            "bash", "-c", "echo \"$PULPE_TEST_POSTGRES $PULPE_TEST_POSTGRES_DATA $PULPE_TEST_POSTGRES_BIN\"; cat > /dev/null",
        ]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var line = Data()
        while true {
            let byte = output.fileHandleForReading.readData(ofLength: 1)
            if byte.isEmpty || byte == Data("\n".utf8) { break }
            line.append(byte)
        }
        let fields = String(decoding: line, as: UTF8.self).split(separator: " ").map(String.init)
        guard fields.count == 3 else { throw Failure(message: "with-postgres did not start a server") }
        (url, data, bin) = (fields[0], fields[1], fields[2])
        self.script = process
        self.input = input
    }

    /// `pg_ctl stop -m MODE`: `fast` ends the sessions as a normal shutdown does, `immediate` as a
    /// crash would; returns once the server is down.
    public func stop(mode: String) throws { try pgCtl(["-m", mode, "stop"]) }

    /// Starts the stopped server again, on the same port with the same data.
    public func start() throws { try pgCtl(["-l", data + "/../server.log", "restart"]) }

    /// Locks `table` from a session of its own (`LOCK TABLE … IN mode MODE`, held until the returned
    /// connection closes or the server stops): a statement that needs a conflicting lock then waits
    /// at the server, mid-step, for as long as the test wants.
    public func holdLock(on table: String, mode: String = "EXCLUSIVE") throws -> RemoteDatabase {
        let environment = ["PGPASSWORD": TestPostgres.password]
        let holder = try RemoteDatabase.connect(try ConnectionString.parse(url, environment: environment), environment: environment)
        do {
            try holder.execute("BEGIN")
            try holder.execute("LOCK TABLE \(table) IN \(mode) MODE")
        } catch {
            holder.close()
            throw error
        }
        return holder
    }

    /// Returns once a session waits for a lock (on the server's word, `pg_stat_activity`), or once
    /// `ended` says the work meant to wait has ended without waiting (the test then sees why).
    public func waitUntilASessionWaitsOnALock(unless ended: () -> Bool = { false }) async throws {
        let clock = ContinuousClock()
        let bound = clock.now.advanced(by: .seconds(120))
        while try TestPostgres.rows(url, "SELECT count(*)::text FROM pg_stat_activity WHERE wait_event_type = 'Lock'").first?.first == "0" {
            if ended() { return }
            guard clock.now < bound else { throw Failure(message: "no session came to wait on the lock") }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    /// Stops the server and removes its folder (the script does, once its input closes).
    public func remove() {
        try? pgCtl(["-m", "fast", "stop"])
        try? input.fileHandleForWriting.close()
    }

    private func pgCtl(_ arguments: [String]) throws {
        // The server refuses to run as root: as root, pg_ctl runs as the postgres user, as in the script.
        let pgCtl = [bin + "/pg_ctl", "-D", data, "-w"] + arguments
        let command = getuid() == 0 ? ["/usr/sbin/runuser", "-u", "postgres", "--"] + pgCtl : pgCtl
        guard try ChildProcess.run(command[0], Array(command.dropFirst())) == 0 else {
            throw Failure(message: "pg_ctl \(arguments.joined(separator: " ")) failed")
        }
    }

    struct Failure: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}
