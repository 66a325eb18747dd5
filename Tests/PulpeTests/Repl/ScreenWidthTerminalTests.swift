import Foundation
import TestSupport
import Testing

extension TerminalSuites {
    /// Screens fit the terminal: at 60 columns `help import csv` (a long discussion and a dozen
    /// options) and the command list wrap at spaces, option descriptions continuing under themselves;
    /// `tx list`'s footer and the history's rows break between words, never inside a number.
    @Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: terminal tests skipped"))
    struct ScreenWidthTerminalTests {
        /// pulpe's shell in a terminal 60 columns wide, tall enough that nothing scrolls away.
        static func shell(_ pulpe: PulpeProcess) throws -> TmuxSession {
            try TmuxSession(
                command: [PulpeProcess.binary.path, "--db", pulpe.databasePath, "--today", "2026-11-13", "--no-pager"],
                environment: ["NO_COLOR": "1", "HOME": pulpe.folder.path, "PULPE_HISTORY": pulpe.folder.appendingPathComponent("h").path],
                width: 60, height: 200)
        }

        /// Types `command` and waits for a line ending with `last` below it, then the prompt: the lines
        /// from the typed command on (the prompt last).
        static func output(of command: String, endingWith last: String, in session: TmuxSession) async throws -> [String] {
            session.sendText(command)
            session.sendKeys("Enter")
            let screen = try await session.waitUntil(describing: "\(last), then the prompt") { screen in
                let lines = screen.components(separatedBy: "\n")
                guard let typed = lines.lastIndex(where: { $0.hasSuffix("› \(command)") }) else { return false }
                return lines[typed...].contains { $0.hasSuffix(last) } && screen.trimmingCharacters(in: .whitespaces).hasSuffix("›")
            }.components(separatedBy: "\n")
            return Array(screen[(screen.lastIndex { $0.hasSuffix("› \(command)") } ?? 0)...])
        }

        @Test func helpFitsSixtyColumns() async throws {
            let pulpe = try PulpeProcess()
            defer { pulpe.cleanUp() }
            let session = try Self.shell(pulpe)
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

        /// `pulpe help` typed at the shell's prompt, not in pulpe, fits the terminal as `help` inside
        /// does: each option's summary continues under itself, the exit statuses wrap at spaces.
        @Test func theInvocationsHelpFitsSixtyColumns() async throws {
            let session = try TmuxSession(
                command: [PulpeProcess.binary.path, "help"], environment: ["NO_COLOR": "1"], width: 60, height: 200)
            defer { session.kill() }
            let lines = try await session.waitFor("language.").components(separatedBy: "\n")
            #expect(lines.count > 30, "\(lines)")
            #expect(lines.allSatisfy { $0.count <= 60 }, "\(lines.filter { $0.count > 60 })")
            let db = try #require(lines.firstIndex { $0.hasPrefix("  --db PATH") })
            #expect(lines[db] == "  --db PATH             the SQLite file (created if missing,", "\(lines)")
            #expect(lines[db + 1] == "                        in a folder that exists unless", "\(lines)")
            #expect(lines.contains("Exit status: 0 when every command succeeded, else the first"), "\(lines)")
        }

        @Test func aListsFooterAndTheHistoryBreakBetweenWords() async throws {
            let pulpe = try PulpeProcess()
            defer { pulpe.cleanUp() }
            let setUp = try await pulpe.run(
                [
                    "budget new 2026-11", "line add income Salary 6500", "tx add Salary 6500 --line Salary", "tx add Migros 82.40",
                    "tx add Coop 1234.55 --category food",
                ].flatMap { ["-c", $0] })
            #expect(setUp.status == 0, "\(setUp.stderr)")
            let session = try Self.shell(pulpe)
            defer { session.kill() }
            try await session.waitForPrompt()
            let listed = try await Self.output(of: "tx list --limit 2", endingWith: "(--page 2 for more).", in: session)
            // 3 transactions: income 6'500.00, spending 82.40 + 1'234.55 = 1'316.95, net +5'183.05; wrapped at 60.
            #expect(
                listed.dropLast().suffix(3) == [
                    "3 transactions in 2026-11: income 6'500.00, spending",
                    "    1'316.95, net +5'183.05. Showing 1–2, page 1 of 2",
                    "    (--page 2 for more).",
                ], "\(listed)")
            // Without --limit the whole list is streamed: its footer breaks between words all the same.
            let wholeList = try await Self.output(of: "tx list", endingWith: "net +5'183.05.", in: session)
            #expect(
                wholeList.dropLast().suffix(2) == [
                    "3 transactions in 2026-11: income 6'500.00, spending",
                    "    1'316.95, net +5'183.05.",
                ], "\(wholeList)")
            // At 60 columns the 62 the table needs come off the widest text column, the category
            // (8 to 6: `Categ…`): ids, dates, kinds and amounts stay whole.
            #expect(
                Array(wholeList.dropFirst().prefix(5)) == [
                    "#   ✓  Date        Name    Kind     Line    Categ…    Amount",
                    "──  ─  ──────────  ──────  ───────  ──────  ──────  ────────",
                    "#1     2026-11-13  Salary  income   Salary  (none)  6'500.00",
                    "#2     2026-11-13  Migros  expense  free    (none)     82.40",
                    "#3     2026-11-13  Coop    expense  free    food    1'234.55",
                ], "\(wholeList)")
            session.sendText("changes")
            session.sendKeys("Enter")
            let history = try await session.waitFor("budget new 2026-11").components(separatedBy: "\n")
            let rows = history[(history.lastIndex { $0.hasSuffix("› changes") } ?? 0)...]
            #expect(rows.allSatisfy { $0.count <= 60 }, "\(rows.filter { $0.count > 60 })")
            #expect(rows.contains("    transaction (Salary consumed 6'500.00)"), "\(rows)")
            #expect(try await session.leavePulpe() == 0)
        }
    }
}
