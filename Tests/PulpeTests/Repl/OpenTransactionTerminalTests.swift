import Foundation
import TestSupport
import Testing

extension TerminalSuites {
    /// `open tx` in a real terminal (tmux): the breadcrumb, the commands that take the open
    /// transaction, Tab on category names, and `back`.
    @Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: terminal tests skipped"))
    struct OpenTransactionTerminalTests {
        @Test func openTxTakesTheTransactionForCheckSetAndRemove() async throws {
            let pulpe = try PulpeProcess()
            defer { pulpe.cleanUp() }
            let setup = """
                budget new 2026-11
                line add expense Groceries 500
                tx add Migros 30 --line Groceries --date 2026-11-02 --category Food
                tx add Épicerie 42.50 --line Groceries --date 2026-11-03 --category Café
                """
            let created = try await pulpe.run(["run", pulpe.write("s.pulpe", setup)])
            #expect(created.status == 0, "\(created.stderr)")
            let command = [PulpeProcess.binary.path, "--db", pulpe.databasePath, "--today", "2026-11-13"]
            let environment = [
                "PULPE_HISTORY": pulpe.folder.appendingPathComponent("history").path, "NO_COLOR": "1", "HOME": pulpe.folder.path,
            ]
            let session = try TmuxSession(command: command, environment: environment, width: 120, height: 40)
            defer { session.kill() }
            try await session.waitFor("› ")
            for line in ["open budgets", "open budget 2026-11", "open tx #2"] {
                try await session.waitForPrompt()
                session.sendText(line)
                session.sendKeys("Enter")
            }
            try await session.waitFor("Transaction #2")
            try await session.waitFor("budgets › 2026-11 › tx #2")
            try await session.waitForPrompt()
            session.sendText("tx check")
            session.sendKeys("Enter")
            try await session.waitFor("Checked expense 'Épicerie' #2: 42.50 on 2026-11-03.")
            try await session.waitForPrompt()
            session.sendText("tx set 50 --category Courses")
            session.sendKeys("Enter")
            try await session.waitFor("Updated expense 'Épicerie' #2: 50.00 on 2026-11-03.")
            // Tab offers the categories in use: Courses and Food now.
            try await session.waitForPrompt()
            session.sendText("tx list --category Fo")
            session.sendKeys("Tab")
            try await session.waitFor("tx list --category Food ")
            session.sendKeys("C-u")
            try await session.waitForPrompt()
            session.sendText("tx uncheck")
            session.sendKeys("Enter")
            try await session.waitFor("Unchecked expense 'Épicerie' #2: 50.00 on 2026-11-03.")
            try await session.waitForPrompt()
            session.sendText("tx remove")
            session.sendKeys("Enter")
            try await session.waitFor("Removed expense 'Épicerie' #2: 50.00 on 2026-11-03.")
            try await session.waitForPrompt()
            session.sendText("back")
            session.sendKeys("Enter")
            try await session.waitForPrompt()
            session.sendText("where")
            session.sendKeys("Enter")
            try await session.waitUntil(describing: "the budget again after back") { screen in
                screen.split(separator: "\n").contains { $0 == "budgets › 2026-11" || $0.hasPrefix("budgets › 2026-11 · undo") }
            }
            #expect(try await session.leavePulpe() == 0)
            let left = try await pulpe.run(["--json", "-c", "tx list --budget 2026-11"])
            #expect(left.stdout.contains(#""name":"Migros""#))
            #expect(!left.stdout.contains("Épicerie"))
        }
    }
}
