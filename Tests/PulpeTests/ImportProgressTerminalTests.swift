import Foundation
import TestSupport
import Testing

/// The import's progress bar in a real terminal (tmux), and none of it when piped or with --json.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: skipped"))
struct ImportProgressTerminalTests {
    /// 10,000 rows: the import reports every 4,096 rows, so the bar is drawn before the end.
    private func writeStatement(_ pulpe: PulpeProcess) throws {
        var text = "Date;Payee;Amount\n"
        for index in 0..<10_000 {
            text += "2026-11-\(String(format: "%02d", index % 28 + 1));Shop \(index % 97);-\(index % 500 + 1),\(index % 100)\n"
        }
        try pulpe.write("big.csv", text)
    }

    /// `PULPE_PROGRESS_AFTER=0` shows the bar from the first rows (it waits a second otherwise),
    /// so the test does not hang on how fast the machine imports.
    @Test func aLongImportShowsABarOnATerminalOnly() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        try writeStatement(pulpe)
        let command = [PulpeProcess.binary.path, "--db", pulpe.databasePath, "--today", "2026-11-13", "-c", "import csv big.csv"]
        let session = try TmuxSession(
            command: [
                "sh", "-c",
                "cd \(TmuxSession.shellQuote(pulpe.folder.path)) && exec \(command.map(TmuxSession.shellQuote).joined(separator: " "))",
            ], environment: ["PULPE_PROGRESS_AFTER": "0"])
        defer { session.kill() }
        // The bar ends at 100 % on its own line, with the overall rate: the screen keeps it.
        let done = try await session.waitFor("big.csv: 10000 added")
        #expect(done.contains("] 100% 10000 rows "), "\(done)")
        #expect(done.contains(" rows/s "), "\(done)")

        // Piped, no bar even at once.
        let piped = try PulpeProcess()
        defer { piped.cleanUp() }
        try writeStatement(piped)
        let result = try await piped.run(["-c", "import csv big.csv"], environment: ["PULPE_PROGRESS_AFTER": "0"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("rows/s"))
        #expect(result.stdout.contains("big.csv: 10000 added"))
    }
}
