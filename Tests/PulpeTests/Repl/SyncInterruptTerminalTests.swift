import Foundation
import TestSupport
import Testing

extension TerminalSuites {
    /// Ctrl-C in the shell ends a sync that waits on the server: the prompt comes back, nothing is
    /// lost, and the next sync sends what was pending.
    @Suite(
        .serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: terminal tests skipped"),
        .enabled(if: ThrowawayPostgres.isAvailable, "\(TestPostgres.skipReason)"))
    struct SyncInterruptTerminalTests {
        @Test func ctrlCEndsASyncWaitingOnTheServer() async throws {
            let server = try ThrowawayPostgres()
            defer { server.remove() }
            let household = try Household(on: server.url)
            defer { household.cleanUp() }
            try await household.run("a", ["budget new 2026-11", "line add expense Groceries 600", "sync init \(household.url)"])
            try await household.run("a", ["tx add Coop 20 --line Groceries"])
            // The sync reaches its push and waits there for the log's lock.
            let holder = try server.holdLock(on: "pulpe.change")
            defer { holder.close() }
            let terminal = try TmuxSession(
                command: [PulpeProcess.binary.path, "--db", household.path("a"), "--today", "2026-11-13"],
                environment: [
                    "PGPASSWORD": TestPostgres.password, "NO_COLOR": "1", "HOME": household.pulpe.folder.path,
                    "PULPE_HISTORY": household.pulpe.folder.appendingPathComponent("history").path,
                ])
            defer { terminal.kill() }
            try await terminal.waitForPrompt()
            terminal.sendText("sync")
            terminal.sendKeys("Enter")
            try await server.waitUntilASessionWaitsOnALock()
            // Before: ^C cancelled the command's task, and the sync went on waiting.
            terminal.sendKeys("C-c")
            try await terminal.waitFor("error: interrupted while waiting on 127.0.0.1:")
            try await terminal.waitForPrompt()
            holder.close()
            terminal.sendText("sync")
            terminal.sendKeys("Enter")
            try await terminal.waitFor("sent 1 change, nothing new.")
            #expect(try await terminal.leavePulpe() == 0)
        }
    }
}
