import Foundation
import Testing

/// `pulpe … | head`: when the reader of the output goes away, pulpe stops between two lines with
/// status 141 (as SIGPIPE would), applies nothing more, and closes the database properly; an
/// `--atomic` run, whose output waits for its commit, meets the closed pipe only after it.
@Suite(.serialized) struct BrokenPipeEndToEndTests {
    /// 300 × `help` (about 2 MB) then a budget: `head -n 1` leaves after the first line, so a
    /// write of the first `help` itself meets the closed pipe, whatever the timing.
    @Test(arguments: [false, true])
    func aClosedOutputStopsTheScriptAndClosesTheFile(atomic: Bool) async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        #expect(try await pulpe.run(["-c", "budget new 2026-11"]).status == 0)
        let script = pulpe.folder.appendingPathComponent("long.pulpe")
        try (String(repeating: "help\n", count: 300) + "budget new 2026-12\n").write(to: script, atomically: true, encoding: .utf8)
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/bash")
        let command = [PulpeProcess.binary.path, "--db", pulpe.databasePath] + (atomic ? ["--atomic"] : []) + ["run", script.path]
        shell.arguments = ["-c", command.map { "'\($0)'" }.joined(separator: " ") + " | head -n 1 > /dev/null; exit ${PIPESTATUS[0]}"]
        let status = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Int32, Error>) in
            shell.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do { try shell.run() } catch { continuation.resume(throwing: error) }
        }
        #expect(status == 141)
        #expect(!FileManager.default.fileExists(atPath: pulpe.databasePath + "-wal"), "the database was closed")
        let list = try await pulpe.run(["--json", "-c", "budget list"])
        #expect(list.stdout.contains("\"2026-11\""))
        if atomic {
            // --atomic holds its output until the run commits: the script ran whole, and the pipe
            // closed on the output written after.
            #expect(list.stdout.contains("\"2026-12\""), "the whole run committed")
        } else {
            #expect(!list.stdout.contains("\"2026-12\""), "the line after the break was not run")
        }
    }
}
