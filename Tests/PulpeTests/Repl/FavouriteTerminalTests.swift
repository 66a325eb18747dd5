import Foundation
import TestSupport
import Testing

extension TerminalSuites {
    /// Favourites in a real terminal (tmux): Tab after `@` offers them, `fav remove` asks [y/N].
    @Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: terminal tests skipped"))
    struct FavouriteTerminalTests {
        @Test func tabAfterAtAndRemoveAsks() async throws {
            let pulpe = try PulpeProcess()
            defer { pulpe.cleanUp() }
            let setup = """
                budget new 2026-11
                fav add Coffee 4.50 --category Café
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
            session.sendText("tx add @Co")
            session.sendKeys("Tab")
            try await session.waitFor("tx add @Coffee ")
            session.sendKeys("Enter")
            try await session.waitFor("Added expense 'Coffee' #1 from @Coffee: 4.50 on 2026-11-13, free.")
            session.sendText("fav remove Coffee")
            session.sendKeys("Enter")
            try await session.waitFor("Remove favourite 'Coffee'? Its transactions stay. [y/N] ")
            session.sendText("n")
            session.sendKeys("Enter")
            try await session.waitFor("Kept favourite 'Coffee'.")
            session.sendText("fav remove Coffee")
            session.sendKeys("Enter")
            try await session.waitFor("[y/N] ")
            session.sendText("y")
            session.sendKeys("Enter")
            try await session.waitFor("Removed favourite 'Coffee'.")
            #expect(try await session.leavePulpe() == 0)
        }
    }
}
