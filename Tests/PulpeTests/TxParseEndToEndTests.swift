import Foundation
import Testing

/// `tx parse`, `pattern …` and `import notifications` through the built binary.
@Suite(.serialized) struct TxParseEndToEndTests {
    @Test func aNotificationIsRecordedOnceAndNonsenseChangesNothing() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let setup = try await pulpe.run([
            "-c", "template new Normal", "-c", "template line add Normal expense Groceries 600", "-c", "rule add migros* --line Groceries",
        ])
        #expect(setup.status == 0, "\(setup.stderr)")
        let text = "You spent CHF 12.50 at Migros Zürich on 03.11.2026"
        let dry = try await pulpe.run(["-c", "tx parse \"\(text)\" --dry-run"])
        #expect(
            dry.stdout == "Would record expense 'Migros Zürich' 12.50 on 2026-11-03: add to 2026-11, line 'Groceries'.\n"
                + "  Budgets to create from the default template: 2026-11.\n")
        #expect(try await pulpe.run(["--json", "-c", "budget list"]).stdout == "[]\n")
        let done = try await pulpe.run(["-c", "tx parse \"\(text)\""])
        #expect(
            done.stdout == "Recorded expense 'Migros Zürich' 12.50 on 2026-11-03: add to 2026-11, line 'Groceries'.\n"
                + "  Budgets created from the default template: 2026-11.\n")
        let again = try await pulpe.run(["--json", "-c", "tx parse \"\(text)\""])
        #expect(again.stdout.contains(#""added":false,"alreadyThere":true,"dryRun":false,"createdBudgets":[]"#))
        let before = try await pulpe.run(["--json", "-c", "budget show 2026-11"])
        let nonsense = try await pulpe.run(["-c", "tx parse \"Your code is 123456\""])
        #expect(nonsense.status == 65)
        #expect(nonsense.stderr.contains("not a transaction: no amount with a direction in 'Your code is 123456'"))
        #expect(try await pulpe.run(["--json", "-c", "budget show 2026-11"]).stdout == before.stdout)
    }

    /// `tx parse` previews, rolls the preview back, then records: one command, one journal unit
    /// that `undo` takes back whole (the preview's rollback once ended the command's transaction,
    /// so the record was committed outside it and never claimed).
    @Test func aParsedNotificationIsOneUndoableUnit() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        #expect(try await pulpe.run(["-c", "budget new 2026-11"]).status == 0)
        let done = try await pulpe.run(["-c", "tx parse \"You spent CHF 12.50 at Migros on 03.11.2026\""])
        #expect(done.status == 0, "\(done.stderr)")
        let undone = try await pulpe.run(["-c", "undo"])
        #expect(undone.stdout.contains("Undid `tx parse"), "\(undone.stdout)\(undone.stderr)")
        #expect(try await pulpe.run(["--json", "-c", "tx list"]).stdout == "[]\n")
        #expect(try await pulpe.run(["-c", "changes"]).stdout.contains("budget new 2026-11"))
    }

    /// A month without a budget gets one, and the text says so (it said nothing).
    @Test func theBudgetItCreatesIsNamed() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let done = try await pulpe.run(["-c", "tx parse \"You spent CHF 7.00 at Coop on 03.02.2027\""])
        #expect(
            done.stdout
                == "Recorded expense 'Coop' 7.00 on 2027-02-03: add to 2027-02, free.\n  Budgets created empty (no default template): 2027-02.\n"
        )
    }

    @Test func patternsAndAFileOfNotifications() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        try pulpe.write(
            "texts.txt",
            """
            TWINT: CHF 30.00 Anna 2026-11-05
            You received CHF 50.00 from Peter on 2026-11-06

            Hello, your statement is ready
            """)
        let refused = try await pulpe.run(["-c", "import notifications texts.txt --source twint"])
        #expect(refused.status == 65)
        #expect(refused.stderr.contains("texts.txt:1: error: not a transaction"))
        let added = try await pulpe.run([
            "-c", "pattern add TWINT: --kind expense --source twint", "-c", "pattern list",
            "-c", "import notifications texts.txt --source twint --keep-going",
        ])
        // The good lines are imported; the bad one is listed and the status says not all came in.
        #expect(added.status == 65)
        #expect(added.stderr.contains("texts.txt:4: error: not a transaction"), "\(added.stderr)")
        #expect(added.stderr.contains("error: 1 bad row of texts.txt was not imported: fix it"), "\(added.stderr)")
        #expect(added.stdout.contains("1. 'TWINT:' → expense (source twint)"))
        #expect(added.stdout.contains("texts.txt: 2 added, 0 already there, 0 left out, 1 bad (not imported)."))
        let show = try await pulpe.run(["--json", "-c", "budget show 2026-11"])
        #expect(show.stdout.contains(#""name":"Peter","kind":"income","amount":50.00,"date":"2026-11-06""#))
        #expect(show.stdout.contains(#""kind":"expense","amount":30.00,"date":"2026-11-05""#))
    }
}
