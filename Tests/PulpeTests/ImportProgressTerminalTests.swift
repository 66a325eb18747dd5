import Foundation
import TestSupport
import Testing

/// The import's progress bar in a real terminal (tmux), and none of it when piped or with --json.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: skipped"))
struct ImportProgressTerminalTests {
    /// 40,000 rows: several seconds for a debug build, so the bar (drawn after a second) shows.
    private func writeStatement(_ pulpe: PulpeProcess) throws {
        var text = "Date;Payee;Amount\n"
        for index in 0..<40_000 {
            text += "2026-11-\(String(format: "%02d", index % 28 + 1));Shop \(index % 97);-\(index % 500 + 1),\(index % 100)\n"
        }
        try pulpe.write("big.csv", text)
    }

    @Test func aLongImportShowsABarOnATerminalOnly() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        try writeStatement(pulpe)
        let command = [PulpeProcess.binary.path, "--db", pulpe.databasePath, "--today", "2026-11-13", "-c", "import csv big.csv"]
        let session = try TmuxSession(command: [
            "sh", "-c",
            "cd \(TmuxSession.shellQuote(pulpe.folder.path)) && exec \(command.map(TmuxSession.shellQuote).joined(separator: " "))",
        ])
        defer { session.kill() }
        // The bar ends at 100 % on its own line, with the overall rate: the screen keeps it.
        let done = try await session.waitFor("big.csv: 40000 added")
        #expect(done.contains("] 100% 40000 rows "), "\(done)")
        #expect(done.contains(" rows/s "), "\(done)")

        let piped = try PulpeProcess()
        defer { piped.cleanUp() }
        try writeStatement(piped)
        let result = try await piped.run(["-c", "import csv big.csv"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("rows/s"))
        #expect(result.stdout.contains("big.csv: 40000 added"))
    }
}
