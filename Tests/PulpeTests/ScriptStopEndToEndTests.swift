import Foundation
import Testing

/// A script stopped by a bad line says, in its last line, that what ran before stays and how to
/// take it back or avoid it; a run that changed nothing, or an --atomic one, says no such thing.
@Suite(.serialized) struct ScriptStopEndToEndTests {
    @Test func aStoppedScriptSaysWhatStaysInItsLastLine() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let script = try pulpe.write("err.pulpe", "budget new 2026-11\ntx add Coffee 4.50\ntx add Bad 4.5O\ntx add Never 1\n")
        let result = try await pulpe.run(["run", script])
        #expect(result.status == 65)
        let last = result.stderr.split(separator: "\n").last.map(String.init)
        #expect(
            last == "\(script):3: note: what was applied before this error stays in the database (`undo` takes back the whole run); "
                + "with --atomic a failing line applies nothing", "\(result.stderr)")
        let undo = try await pulpe.run(["-c", "undo", "-c", "budget list --json"])
        #expect(undo.stdout.contains("[]"), "the whole run is one change: \(undo.stdout)")

        let readOnly = try await pulpe.run(["-c", "budget list", "-c", "tx add X 4.5O"])
        #expect(!readOnly.stderr.contains("note:"), "\(readOnly.stderr)")
        let atomic = try await pulpe.run(["--atomic", "-c", "budget new 2026-11", "-c", "tx add X 4.5O"])
        #expect(!atomic.stderr.contains("note:"), "\(atomic.stderr)")
        let commands = try await pulpe.run(["-c", "budget new 2026-11", "-c", "tx add X 4.5O"])
        #expect(
            commands.stderr.hasSuffix(
                "-c:2: note: what was applied before this error stays in the database (`undo N` takes back the last N commands); with --atomic a failing line applies nothing\n"
            ), "\(commands.stderr)")
    }
}

/// The exit statuses after sysexits, the first failure's for a run: a script can tell a typo from
/// bad data, a missing file, an output it could not write.
@Suite(.serialized) struct ExitStatusEndToEndTests {
    static let cases: [([String], Int32)] = [
        (["-c", "tx ad Coffee 3"], 64),
        (["-c", "budget list --yaer 2026"], 64),
        (["-c", "tx add Coffee\u{1B} 3"], 65),
        (["-c", "import csv nothere.csv"], 66),
        (["run", "nothere.pulpe"], 66),
        (["-c", "export csv /nonexistent/folder/x.csv"], 73),
        (["-c", "backup /nonexistent/folder/b.sqlite"], 73),
        (["--atomic", "-c", "backup b.sqlite"], 64),
        (["help", "budgt"], 64),
        (["-c", "tx add Coffee 3 --budget 2030-01"], 1),
        (["--keep-going", "-c", "budgt", "-c", "export csv /nonexistent/x.csv"], 64),
    ]

    @Test(arguments: cases)
    func eachKindOfFailureHasItsStatus(arguments: [String], status: Int32) async throws {
        let pulpe = try await PulpeProcess.withOneTransaction()
        defer { pulpe.cleanUp() }
        let result = try await pulpe.run(arguments)
        #expect(result.status == status, "\(arguments): \(result.stderr)")
    }

    /// A usage error in a script names its line and ends the run with 64, after the lines before it ran.
    @Test func aUsageErrorInAScriptExits64AtItsLine() async throws {
        let pulpe = try await PulpeProcess.withOneTransaction()
        defer { pulpe.cleanUp() }
        let script = try pulpe.write("usage.pulpe", "budget list\nbudget list --yaer 2026\nbudget list\n")
        let result = try await pulpe.run(["run", script])
        #expect(result.status == 64)
        #expect(
            result.stderr.hasPrefix(
                "\(script):2: error: unknown option '--yaer' for `budget list`: did you mean --year? see `help budget list`"),
            "\(result.stderr)")
        let inCommand = try await pulpe.run(["-c", "budget list", "-c", "tx ad Coffee 3"])
        #expect(inCommand.status == 64)
        #expect(inCommand.stderr.hasPrefix("-c:2: error: unknown command 'tx ad'"), "\(inCommand.stderr)")
    }
}
