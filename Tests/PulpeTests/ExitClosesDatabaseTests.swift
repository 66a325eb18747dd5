import Foundation
import Testing

/// Every way pulpe ends closes the database: the write-ahead log is checkpointed into the file
/// and the `-wal` and `-shm` files are gone.
@Suite(.serialized) struct ExitClosesDatabaseTests {
    enum Ending: String, CaseIterable, Sendable {
        case commandLine, quitInAScript, endOfStandardInput, failedLine, atomicScript
    }

    @Test(arguments: Ending.allCases)
    func theJournalFilesAreGoneAfterPulpeEnds(ending: Ending) async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let result: PulpeProcess.Result
        switch ending {
        case .commandLine: result = try await pulpe.run(["-c", "budget new 2026-11"])
        case .quitInAScript: result = try await pulpe.run([], stdin: "budget new 2026-11\nquit\nbudget new 2026-12\n")
        case .endOfStandardInput: result = try await pulpe.run([], stdin: "budget new 2026-11\n")
        case .failedLine: result = try await pulpe.run(["-c", "budget new 2026-11", "-c", "budget new 2026-11"])
        case .atomicScript: result = try await pulpe.run(["--atomic", "-c", "budget new 2026-11"])
        }
        #expect(result.status == (ending == .failedLine ? 1 : 0), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: pulpe.databasePath + "-wal"))
        #expect(!FileManager.default.fileExists(atPath: pulpe.databasePath + "-shm"))
        // The commit is in the main file.
        #expect(try await pulpe.run(["--json", "-c", "budget list"]).stdout.hasPrefix(#"[{"month":"2026-11""#))
    }
}
