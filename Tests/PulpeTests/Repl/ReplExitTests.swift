import Foundation
import TestSupport
import Testing

extension TerminalSuites {
    /// Leaving the REPL, by `quit` or Ctrl-D, closes the database: no `-wal` or `-shm` stays.
    @Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: terminal tests skipped"))
    struct ReplExitTests {
        enum Leaving: String, CaseIterable, Sendable {
            case quit, controlD
        }

        @Test(arguments: Leaving.allCases)
        func leavingClosesTheDatabase(by leaving: Leaving) async throws {
            let pulpe = try PulpeProcess()
            defer { pulpe.cleanUp() }
            let command = [PulpeProcess.binary.path, "--db", pulpe.databasePath, "--today", "2026-11-13"]
            let environment = ["NO_COLOR": "1", "HOME": pulpe.folder.path]
            let session = try TmuxSession(command: command, environment: environment, width: 110, height: 40)
            defer { session.kill() }
            try await session.waitFor("pulpe › ")
            session.sendText("budget new 2026-11")
            session.sendKeys("Enter")
            try await session.waitFor("Created budget 2026-11 (empty).")
            #expect(FileManager.default.fileExists(atPath: pulpe.databasePath + "-wal"))
            switch leaving {
            case .quit:
                session.sendText("quit")
                session.sendKeys("Enter")
                #expect(try await session.waitForExit() == 0)
            case .controlD:
                #expect(try await session.leavePulpe() == 0)
            }
            #expect(!FileManager.default.fileExists(atPath: pulpe.databasePath + "-wal"))
            #expect(!FileManager.default.fileExists(atPath: pulpe.databasePath + "-shm"))
        }
    }
}
