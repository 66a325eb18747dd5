import Foundation
import TestSupport
import Testing

extension TerminalSuites {
    /// Help pages fit the terminal: at 60 columns `help import csv` (a long discussion and a dozen
    /// options) and the command list wrap at spaces, option descriptions continuing under themselves.
    @Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: terminal tests skipped"))
    struct HelpWidthTerminalTests {
        @Test func helpFitsSixtyColumns() async throws {
            let pulpe = try PulpeProcess()
            defer { pulpe.cleanUp() }
            let session = try TmuxSession(
                command: [PulpeProcess.binary.path, "--db", pulpe.databasePath, "--today", "2026-11-13", "--no-pager"],
                environment: ["NO_COLOR": "1", "HOME": pulpe.folder.path, "PULPE_HISTORY": pulpe.folder.appendingPathComponent("h").path],
                width: 60, height: 200)
            defer { session.kill() }
            try await session.waitForPrompt()
            session.sendText("help import csv")
            session.sendKeys("Enter")
            let screen = try await session.waitFor("(default in scripts: pairs are only")
            // The page: from the line the command was typed on (the welcome above it is not help).
            let all = screen.components(separatedBy: "\n")
            let lines = Array(all[(all.lastIndex { $0.hasSuffix("help import csv") } ?? 0)...])
            #expect(lines.count > 40)
            #expect(lines.allSatisfy { $0.count <= 60 }, "\(lines.filter { $0.count > 60 })")
            let skip = try #require(lines.firstIndex { $0.hasPrefix("  --skip N") })
            #expect(lines[skip] == "  --skip N              lines before the header, a bank's")
            #expect(lines[skip + 1] == "                        preamble (default: detected)")
            session.sendText("help")
            session.sendKeys("Enter")
            let overview = try await session.waitFor("`help dates` the ways to type").components(separatedBy: "\n")
            let listed = overview[(overview.lastIndex { $0.hasSuffix("› help") } ?? 0)...]
            #expect(listed.count > 50)
            #expect(listed.allSatisfy { $0.count <= 60 }, "\(listed.filter { $0.count > 60 })")
            #expect(try await session.leavePulpe() == 0)
        }
    }
}
