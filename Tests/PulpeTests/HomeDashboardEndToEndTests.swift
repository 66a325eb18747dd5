import Foundation
import Testing

/// The shell's home screen is the current period's dashboard; scripts never print it. On
/// 2026-11-13 (ISO week 2026-W46, 9 – 15 November), budget 2026-11 holds Salary 5000, Rent 1500
/// and Groceries 400, with Migros 450 on Groceries (Food), and free Pizza 30 (Food) and Bus 20
/// (Transport): 2000 of expenses (Groceries counts its 450), 3000 left, 50 spent this week.
@Suite(.serialized) struct HomeDashboardEndToEndTests {
    static let script = """
        budget new 2026-11
        line add income Salary 5000
        line add expense Rent 1500
        line add expense Groceries 400
        tx add Migros 450 --line Groceries --category Food --date 2026-11-03
        tx add Pizza 30 --category Food --date 2026-11-10
        tx add Bus 20 --category Transport --date 2026-11-11

        """

    private func prepared() async throws -> PulpeProcess {
        let pulpe = try PulpeProcess()
        let setUp = try await pulpe.run(["run", pulpe.write("setup.pulpe", Self.script)])
        #expect(setUp.status == 0, "\(setUp.stderr)")
        return pulpe
    }

    /// A shell line running the built pulpe on the test's database, its history in the test's folder
    /// and a UTF-8 locale (unless `environment` says otherwise).
    private func shellCommand(_ pulpe: PulpeProcess, today: String, environment: String = "") -> String {
        // A pty without a size is 24 rows unless LINES says more: 60, so the whole dashboard fits, as `open month` prints it.
        let settings =
            "HOME='\(pulpe.folder.path)' PULPE_HISTORY='\(pulpe.folder.appendingPathComponent("history").path)' LC_ALL=C.UTF-8 LINES=60"
        return "env \(settings) \(environment) "
            + [PulpeProcess.binary.path, "--db", pulpe.databasePath, "--today", today, "--no-pager"]
            .joined(separator: " ")
    }

    @Test func scriptsPrintNoHomeScreen() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let commands = try await pulpe.run(["-c", "home", "-c", "open settings", "-c", "back"])
        #expect(commands.status == 0, "\(commands.stderr)")
        #expect(!commands.stdout.contains("left (comfortable)"), "\(commands.stdout)")
        let file = try await pulpe.run(["run", pulpe.write("home.pulpe", "home\nopen budgets\nhome\n")])
        #expect(!file.stdout.contains("left (comfortable)"), "\(file.stdout)")
        #expect(file.stdout.hasPrefix("Month "), "only the budget list: \(file.stdout)")
        let piped = try await pulpe.run([], stdin: "home\n")
        #expect(piped.status == 0 && piped.stdout.isEmpty, "\(piped.stdout)")
    }

    /// On a terminal (script(1)), the dashboard follows the banner: in colour on an xterm, plain
    /// with NO_COLOR, and with `#` bars when the locale is not UTF-8.
    @Test(.enabled(if: ScriptTerminal.isAvailable, "script(1) is not installed"))
    func theShellStartsOnTheDashboardAsOpenMonthDrawsIt() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let colour = try ScriptTerminal.run(shellCommand(pulpe, today: "2026-11-13"), term: "xterm", input: "quit\n")
        #expect(colour.contains("\u{1B}["), "\(colour)")
        #expect(colour.contains("CHF 3'000.00 left"), "\(colour)")

        let plain = try ScriptTerminal.run(
            shellCommand(pulpe, today: "2026-11-13", environment: "NO_COLOR=1"), term: "xterm", input: "quit\n"
        )
        .replacingOccurrences(of: "\r\n", with: "\n")
        // The terminal echoes the typed `quit` whenever it arrives, before or after the screen: not the screen's.
        .split(separator: "\n", omittingEmptySubsequences: false).filter { $0 != "quit" }.joined(separator: "\n")
        #expect(!plain.contains("\u{1B}["), "\(plain)")
        let expected = """
            pulpe — type `help` for the commands, Tab to complete, Ctrl-D to leave.
            2026-11 · 2026-11-01 to 2026-11-30

              CHF 3'000.00 left (comfortable)

            """
        #expect(plain.contains(expected), "\(plain)")
        #expect(plain.contains("  spent this week (2026-W46): 50.00\n"), "\(plain)")
        #expect(plain.contains("  Overspent (1):\n    · Groceries 450.00 of 400.00 (+50.00)\n"), "\(plain)")
        // Food 450 + 30 = 480 fills the 20 cells; Transport 20 / 480 × 20 = 0.83 cell, 7 eighths.
        #expect(
            plain.contains(
                "  Top expense categories:\n    Food       ████████████████████  480.00\n    Transport  ▉                      20.00\n"),
            "\(plain)")
        #expect(
            plain.contains(
                "  Latest transactions:\n    2026-11-11  Bus      20.00\n    2026-11-10  Pizza    30.00\n    2026-11-03  Migros  450.00\n"),
            "\(plain)")
        // The same screen as `open month` prints.
        let month = try await pulpe.run(["-c", "open month"])
        #expect(plain.contains(month.stdout), "\(month.stdout)")

        let ascii = try ScriptTerminal.run(
            shellCommand(pulpe, today: "2026-11-13", environment: "NO_COLOR=1 LC_ALL=C"), term: "xterm", input: "quit\n"
        )
        .replacingOccurrences(of: "\r\n", with: "\n")
        // 0.83 cell rounds to one # in ASCII.
        #expect(ascii.contains("    Food       ####################  480.00\n    Transport  #                      20.00\n"), "\(ascii)")
    }

    /// Without a budget for the current period the shell starts as it always did: the banner alone.
    @Test(.enabled(if: ScriptTerminal.isAvailable, "script(1) is not installed"))
    func withoutTheBudgetTheBannerAlone() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let shell = try ScriptTerminal.run(
            shellCommand(pulpe, today: "2026-12-13", environment: "NO_COLOR=1"), term: "xterm", input: "home\nquit\n"
        )
        .replacingOccurrences(of: "\r\n", with: "\n")
        #expect(shell.contains("pulpe — type `help` for the commands, Tab to complete, Ctrl-D to leave.\n"), "\(shell)")
        #expect(!shell.contains("2026-12 · ") && !shell.contains("No budget"), "\(shell)")
    }
}
