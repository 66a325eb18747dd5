import Foundation
import Testing

/// What hostile or unusual input still does right: every line end runs, a BOM is invisible,
/// pipes and FIFOs are scripts, `--json` is only JSON, and a typed `--db` creates no folders.
@Suite(.serialized) struct InputHardeningTests {
    static let crlfScript = Array("# budget\r\nsettings set payday 25\r\nbudget new 2026-11\r\nline add expense Rent 1800\r\n".utf8)

    /// `budget list --json` of the database after the CRLF script: one budget, 1800 of expenses.
    func expectCRLFScriptApplied(_ pulpe: PulpeProcess) async throws {
        let list = try await pulpe.run(["--json", "-c", "budget list", "-c", "settings"])
        #expect(list.lines.first?.hasPrefix(#"[{"month":"2026-11","totalIncome":0.00,"totalExpenses":1800.00"#) == true)
        #expect(list.lines.last?.contains(#""payday":25"#) == true, "\(list.stdout)")
    }

    @Test func aCRLFScriptFileRunsEveryLine() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let result = try await pulpe.run(["run", try pulpe.write("crlf.pulpe", bytes: Self.crlfScript)])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Created budget 2026-11"))
        try await expectCRLFScriptApplied(pulpe)
    }

    @Test func crlfOnStandardInputAndInDashCRunsEveryLine() async throws {
        let piped = try PulpeProcess()
        defer { piped.cleanUp() }
        #expect(try await piped.run([], stdinBytes: Self.crlfScript).status == 0)
        try await expectCRLFScriptApplied(piped)
        let given = try PulpeProcess()
        defer { given.cleanUp() }
        #expect(try await given.run(["-c", String(decoding: Self.crlfScript, as: UTF8.self)]).status == 0)
        try await expectCRLFScriptApplied(given)
    }

    @Test func aByteOrderMarkIsSkipped() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let script = try pulpe.write("bom.pulpe", bytes: [0xEF, 0xBB, 0xBF] + Array("budget new 2026-11\n".utf8))
        let result = try await pulpe.run(["run", script])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Created budget 2026-11 (empty).\n")
    }

    @Test func refusedControlCharactersAndNULNeverReachTheDatabase() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        _ = try await pulpe.run(["-c", "budget new 2026-11"])
        let escape = try await pulpe.run(["-c", "tx add \u{1B}]0;pwned\u{07}\u{1B}[2JX 5"])
        #expect(escape.status == 65)
        let nul = try await pulpe.run([], stdinBytes: Array("tx add Nul".utf8) + [0] + Array("Name 5\n".utf8))
        #expect(nul.status == 65)
        #expect(!nul.stdout.contains("Nul"))
        #expect(try await pulpe.run(["--json", "-c", "tx list"]).stdout == "[]\n")
    }

    @Test func scriptsAreReadFromPipesAndDevStdin() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let dashF = try await pulpe.run(["-f", "/dev/stdin"], stdin: "budget new 2026-11\n")
        #expect(dashF.status == 0, "\(dashF.stderr)")
        #expect(dashF.stdout == "Created budget 2026-11 (empty).\n")
        let read = try await pulpe.run(["-c", ".read /dev/stdin"], stdin: "line add expense Rent 1800\n")
        #expect(read.status == 0, "\(read.stderr)")
        #expect(try await pulpe.run(["--json", "-c", "budget list"]).stdout.contains(#""totalExpenses":1800.00"#))
    }

    @Test func aFIFOIsReadAsAScript() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let fifo = pulpe.folder.appendingPathComponent("commands.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // Opening a FIFO blocks until both ends are open: the writer waits for pulpe, not for a clock.
        let writer = Thread {
            guard let handle = FileHandle(forWritingAtPath: fifo) else { return }
            handle.write(Data("budget new 2026-12\n".utf8))
            try? handle.close()
        }
        writer.start()
        let result = try await pulpe.run(["run", fifo])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Created budget 2026-12 (empty).\n")
    }

    @Test func jsonOutputIsOnlyJSONLines() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let commands = [
            "help", "help budget new", "help nothing-like-this", "where", "budget new 2026-11", "open budgets",
            "back", "back", "home", "where", "settings", ".mode json", "budget list",
        ]
        let result = try await pulpe.run(["--json"] + commands.flatMap { ["-c", $0] })
        #expect(result.status == 0, "\(result.stderr)")
        for line in result.lines {
            #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil, "not JSON: \(line)")
        }
        let help = try #require(try JSONSerialization.jsonObject(with: Data(result.lines[1].utf8)) as? [String: Any])
        let entries = try #require(help["commands"] as? [[String: Any]])
        #expect(entries.count == 1)
        #expect(entries.first?["synopsis"] as? String == "budget new MONTH [--template TEMPLATE] [--description TEXT]")
        #expect(result.lines[2] == #"{"commands":[]}"#)
        #expect(result.lines[3] == #"{"path":"home"}"#)
        // help, help, help, where, budget new, where, settings, budget list: navigation prints nothing.
        #expect(result.lines.count == 8)
    }

    @Test func aTypedDatabaseInAMissingFolderIsRefusedAndCreatesNothing() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let result = try await pulpe.run(["-c", "budget list"], database: "typo/budgett.sqlite")
        #expect(result.status == 73)
        #expect(
            result.stderr == "error: no database at typo/budgett.sqlite and its folder typo does not exist: "
                + "check the path, or add --create to create both\n")
        #expect(!FileManager.default.fileExists(atPath: pulpe.folder.appendingPathComponent("typo").path))
    }

    @Test func createMakesTheFoldersAndEveryNewDatabaseIsAnnounced() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let created = try await pulpe.run(["--create", "-c", "budget list"], database: "new/folder/budget.sqlite")
        #expect(created.status == 0)
        #expect(created.stderr == "note: created a new database at new/folder/budget.sqlite\n")
        #expect(FileManager.default.fileExists(atPath: pulpe.folder.appendingPathComponent("new/folder/budget.sqlite").path))
        let sameFolder = try await pulpe.run(["-c", "budget list"], database: "other.sqlite")
        #expect(sameFolder.status == 0)
        #expect(sameFolder.stderr == "note: created a new database at other.sqlite\n")
        let again = try await pulpe.run(["-c", "budget list"], database: "other.sqlite")
        #expect(again.stderr == "")
    }

    @Test func theLastSupportedYearCanBePlannedWhole() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let year = try await pulpe.run(["--json", "-c", "budget year 9999"], today: "9999-03-01")
        #expect(year.status == 0, "\(year.stderr)")
        #expect(year.stdout.hasPrefix(#"{"year":9999,"created":["9999-01","#))
        #expect(year.stdout.contains(#""9999-12"],"existing":[]}"#))
        let spread = try await pulpe.run(["-c", "line spread expense Tax 30 --from 9999-11 --months 3"], today: "9999-03-01")
        #expect(spread.status == 65, "a month past 9999-12 is bad data")
        // The refused spread left the twelve budgets and nothing past them.
        let list = try await pulpe.run(["--json", "-c", "budget list"], today: "9999-03-01")
        #expect(list.stdout.components(separatedBy: #""month":"#).count - 1 == 12)
        #expect(!list.stdout.contains("1970") && !list.stdout.contains("10000"))
    }
}
