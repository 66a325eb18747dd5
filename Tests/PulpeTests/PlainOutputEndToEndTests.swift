import Foundation
import Testing

/// Plain output: `TERM=dumb` gets no colour (as `NO_COLOR`), tables have no trailing spaces and no
/// rule under the `!` marker column, and a deficit reads "CHF 1'800.00 short".
@Suite(.serialized) struct PlainOutputEndToEndTests {
    static let script = "budget new 2026-11\nline add expense Rent 1800\n"

    @Test func pipedTablesEndWithoutSpacesAndTheMarkerColumnHasNoRule() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        _ = try await pulpe.run(["run", pulpe.write("s.pulpe", Self.script)])
        let list = try await pulpe.run(["-c", "budget list"])
        #expect(list.lines.count == 4)
        for line in list.lines { #expect(!line.hasSuffix(" "), "trailing space in '\(line)'") }
        let ruleSegments = list.lines[1].split(separator: " ").map(\.count)
        #expect(ruleSegments == [7, 6, 8, 7, 9, 8, 9], "\(list.lines[1])")
        #expect(list.lines[2] == "2026-11    0.00  1'800.00     0.00  -1'800.00      0.00  -1'800.00  !")
        let show = try await pulpe.run(["-c", "budget show 2026-11"])
        for line in show.lines { #expect(!line.hasSuffix(" "), "trailing space in '\(line)'") }
    }

    @Test func aDeficitIsSaidWithoutADoubleNegative() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let dashboard = try await pulpe.run(["run", pulpe.write("s.pulpe", Self.script + "open month\n")])
        #expect(dashboard.stdout.contains("  CHF 1'800.00 short (deficit)"), "\(dashboard.stdout)")
    }

    @Test(.enabled(if: ScriptTerminal.isAvailable, "script(1) is not installed"))
    func aDumbTerminalGetsNoColour() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        _ = try await pulpe.run(["run", pulpe.write("s.pulpe", Self.script)])
        let command = [PulpeProcess.binary.path, "--db", pulpe.databasePath, "--today", "2026-11-13", "-c", "'budget list'"]
            .joined(separator: " ")
        let xterm = try ScriptTerminal.run(command, term: "xterm")
        #expect(xterm.contains("\u{1B}["), "a colour terminal gets escapes: the check below means something")
        let dumb = try ScriptTerminal.run(command, term: "dumb")
        #expect(dumb.contains("2026-11"))
        #expect(!dumb.contains("\u{1B}["), "\(dumb)")
    }
}
