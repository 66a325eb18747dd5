import Foundation
import TestSupport
import Testing

extension TerminalSuites {
    /// The built `pulpe` in a real terminal (tmux): typing, Tab, Up, Ctrl-C, Ctrl-D, and the
    /// history found again after a restart.
    @Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: terminal tests skipped"))
    struct ReplTerminalTests {
        @Test func typingCompletionRecallInterruptAndHistoryAcrossRestarts() async throws {
            let pulpe = try PulpeProcess()
            defer { pulpe.cleanUp() }
            let history = pulpe.folder.appendingPathComponent("state/pulpe/history").path
            let command = [PulpeProcess.binary.path, "--db", pulpe.databasePath, "--today", "2026-11-13"]
            let environment = ["PULPE_HISTORY": history, "NO_COLOR": "1", "HOME": pulpe.folder.path]

            let first = try TmuxSession(command: command, environment: environment, width: 110, height: 40)
            defer { first.kill() }
            try await first.waitFor("pulpe › ")
            first.sendText("budget new 2026-11")
            first.sendKeys("Enter")
            try await first.waitFor("Created budget 2026-11 (empty).")
            try await first.waitFor("pulpe · 2026-11 · CHF 0.00 left › ")

            // Tab completes the subcommand and the kind.
            first.sendText("line a")
            first.sendKeys("Tab")
            try await first.waitFor("› line add ")
            first.sendText("exp")
            first.sendKeys("Tab")
            try await first.waitFor("› line add expense ")
            first.sendText("Rent 1800")
            first.sendKeys("Enter")
            try await first.waitFor("Added expense line 'Rent' #1: 1'800.00 in 2026-11.")
            try await first.waitFor("CHF 1'800.00 short › ")

            // Up recalls the last line; Ctrl-C abandons it without running it.
            first.sendKeys("Up")
            try await first.waitFor("short › line add expense Rent 1800")
            first.sendKeys("C-c")
            try await first.waitUntil(describing: "a fresh prompt after ^C") { screen in
                screen.hasSuffix("CHF 1'800.00 short › ") && screen.contains("^C")
            }
            #expect(!(try first.capturePane()).contains("already has a line named"))

            #expect(try await first.leavePulpe() == 0)
            let mode = try #require(FileManager.default.attributesOfItem(atPath: history)[.posixPermissions] as? Int)
            #expect(mode == 0o600)

            // After a restart, Up finds the history again; running it shows the duplicate is refused.
            let second = try TmuxSession(command: command, environment: environment, width: 110, height: 40)
            defer { second.kill() }
            try await second.waitFor("short › ")
            second.sendKeys("Up")
            try await second.waitFor("short › line add expense Rent 1800")
            second.sendKeys("Enter")
            try await second.waitFor("error: this budget already has a line named 'Rent' (#1): choose another name")
            #expect(try await second.leavePulpe() == 0)
        }
    }
}
