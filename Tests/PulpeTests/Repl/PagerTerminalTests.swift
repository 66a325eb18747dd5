import Foundation
import TestSupport
import Testing

extension TerminalSuites {
    /// The pager in a real terminal (tmux, 30 rows): the 88 lines of `help` open in `less`, a
    /// 4-line `budget list` does not, nor JSON; `.pager off` and `--no-pager` turn it off.
    @Suite(
        .serialized,
        .enabled(if: TmuxSession.isAvailable && TmuxSession.executablePath("less") != nil, "tmux or less is not installed: skipped"))
    struct PagerTerminalTests {
        private func lastLine(_ screen: String) -> String {
            String(screen.split(separator: "\n").last ?? "").trimmingCharacters(in: .whitespaces)
        }

        /// Types `command` and waits for the pager's ':' on the last row; returns that screen.
        private func paged(_ session: TmuxSession, _ command: String) async throws -> String {
            session.sendText(command)
            session.sendKeys("Enter")
            return try await session.waitUntil(describing: "less's prompt") { self.lastLine($0) == ":" }
        }

        /// Leaves the pager with q and waits for pulpe's prompt.
        private func quitPager(_ session: TmuxSession, to prompt: String) async throws {
            session.sendKeys("q")
            try await session.waitUntil(describing: "the prompt after q") { self.lastLine($0) == prompt }
        }

        /// The shell's command line on `pulpe`'s file, and its environment with `pager`.
        private func shell(_ pulpe: PulpeProcess, pager: String = "less -FRX") -> (command: [String], environment: [String: String]) {
            (
                [PulpeProcess.binary.path, "--db", pulpe.databasePath, "--today", "2026-11-13"],
                [
                    "PAGER": pager, "NO_COLOR": "1", "HOME": pulpe.folder.path,
                    "PULPE_HISTORY": pulpe.folder.appendingPathComponent("history").path,
                ]
            )
        }

        @Test func tallOutputIsPagedShortOutputAndJSONAreNot() async throws {
            let pulpe = try PulpeProcess()
            defer { pulpe.cleanUp() }
            #expect(try await pulpe.run(["-c", "budget new 2026-11"]).status == 0)
            let (command, environment) = shell(pulpe)
            let session = try TmuxSession(command: command, environment: environment, width: 100, height: 30)
            defer { session.kill() }
            let prompt = "pulpe · 2026-11 · CHF 0.00 left ›"
            try await session.waitFor(prompt)

            // 88 lines on 30 rows: less shows the first screen and waits, its ':' on the last row.
            let paged = try await paged(session, "help")
            #expect(paged.contains("pulpe: plan your months"))
            #expect(!paged.contains("Meta-commands"), "the end of help waits in the pager")
            try await quitPager(session, to: prompt)

            // Short output prints as it is, the prompt right after it.
            session.sendText("budget list")
            session.sendKeys("Enter")
            let listed = try await session.waitFor("marks a negative ending balance")
            #expect(!listed.split(separator: "\n").contains(":"))
            try await session.waitUntil(describing: "the prompt after budget list") { self.lastLine($0) == prompt }

            // JSON is never paged, however long its line.
            session.sendText("help --json")
            session.sendKeys("Enter")
            try await session.waitUntil(describing: "the prompt after help --json") { screen in
                self.lastLine(screen) == prompt && screen.contains("\"commands\"")
            }

            // .pager off: help prints whole.
            session.sendText(".pager off")
            session.sendKeys("Enter")
            session.sendText("help")
            session.sendKeys("Enter")
            try await session.waitUntil(describing: "help printed whole") { screen in
                screen.contains(".pager") && self.lastLine(screen) == prompt
            }
            #expect(try await session.leavePulpe() == 0)

            // --no-pager from the start.
            let unpaged = try TmuxSession(command: command + ["--no-pager"], environment: environment, width: 100, height: 30)
            defer { unpaged.kill() }
            try await unpaged.waitFor(prompt)
            unpaged.sendText("help")
            unpaged.sendKeys("Enter")
            try await unpaged.waitUntil(describing: "help printed whole") { screen in
                screen.contains("Meta-commands") && self.lastLine(screen) == prompt
            }
            #expect(try await unpaged.leavePulpe() == 0)
        }

        /// A screen reached by navigation prints whole, never through the pager, however tall: 40 lines of a
        /// budget on 30 rows; the same budget asked for with `budget show` opens in the pager.
        @Test func navigationNeverOpensThePager() async throws {
            let pulpe = try PulpeProcess()
            defer { pulpe.cleanUp() }
            let lines = (1...40).flatMap { ["-c", "line add expense Line\($0) \($0)"] }
            #expect(try await pulpe.run(["-c", "budget new 2026-11"] + lines).status == 0)
            let (command, environment) = shell(pulpe)
            let session = try TmuxSession(command: command, environment: environment, width: 100, height: 30)
            defer { session.kill() }
            try await session.waitUntil(describing: "the prompt after the home screen") { self.lastLine($0).hasSuffix("short ›") }
            session.sendText("open budget 2026-11")
            session.sendKeys("Enter")
            let whole = try await session.waitUntil(describing: "the budget printed whole, the prompt after it") { screen in
                screen.contains("Line40") && self.lastLine(screen).hasSuffix("›")
            }
            let prompt = self.lastLine(whole)
            let paged = try await paged(session, "budget show 2026-11")
            // Line40 once: the navigation's screen showed it; the pager's first page does not reach it yet.
            #expect(paged.components(separatedBy: "Line40").count == 2, "the end of the budget waits in the pager")
            try await quitPager(session, to: prompt)
            #expect(try await session.leavePulpe() == 0)
        }

        /// `tx list --all` streams its table into the pager as it reads the rows (a million-row
        /// history is never held whole); a `PAGER` that does not exist prints the table instead.
        @Test func wholeHistoryStreamsIntoThePagerOrPrintsWithoutOne() async throws {
            let pulpe = try PulpeProcess()
            defer { pulpe.cleanUp() }
            let adds = (1...45).flatMap { ["-c", "tx add Shop\($0) \($0).00 --date 2026-11-\(String(format: "%02d", $0 % 28 + 1))"] }
            #expect(try await pulpe.run(["-c", "budget new 2026-11"] + adds).status == 0)
            // Without -F, less would take the whole screen for a short text too: pulpe decides.
            let (command, environment) = shell(pulpe, pager: "less -RX")
            let session = try TmuxSession(command: command, environment: environment, width: 100, height: 30)
            defer { session.kill() }
            let prompt = "pulpe · 2026-11 · CHF 1'035.00 short ›"
            try await session.waitFor(prompt)
            let paged = try await paged(session, "tx list --all --sort amount")
            #expect(paged.contains("Shop1 "))
            #expect(!paged.contains("Shop45"), "the end of the table waits in the pager")
            try await quitPager(session, to: prompt)
            // Seven matches fit on the screen: printed as they are, the prompt right after.
            session.sendText("tx list --all --search shop4")
            session.sendKeys("Enter")
            try await session.waitUntil(describing: "the short table, then the prompt") { screen in
                screen.contains("7 transactions in any budget") && self.lastLine(screen) == prompt
            }
            #expect(try await session.leavePulpe() == 0)

            let unpaged = try TmuxSession(
                command: command, environment: shell(pulpe, pager: "no-such-pager-here").environment, width: 100, height: 30)
            defer { unpaged.kill() }
            try await unpaged.waitFor(prompt)
            unpaged.sendText("tx list --all --sort amount")
            unpaged.sendKeys("Enter")
            try await unpaged.waitUntil(describing: "the whole table, then the prompt") { screen in
                screen.contains("Shop45") && self.lastLine(screen) == prompt
            }
            #expect(try await unpaged.leavePulpe() == 0)
        }
    }
}
