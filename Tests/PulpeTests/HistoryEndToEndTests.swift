import Foundation
import TestSupport
import Testing

/// Undo and redo of each kind of unit through the built binary (each run its own process, so
/// the journal is read back from the file every time): the whole database must be as before
/// the unit after `undo`, and as after it after `redo`.
@Suite(.serialized) struct HistoryEndToEndTests {
    static let setup = [
        "template new Normal --default", "template line add Normal income Salary 5000", "template line add Normal expense Rent 1500",
        "goal new Car --target 1000 --by 2027-06-30", "template line add Normal saving CarSave 100 --goal Car",
        "budget new 2026-11", "line add expense Groceries 600",
    ]

    func dump(_ pulpe: PulpeProcess) throws -> String {
        try DatabaseDump.take(path: pulpe.databasePath)
    }

    func run(_ pulpe: PulpeProcess, _ arguments: [String]) async throws -> PulpeProcess.Result {
        let result = try await pulpe.run(arguments)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return result
    }

    /// Runs the unit, then checks that undo brings back the dump before it (printing `undid`
    /// when given) and redo the dump after it.
    func checkUndoRedo(_ pulpe: PulpeProcess, _ unit: [String], undid: String? = nil, setup: [String] = []) async throws {
        _ = try await run(pulpe, (Self.setup + setup).flatMap { ["-c", $0] })
        let before = try dump(pulpe)
        _ = try await run(pulpe, unit)
        let after = try dump(pulpe)
        #expect(after != before, "the unit changed nothing")
        let undo = try await run(pulpe, ["-c", "undo"])
        if let undid { #expect(undo.stdout == undid + "\n") }
        let undone = try dump(pulpe)
        #expect(undone == before, "\(DatabaseDump.firstDifference(undone, before))")
        let redo = try await run(pulpe, ["-c", "redo"])
        #expect(redo.stdout.hasPrefix("Redid `"))
        let redone = try dump(pulpe)
        #expect(redone == after, "\(DatabaseDump.firstDifference(redone, after))")
    }

    @Test func aCommand() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        try await checkUndoRedo(
            pulpe, ["-c", "tx add Migros 82.40 --line Groceries"],
            undid: "Undid `tx add Migros 82.40 --line Groceries`: 1 transaction removed, Groceries consumed 0.00")
        #expect(try await run(pulpe, ["-c", "where"]).stdout == "home · undo: `tx add Migros 82.40 --line Groceries`\n")
        // The JSON of undo and redo says the state they left the unit in.
        #expect(
            try await run(pulpe, ["--json", "-c", "undo"]).stdout.contains(#""text":"tx add Migros 82.40 --line Groceries","undone":true"#))
        #expect(try await run(pulpe, ["--json", "-c", "where"]).stdout.contains(#""redo":"tx add Migros 82.40 --line Groceries""#))
        #expect(
            try await run(pulpe, ["--json", "-c", "redo"]).stdout.contains(#""text":"tx add Migros 82.40 --line Groceries","undone":false"#)
        )
        // Its keys are camelCase, as every other document's.
        #expect(try await run(pulpe, ["--json", "-c", "changes --limit 1"]).stdout.contains(#""madeAt":""#))
        let changes = try await run(pulpe, ["-c", "changes --limit 1"])
        #expect(changes.stdout.contains("tx add Migros 82.40 --line Groceries  +1 transaction (Groceries consumed 82.40)"))
        // The setup's seven commands are units #1 to #7 (Groceries is line #4, after the template's three); the tx add is #8.
        let show = try await run(pulpe, ["-c", "changes show 8"])
        #expect(show.lines.count == 2)
        #expect(show.lines.last?.hasPrefix(#"  insert tx {"id":1,"budget_id":1,"budget_line_id":4,"name":"Migros""#) == true)
        #expect(try await run(pulpe, ["-c", "changes --since 2999-01-01"]).stdout == "No change recorded.\n")
        #expect(try await pulpe.run(["-c", "changes show 99"]).stderr.contains("no unit #99 in the journal"))
    }

    @Test func aScriptRunIsOneUnit() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        _ = try pulpe.write(
            "week.pulpe", "tx add Migros 82.40 --line Groceries\ntx add Coop 17.60 --line Groceries\nline add expense Fun 80\n")
        try await checkUndoRedo(
            pulpe, ["run", "week.pulpe"],
            undid: "Undid `script week.pulpe`: 1 line removed, 2 transactions removed, Groceries consumed 0.00")
    }

    @Test func anAtomicScriptRunIsOneUnit() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        _ = try pulpe.write(
            "week.pulpe", "tx add Migros 82.40 --line Groceries\ntx add Coop 17.60 --line Groceries\nline add expense Fun 80\n")
        try await checkUndoRedo(
            pulpe, ["--atomic", "run", "week.pulpe"],
            undid: "Undid `script week.pulpe`: 1 line removed, 2 transactions removed, Groceries consumed 0.00")
    }

    /// `--atomic` with several `-c`: one transaction, so one unit (it was one per command, and
    /// `undo` took back only the last of them).
    @Test func atomicCommandsAreOneUnit() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        try await checkUndoRedo(
            pulpe, ["--atomic", "-c", "tx add Migros 82.40 --line Groceries", "-c", "line add expense Fun 80"],
            undid: "Undid `tx add Migros 82.40 --line Groceries; li…`: 1 line removed, 1 transaction removed, Groceries consumed 0.00")
    }

    @Test func aReadIsOneUnit() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        _ = try pulpe.write("more.pulpe", "tx add Migros 82.40 --line Groceries\ntx add Coop 17.60\n")
        try await checkUndoRedo(
            pulpe, ["-c", ".read more.pulpe"], undid: "Undid `.read more.pulpe`: 2 transactions removed, Groceries consumed 0.00")
    }

    /// 12 budgets of the default template's 3 lines, but CarSave feeds Car only until its date
    /// (2027-06): 6 × 3 + 6 × 2 = 30 lines.
    @Test func budgetYear() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        try await checkUndoRedo(pulpe, ["-c", "budget year 2027"], undid: "Undid `budget year 2027`: 12 budgets removed, 30 lines removed")
    }

    @Test func lineSpread() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        try await checkUndoRedo(pulpe, ["-c", "line spread expense Insurance 900 --from 2026-11 --months 3"])
    }

    @Test func goalPlanApply() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        try await checkUndoRedo(pulpe, ["-c", "goal plan Car --monthly 250 --apply"], setup: ["budget new 2026-12"])
    }

    @Test func aNewChangeAfterUndoEndsRedoAndAFailedAtomicScriptLeavesNoUnit() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        _ = try await run(pulpe, Self.setup.flatMap { ["-c", $0] } + ["-c", "tx add Migros 82.40"])
        _ = try await run(pulpe, ["-c", "undo"])
        _ = try await run(pulpe, ["-c", "tx add Coop 10"])
        #expect(
            try await run(pulpe, ["-c", "redo"]).stdout
                == "Nothing to redo: only what `undo` took back can be redone, until a new change.\n")
        let before = try await run(pulpe, ["-c", "changes"]).stdout
        let bad = try pulpe.write("bad.pulpe", "tx add Denner 5\ntx add Nowhere 5 --line Nope\n")
        #expect(try await pulpe.run(["--atomic", "run", bad]).status == 1)
        #expect(try await run(pulpe, ["-c", "changes"]).stdout == before)
    }

    @Test func theJournalKeepsTheLastNUnits() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        _ = try await run(
            pulpe, Self.setup.flatMap { ["-c", $0] } + ["-c", "settings set journal 2", "-c", "tx add A 1", "-c", "tx add B 2"])
        let changes = try await run(pulpe, ["-c", "changes"])
        #expect(changes.lines.count == 2)
        #expect(changes.lines.first?.contains("tx add B 2") == true)
        let five = try await run(pulpe, ["-c", "undo 5"])
        #expect(five.lines.count == 2)
        #expect(five.stderr.contains("warning: only 2 of the 5 asked could be undone: the history holds no more"), "\(five.stderr)")
        let redo = try await run(pulpe, ["-c", "redo 3"])
        #expect(redo.lines.count == 2)
        #expect(redo.stderr.contains("warning: only 2 of the 3 asked could be redone: no more were undone"), "\(redo.stderr)")
        #expect(try await run(pulpe, ["-c", "undo 2"]).stderr.isEmpty)
        #expect(try await run(pulpe, ["-c", "undo"]).stdout == "Nothing to undo.\n")
    }
}

/// Two scripts run at once by two processes interleave their commits, yet each is one unit with
/// exactly its own rows: undoing the newest takes back its 1,000 transactions only, then the other's.
@Suite(.serialized) struct ConcurrentHistoryEndToEndTests {
    @Test func twoScriptsAtOnceAreTwoUnitsOfTheirOwnRows() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        #expect(try await pulpe.run(["-c", "budget new 2026-11"]).status == 0)
        for writer in ["A", "B"] {
            _ = try pulpe.write("\(writer).pulpe", (1...1000).map { "tx add \(writer)\($0) \($0).25" }.joined(separator: "\n") + "\n")
        }
        let running = try ["A", "B"].map { try pulpe.start(["run", "\($0).pulpe"]) }
        for result in try running.map({ try $0.wait() }) { #expect(result.status == 0, "\(result.stderr)") }
        #expect(try pulpe.transactionNames().count == 2000)
        let changes = try await pulpe.run(["-c", "changes"])
        #expect(changes.lines.count == 3)
        #expect(changes.lines.prefix(2).allSatisfy { $0.contains("+1000 transactions") }, "\(changes.stdout)")
        let newest = changes.lines.first?.contains("script A.pulpe") == true ? "A" : "B"
        #expect(changes.lines.first?.contains("script \(newest).pulpe") == true)
        #expect(try await pulpe.run(["-c", "undo"]).stdout.contains("1000 transactions removed"))
        let left = try pulpe.transactionNames()
        #expect(left.count == 1000)
        #expect(left.allSatisfy { !$0.hasPrefix(newest) })
        #expect(try await pulpe.run(["-c", "undo"]).stdout.contains("1000 transactions removed"))
        #expect(try pulpe.transactionNames().isEmpty)
    }
}
