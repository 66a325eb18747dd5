import Foundation
import TestSupport
import Testing

extension TerminalSuites {
    /// The home screen in a real terminal (tmux): the shell starts on the current period's
    /// dashboard, and `home` draws it again; without that budget the shell starts on its banner
    /// alone. Figures as in `HomeDashboardEndToEndTests`: 3000 left, 50 spent in 2026-W46.
    @Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: terminal tests skipped"))
    struct HomeDashboardTerminalTests {
        /// On 30 rows, a month with 40 lines to check: the list is shortened so the whole dashboard,
        /// headline first, fits above the prompt (29 rows: 18 of figures, the list's title, 9 items, "… and 31 more").
        @Test func onAShortTerminalTheHeadlineStaysOnTheScreen() async throws {
            let pulpe = try PulpeProcess()
            defer { pulpe.cleanUp() }
            let script = (["budget new 2026-11"] + (1...40).map { "line add expense Line\($0) \($0)" }).joined(separator: "\n")
            let created = try await pulpe.run(["run", pulpe.write("s.pulpe", script + "\n")])
            #expect(created.status == 0, "\(created.stderr)")
            let environment = [
                "PULPE_HISTORY": pulpe.folder.appendingPathComponent("history").path, "NO_COLOR": "1", "HOME": pulpe.folder.path,
            ]
            let command = [PulpeProcess.binary.path, "--db", pulpe.databasePath, "--today", "2026-11-13"]
            let session = try TmuxSession(command: command, environment: environment, width: 100, height: 30)
            defer { session.kill() }
            let prompt = "pulpe · 2026-11 · CHF 820.00 short ›"
            let start = try await session.waitFor(prompt).components(separatedBy: "\n")
            // What the terminal shows: its last 30 rows.
            let visible = Array(start.suffix(30))
            #expect(visible.first == "2026-11 · 2026-11-01 to 2026-11-30", "\(visible)")
            #expect(visible.contains("  CHF 820.00 short (deficit)"), "\(visible)")
            #expect(visible.contains("    · Line9 9.00") && !visible.contains("    · Line10 10.00"), "\(visible)")
            #expect(visible.contains("    … and 31 more"), "\(visible)")
            #expect(visible.last?.hasPrefix(prompt) == true, "\(visible)")
            #expect(try await session.leavePulpe() == 0)
        }

        /// The environment of the shells of these tests: no colour, ISO dates, the test's own history.
        static func environment(_ pulpe: PulpeProcess) -> [String: String] {
            [
                "PULPE_HISTORY": pulpe.folder.appendingPathComponent("history").path, "NO_COLOR": "1", "HOME": pulpe.folder.path,
                "LC_ALL": "C.UTF-8",
            ]
        }

        /// pulpe's shell on 2026-11-13 in a `width` × `height` terminal, on the database `script` made.
        static func shell(on script: String, _ pulpe: PulpeProcess, width: Int, height: Int) async throws -> TmuxSession {
            let created = try await pulpe.run(["run", pulpe.write("s.pulpe", script)])
            #expect(created.status == 0, "\(created.stderr)")
            let command = [PulpeProcess.binary.path, "--db", pulpe.databasePath, "--today", "2026-11-13"]
            return try TmuxSession(command: command, environment: environment(pulpe), width: width, height: height)
        }

        /// The household month (`GoldenScreensTests`) on 80 × 30: its 40 lines are shortened to the 28
        /// that fit between the banner and the prompt: 3 items to check of 11 ("… and 8 more", 33
        /// lines), 3 latest transactions (31), then the latest transactions left out (26) and a note
        /// naming `tx list` (28). The headline is on the screen, the prompt under the last line.
        @Test func theFirstMonthFitsEightyByThirty() async throws {
            let pulpe = try PulpeProcess()
            defer { pulpe.cleanUp() }
            let session = try await Self.shell(on: GoldenScreensTests.script, pulpe, width: 80, height: 30)
            defer { session.kill() }
            let prompt = "pulpe · 2026-11 · CHF 2'101.80 left ›"
            let start = try await session.waitFor(prompt).components(separatedBy: "\n")
            #expect(
                Array(start.suffix(30)) == [
                    "pulpe — type `help` for the commands, Tab to complete, Ctrl-D to leave.",
                    "2026-11 · 2026-10-25 to 2026-11-24",
                    "",
                    "  CHF 2'101.80 left (comfortable)",
                    "",
                    "  Available           6'715.00",
                    "    income            6'715.00",
                    "    rollover              0.00",
                    "  Expenses            4'613.20",
                    "    of which savings    650.00",
                    "",
                    "  12 days left · 175.15 a day",
                    "  time   ███████████████████░░░░░░░░░░░   63 % of the period elapsed",
                    "  budget █████████████████████░░░░░░░░░   69 % of available planned",
                    "",
                    "  checked 2'000.60 · still committed 2'612.60",
                    "  at this pace the month ends at 2'098.23 (faster than planned)",
                    "  spent this week (2026-W46): 83.70",
                    "",
                    "  Top expense categories:",
                    "    (none)  ████████████████████  257.25",
                    "",
                    "  To check (11):",
                    "    · Child allowance 215.00",
                    "    · Health insurance 742.80",
                    "    · Groceries 900.00",
                    "    … and 8 more",
                    "",
                    "  Left out to fit the window: the latest transactions (`tx list`).",
                    prompt + " ",
                ], "\(start)")
            #expect(try await session.leavePulpe() == 0)
        }

        /// On 60 columns the banner is wrapped at a space (the terminal would cut `Ctrl-` from `D`),
        /// and the dashboard is shortened by its second line: the banner stays on the 30 rows.
        @Test func theBannerWrapsAtASpaceAndStaysOnScreen() async throws {
            let pulpe = try PulpeProcess()
            defer { pulpe.cleanUp() }
            let session = try await Self.shell(on: GoldenScreensTests.script, pulpe, width: 60, height: 30)
            defer { session.kill() }
            let start = try await session.waitFor("2'101.80 left ›").components(separatedBy: "\n")
            let screen = Array(start.suffix(30))
            #expect(screen.first == "pulpe — type `help` for the commands, Tab to complete,", "\(start)")
            #expect(screen.dropFirst().first == "Ctrl-D to leave.", "\(start)")
            #expect(screen.last?.hasSuffix("left › ") == true, "\(start)")
            #expect(try await session.leavePulpe() == 0)
        }

        @Test func theShellStartsOnTheDashboardAndHomeDrawsItAgain() async throws {
            let pulpe = try PulpeProcess()
            defer { pulpe.cleanUp() }
            let session = try await Self.shell(on: HomeDashboardEndToEndTests.script, pulpe, width: 100, height: 60)
            let environment = Self.environment(pulpe)
            defer { session.kill() }
            let prompt = "pulpe · 2026-11 · CHF 3'000.00 left › "
            let start = try await session.waitFor(prompt)
            let lines = start.components(separatedBy: "\n")
            #expect(lines.first == "pulpe — type `help` for the commands, Tab to complete, Ctrl-D to leave.", "\(start)")
            #expect(lines.dropFirst().first == "2026-11 · 2026-11-01 to 2026-11-30", "\(start)")
            for line in [
                "  CHF 3'000.00 left (comfortable)", "  spent this week (2026-W46): 50.00", "    · Groceries 450.00 of 400.00 (+50.00)",
                "    Food       ████████████████████  480.00", "    Transport  ▉                      20.00",
                "    2026-11-11  Bus      20.00",
            ] {
                #expect(lines.contains(line), "missing '\(line)' in \(start)")
            }
            #expect(lines.last == prompt, "the prompt follows the dashboard: \(start)")

            session.sendText("open budgets")
            session.sendKeys("Enter")
            try await session.waitFor("pulpe budgets · 2026-11")
            try await session.waitForPrompt()
            session.sendText("home")
            session.sendKeys("Enter")
            let home = try await session.waitUntil(describing: "the dashboard again after home") { screen in
                screen.components(separatedBy: "  CHF 3'000.00 left (comfortable)").count == 3
                    && screen.hasSuffix(prompt)
            }
            let afterHome = try #require(home.components(separatedBy: "› home\n").last)
            #expect(afterHome.hasPrefix("2026-11 · 2026-11-01 to 2026-11-30\n"), "\(afterHome)")
            #expect(try await session.leavePulpe() == 0)

            // A month without its budget: the banner, then the prompt, as before; `home` prints nothing.
            let december = try TmuxSession(
                command: [PulpeProcess.binary.path, "--db", pulpe.databasePath, "--today", "2026-12-13"], environment: environment,
                width: 100, height: 60)
            defer { december.kill() }
            try await december.waitFor("pulpe › ")
            december.sendText("home")
            december.sendKeys("Enter")
            let bare = try await december.waitUntil(describing: "a prompt after home") { $0.hasSuffix("pulpe › home\npulpe › ") }
            #expect(
                bare == "pulpe — type `help` for the commands, Tab to complete, Ctrl-D to leave.\npulpe › home\npulpe › ", "\(bare)")
            #expect(try await december.leavePulpe() == 0)
        }
    }
}
