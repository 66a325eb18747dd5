import Foundation
import TestSupport
import Testing

extension TerminalSuites {
    /// Tables fit the terminal as it is when they are drawn: after the window shrinks, the next
    /// `budget show` fits the new width, names and bars shortened, every percentage kept.
    @Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: terminal tests skipped"))
    struct ResizeTerminalTests {
        @Test func theNextTableFitsTheResizedWindow() async throws {
            let pulpe = try PulpeProcess()
            defer { pulpe.cleanUp() }
            let setUp = try await pulpe.run([
                "-c", "budget new 2026-11", "-c", "line add income \"Salary from the employer\" 6500",
                "-c", "line add expense \"Health insurance\" 400", "-c", "line add expense Rent 1800", "-c",
                "tx add Migros 900 --line Rent",
            ])
            #expect(setUp.status == 0, "\(setUp.stderr)")
            let session = try TmuxSession(
                command: [PulpeProcess.binary.path, "--db", pulpe.databasePath, "--today", "2026-11-13", "--no-pager"],
                environment: ["NO_COLOR": "1", "HOME": pulpe.folder.path, "PULPE_HISTORY": pulpe.folder.appendingPathComponent("h").path],
                width: 100, height: 40)
            defer { session.kill() }
            let prompt = "pulpe · 2026-11 · CHF 4'300.00 left › "
            try await session.waitFor(prompt)
            session.sendText("budget show")
            session.sendKeys("Enter")
            try await session.waitFor("#3     Rent                      expense    900.00  1'800.00  █████░░░░░  50 %")

            session.resize(width: 60, height: 40)
            session.sendKeys("C-l")
            session.sendText("budget show")
            session.sendKeys("Enter")
            let screen = try await session.waitFor("#3     Rent          expense    900.00  1'800.00  ██░░  50 %")
            let lines = screen.components(separatedBy: "\n")
            let header = try #require(lines.lastIndex { $0.hasPrefix("#   ✓  Line") })
            let table = lines[header...].prefix(5)
            #expect(
                Array(table) == [
                    "#   ✓  Line          Kind     Consumed   Planned  Used",
                    "──  ─  ────────────  ───────  ────────  ────────  ──────────",
                    "#1     Salary from…  income       0.00  6'500.00  ░░░░   0 %",
                    "#2     Health insu…  expense      0.00    400.00  ░░░░   0 %",
                    "#3     Rent          expense    900.00  1'800.00  ██░░  50 %",
                ])
            #expect(table.allSatisfy { $0.count <= 60 })
            #expect(try await session.leavePulpe() == 0)
        }
    }
}
