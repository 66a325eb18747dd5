import Foundation
import Testing

/// The screens a new user meets first, as a terminal of 60, 80 and 120 columns shows them, compared
/// character for character with `Golden/NAME-WIDTH.txt`. pulpe runs on a pseudo-terminal (script(1))
/// whose size is set with stty, so it learns the width as it would from a real one and fits its
/// text to it. Every line of every file is checked to fit its width. `PULPE_RECORD_GOLDEN=1` writes
/// the files anew.
@Suite(.serialized, .enabled(if: ScriptTerminal.isAvailable, "script(1) is not installed"))
struct GoldenTerminalScreensTests {
    static let widths = [60, 80, 120]

    /// The household month of `GoldenScreensTests`; the dashboard is the `home` screen, drawn as
    /// `open month` draws it (scripts print no home screen).
    static let screens: [(name: String, command: String)] = [
        ("help", "help"),
        ("goal-show", "goal show Holidays"),
        ("changes", "changes"),
        ("tx-list", "tx list --budget 2026-11"),
        ("home", "open month"),
    ]

    static var cases: [String] { screens.flatMap { screen in widths.map { "\(screen.name)-\($0).txt" } } }

    @Test(arguments: cases)
    func screenFitsItsWidthAndMatchesItsGoldenFile(file: String) async throws {
        let name = String(file.dropLast(".txt".count))
        let width = try #require(Int(name.split(separator: "-").last ?? ""))
        let command = try #require(Self.screens.first { "\($0.name)-\(width)" == name }).command
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        // Piped, the set-up is one unit of `changes` named the same on every run: `script (standard input)`.
        let setUp = try await pulpe.run([], stdin: GoldenScreensTests.script)
        #expect(setUp.status == 0, "\(setUp.stderr)")
        let screen = Self.maskingClockTimes(try Self.terminalScreen(pulpe, command: command, width: width))
        let golden = GoldenScreensTests.folder.appendingPathComponent(file)
        if ProcessInfo.processInfo.environment["PULPE_RECORD_GOLDEN"] == "1" {
            try screen.write(to: golden, atomically: true, encoding: .utf8)
        }
        let tooLong = screen.split(separator: "\n").filter { $0.count > width }
        #expect(tooLong.isEmpty, "lines wider than \(width) columns in `\(command)`:\n\(tooLong.joined(separator: "\n"))")
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(
            screen == expected,
            "`\(command)` at \(width) columns differs from Golden/\(file); run with PULPE_RECORD_GOLDEN=1 and review the diff")
    }

    /// `changes` prints when each unit was recorded (the wall clock, not `--today`): written as
    /// `YYYY-MM-DD hh:mm:ss`, as wide as a time, so the screen is the same on every run.
    static func maskingClockTimes(_ screen: String) -> String {
        screen.replacing(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/, with: "YYYY-MM-DD hh:mm:ss")
    }

    /// What `command` prints on a terminal `width` columns wide (its line ends as written, `\n`).
    static func terminalScreen(_ pulpe: PulpeProcess, command: String, width: Int) throws -> String {
        let settings = "NO_COLOR=1 LC_ALL=C.UTF-8 HOME='\(pulpe.folder.path)'"
        let pulpeLine = [PulpeProcess.binary.path, "--db", pulpe.databasePath, "--today", "2026-11-13", "--no-pager", "-c", "'\(command)'"]
        let line = "stty cols \(width) rows 200 && env \(settings) " + pulpeLine.joined(separator: " ")
        return try ScriptTerminal.run(line, term: "xterm").replacingOccurrences(of: "\r\n", with: "\n")
    }
}
