import Foundation
import Testing

/// Scripts: errors as FILE:LINE, stopping, --keep-going, --atomic, .read, stdin, -c, exit statuses.
@Suite(.serialized) struct ScriptRunnerTests {
    @Test func failingScriptStopsAtTheErrorAndTheFailedLineChangesNothing() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        _ = try await pulpe.run(["-c", "budget new 2026-11", "-c", "line add expense Rent 1800"])
        let before = try await pulpe.run(["--json", "-c", "budget show"]).stdout
        let script = try pulpe.write(
            "bad.pulpe",
            """
            # a comment line, then a bad amount on line 3
            line add expense Phone 60
            tx add Lunch 12.345 --line Rent
            line add expense Never 1
            """)
        let result = try await pulpe.run(["run", script])
        #expect(result.status == 65)
        #expect(
            result.stderr == "\(script):3: error: amount '12.345' has more than two decimals\n"
                + "\(script):3: note: what was applied before this error stays in the database (`undo` takes back the whole run); "
                + "with --atomic a failing line applies nothing\n")
        let after = try await pulpe.run(["--json", "-c", "budget show"]).stdout
        #expect(after.contains(#""name":"Phone""#))
        #expect(!after.contains(#""name":"Never""#))
        // Line 2 was applied; line 3 wrote nothing: the month's outflows are 1800 + 60.
        #expect(after.contains(#""totalExpenses":1860.00"#))
        #expect(before.contains(#""totalExpenses":1800.00"#))
    }

    @Test func aRefusedCommandLeavesTheDatabaseByteForByte() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        _ = try await pulpe.run(["-c", "budget new 2026-11", "-c", "line add expense Rent 1800"])
        let before = try await pulpe.run(["--json", "-c", "budget show", "-c", "tx list"]).stdout
        let result = try await pulpe.run(["-c", "tx add Rent 50 --line Rent --kind income"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("-c:1: error: --kind income contradicts line 'Rent'"))
        #expect(try await pulpe.run(["--json", "-c", "budget show", "-c", "tx list"]).stdout == before)
    }

    @Test func atomicScriptAppliesNothingWhenItsLastLineFails() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let script = try pulpe.write(
            "atomic.pulpe",
            """
            budget new 2026-11
            line add income Salary 5000
            tx add Migros 80
            line add expense Salary 10
            """)
        let result = try await pulpe.run(["--atomic", "run", script])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(script):4: error: this budget already has a line named 'Salary'"))
        #expect(result.stderr.contains("nothing was applied"))
        // The first three lines succeeded before the run rolled back: nothing says they did.
        #expect(result.stdout.isEmpty, "\(result.stdout)")
        let json = try await pulpe.run(["--atomic", "--json", "run", script])
        #expect(json.status == 1)
        #expect(json.stdout.isEmpty, "\(json.stdout)")
        let list = try await pulpe.run(["--json", "-c", "budget list"])
        #expect(list.stdout == "[]\n")
    }

    @Test func atomicScriptThatSucceedsIsApplied() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let result = try await pulpe.run([
            "--atomic", "-c", "budget new 2026-11", "-c", "line add income Salary 5000", "-c", "tx add Migros 80",
        ])
        #expect(result.status == 0)
        #expect(
            result.stdout
                == "Created budget 2026-11 (empty).\nAdded income line 'Salary' #1: 5'000.00 in 2026-11.\n"
                + "Added expense 'Migros' #1: 80.00 on 2026-11-13, free.\n", "\(result.stdout)")
        #expect(try await pulpe.run(["--json", "-c", "budget list"]).stdout.contains(#""net":4920.00"#))
    }

    /// An --atomic run holds its output until it commits; past 4 MiB in a temporary file, which
    /// gives back every byte in order: the same output as the run without --atomic.
    @Test func atomicOutputPastFourMegabytesComesOutWhole() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        #expect(try await pulpe.run(["-c", "budget new 2026-11"]).status == 0)
        let script = try pulpe.write("long.pulpe", String(repeating: "help\n", count: 700) + "budget list\n")
        let plain = try await pulpe.run(["run", script])
        let atomic = try await pulpe.run(["--atomic", "run", script])
        #expect(plain.status == 0 && atomic.status == 0)
        #expect(atomic.stdout.utf8.count > 4 << 20)
        #expect(atomic.stdout == plain.stdout)
    }

    @Test func keepGoingReportsEveryErrorAndExitsWithTheFirstOnesStatus() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let result = try await pulpe.run([
            "--keep-going", "-c", "budget new 2026-11", "-c", "line add expense X 0", "-c", "budgt list", "-c", "line add expense Y 5",
        ])
        // The first failure is a line amount of 0, bad data (65), not the unknown command after it (64).
        #expect(result.status == 65)
        #expect(result.stderr.contains("-c:2: error: a new line needs an amount above 0"))
        #expect(result.stderr.contains("-c:3: error: unknown command 'budgt'"))
        #expect(try await pulpe.run(["--json", "-c", "budget list"]).stdout.contains(#""totalExpenses":5.00"#))
    }

    @Test func standardInputIsAScriptWithStdinLocations() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let result = try await pulpe.run([], stdin: "budget new 2026-11\n\n# nothing\nbudget show 2026-12\n")
        #expect(result.status == 1)
        // The first run creates the database and says so before the script's own error.
        #expect(
            result.stderr == "note: created a new database at \(pulpe.databasePath)\n"
                + "stdin:4: error: no budget for 2026-12: create it with `budget new 2026-12`\n"
                + "stdin:4: note: what was applied before this error stays in the database (`undo` takes back the whole run); "
                + "with --atomic a failing line applies nothing\n")
    }

    @Test func readIncludesAFileRelativeToTheIncludingFile() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        try pulpe.write("plans/lines.pulpe", "line add income Salary 4000\nline add expense 'Rent' 1'500.50\n")
        let main = try pulpe.write("plans/main.pulpe", "budget new 2026-11\n.read lines.pulpe\n")
        let result = try await pulpe.run(["--json", "run", main])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try await pulpe.run(["--json", "-c", "budget list"]).stdout.contains(#""net":2499.50"#))
    }

    @Test func lastNamesTheTransactionCreatedMostRecentlyInThisInvocation() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let result = try await pulpe.run([
            "--json", "-c", "budget new 2026-11", "-c", "tx add Coffee 4.50", "-c", "tx add Coffee 5", "-c", "tx check last",
        ])
        #expect(result.lines.last?.contains(#""id":2,"name":"Coffee","kind":"expense","amount":5.00"#) == true)
        #expect(result.lines.last?.contains(#""checked":true"#) == true)
        let ambiguous = try await pulpe.run(["-c", "tx check Coffee"])
        #expect(ambiguous.stderr.contains("2 transactions are named 'Coffee' in budget 2026-11 (#1, #2)"))
        let noLast = try await pulpe.run(["-c", "tx check last"])
        #expect(noLast.status == 1)
    }

    @Test func badInvocationsExitWith64() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        #expect(try await pulpe.run(["--atomic", "--keep-going", "-c", "budget list"]).status == 64)
        #expect(try await pulpe.run(["--frobnicate"]).status == 64)
        #expect(try await pulpe.run(["--today", "2026-02-30", "-c", "budget list"]).status == 64)
        let unquoted = try await pulpe.run(["-c", "budget", "list"])
        #expect(unquoted.status == 64)
        #expect(unquoted.stderr.contains("quote it whole, as in pulpe -c 'budget list'"))
    }

    /// `pulpe help COMMAND` is the command language's help, without opening a database.
    @Test func helpOnACommandFromTheShellLine() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let help = try await pulpe.run(["help", "tx", "add"])
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("tx add "), "\(help.stdout)")
        let json = try await pulpe.run(["--json", "help", "tx", "add"])
        #expect(json.stdout.hasPrefix(#"{"commands":[{"name":"tx add""#), "\(json.stdout)")
        let unknown = try await pulpe.run(["help", "budgt"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("No command 'budgt'. Did you mean `budget`?"))
        #expect(!FileManager.default.fileExists(atPath: pulpe.databasePath), "no database for help")
        let missing = try await pulpe.run(["run", "nowhere.pulpe"])
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("nowhere.pulpe: error: cannot read the file: no such file (no database was created)"))
        #expect(!FileManager.default.fileExists(atPath: pulpe.databasePath), "a mistyped file name leaves no database")
        // On an existing database the files before the missing one still run, as always.
        #expect(try await pulpe.run(["-c", "budget new 2026-11"]).status == 0)
        let later = try await pulpe.run(["run", pulpe.write("ok.pulpe", "budget new 2026-12\n"), "nowhere.pulpe"])
        #expect(later.status == 66)
        #expect(later.stderr.contains("nowhere.pulpe: error: cannot read the file: no such file\n"))
        #expect(try await pulpe.run(["--json", "-c", "budget list"]).stdout.contains("2026-12"))
    }

    @Test func payDayThirtyPutsTheTwentyEighthOfFebruaryInFebruary() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let setup = try await pulpe.run([
            "--json", "-c", "settings set payday 30", "-c", "budget new 2026-03", "-c", "tx add Train 20 --date 2026-02-28",
        ])
        #expect(setup.lines.first == #"{"payday":30,"currency":"CHF","moved":false,"stranded":[]}"#)
        #expect(setup.stderr.contains("-c:3: error: no budget for 2026-02"))
        let march = try await pulpe.run(["--json", "-c", "budget show 2026-03"], today: "2026-03-01")
        #expect(march.stdout.contains(#""period":{"start":"2026-02-28","end":"2026-03-29","daysLeft":29"#))
        let explicit = try await pulpe.run(["--json", "-c", "tx add Train 20 --date 2026-02-28 --budget 2026-03"])
        #expect(explicit.status == 0)
        #expect(explicit.stdout.contains(#""date":"2026-02-28""#))
    }
}
