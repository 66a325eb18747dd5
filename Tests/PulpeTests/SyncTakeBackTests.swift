import Foundation
import TestSupport
import Testing

/// A sync whose own changes come after another device's in the log: when the other's touch
/// something of its own, it takes its own back and applies the log in its order in one
/// transaction, reading the entries into a file first and the journal's changes a page of 5,000
/// at a time (memory stays small, and more than a page of changes comes back whole); when they
/// touch nothing of its own, it applies them on top of its own, a step at a time.
@Suite(.enabled(if: TestPostgres.url != nil, "\(TestPostgres.skipReason)"))
struct SyncTakeBackTests {
    @Test func moreThanAPageOfOwnChangesIsTakenBackAndReplayedWhole() async throws {
        let household = try Household()
        defer { household.cleanUp() }
        try await household.run("a", ["budget new 2026-11", "line add expense Groceries 600"])
        #expect(try await household.run("a", ["sync init \(household.url) --name laptop"]).status == 0)
        #expect(try await household.run("b", ["sync join \(household.url) --name desk"]).status == 0)
        // B imports 5,001 rows (5,001 journal changes: two pages); A adds Tea and sends it first.
        var csv = "date,description,amount\n"
        for index in 0..<5_001 { csv += "2026-11-\(String(format: "%02d", 1 + index % 28)),Row \(index),-1.\(index % 10)0\n" }
        let file = try household.pulpe.write("rows.csv", csv)
        // B also renames the line and sets its amount, and A sets its amount later: the two edit
        // one row, so B takes its own back.
        let imported = try await household.run("b", ["line set Groceries --name Food --amount 650", "import csv \(file)"])
        #expect(imported.status == 0, "\(imported.stderr)")
        try await household.run("a", ["tx add Tea 3 --line Groceries", "line set Groceries --amount 700"])
        #expect(try await household.run("a", ["sync"]).status == 0)
        // B reads the log's 5,004 entries in two pages (5,000 and 4) into its inbox first, and
        // applies them in one transaction: the kill between two steps on top of its own never comes.
        let merged = try await household.run("b", ["sync"], environment: ["PULPE_SYNC_KILL": "stepped"])
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(merged.stdout.contains("received 2 changes"), "\(merged.stdout)")
        // Taken back whole: no way out through a rebuild was needed.
        #expect(!merged.stdout.contains("rebuilt"), "\(merged.stdout)")
        try await household.syncAll(["a", "b"])
        #expect(try await household.view("a", months: ["2026-11"]) == household.view("b", months: ["2026-11"]))
        // By hand: 5,001 rows of 1.00 … 1.90 (500 of each tenth, one more 1.00) and Tea 3:
        // 5,001 + 0.10 × 500 × (0 + 1 + … + 9) = 5,001 + 2,250 = 7,251.00, plus 3.00.
        for device in ["a", "b"] {
            let doctor = try await household.run(device, ["doctor"])
            #expect(
                doctor.stdout.contains("5002 transactions: integrity, foreign keys and stored values are all right"), "\(doctor.stdout)")
            let list = try await household.run(device, ["tx list --budget 2026-11 --limit 1"]).stdout
            #expect(list.contains("7'254.00"), "\(device): \(list)")
            #expect(try await household.run(device, ["tx list --line Food --limit 500"]).stdout.contains("Tea"))
            // The amount set later, on A, stands.
            #expect(try await household.run(device, ["budget show 2026-11"]).stdout.contains("700.00"))
        }
    }

    /// A's three transactions and B's three refer to one line and budget, and none writes them:
    /// B applies A's on top of its own, one per step here. Killed after the first step, it holds
    /// its own and Tea; the next sync goes on from there without taking its own back (it is
    /// never killed between two steps again) and applies Coffee and Cake.
    @Test func othersTouchingNothingOfOursAreAppliedOnTopAStepAtATime() async throws {
        let household = try Household()
        defer { household.cleanUp() }
        try await household.run("a", ["budget new 2026-11", "line add expense Groceries 600"])
        #expect(try await household.run("a", ["sync init \(household.url) --name laptop"]).status == 0)
        #expect(try await household.run("b", ["sync join \(household.url) --name desk"]).status == 0)
        try await household.run(
            "b", ["tx add Bread 2 --line Groceries", "tx add Milk 1.5 --line Groceries", "tx add Eggs 4 --line Groceries"])
        try await household.run(
            "a", ["tx add Tea 3 --line Groceries", "tx add Coffee 7 --line Groceries", "tx add Cake 12 --line Groceries"])
        #expect(try await household.run("a", ["sync"]).status == 0)
        let step = ["PULPE_SYNC_STEP": "1", "PULPE_SYNC_KILL": "stepped"]
        let killed = try await household.run("b", ["sync"], environment: step)
        #expect(killed.status == 9, "status \(killed.status): \(killed.stdout)\(killed.stderr)")
        let halfway = try await household.run("b", ["tx list --budget 2026-11"]).stdout
        for name in ["Bread", "Milk", "Eggs", "Tea"] { #expect(halfway.contains(name), "\(name): \(halfway)") }
        #expect(!halfway.contains("Coffee"), "\(halfway)")
        let resumed = try await household.run("b", ["sync"], environment: step)
        #expect(resumed.status == 0, "status \(resumed.status): \(resumed.stdout)\(resumed.stderr)")
        #expect(resumed.stdout.contains("received 2 changes"), "\(resumed.stdout)")
        try await household.syncAll(["a", "b"])
        #expect(try await household.view("a", months: ["2026-11"]) == household.view("b", months: ["2026-11"]))
        // By hand: 2 + 1.50 + 4 + 3 + 7 + 12 = 29.50 on Groceries, each transaction once.
        for device in ["a", "b"] {
            let show = try await household.run(device, ["budget show 2026-11"]).stdout
            #expect(show.contains("29.50"), "\(device): \(show)")
            #expect(try await household.run(device, ["doctor"]).stdout.contains("6 transactions"))
        }
    }

    /// Both devices made December; B added Food 100 to its own and synced first, A added Food
    /// 200 to its own. In the log's order B's Food comes first and A's is kept as one with it,
    /// filling only what it lacks: 100 stands. B's December is A's December here, so B's entries
    /// touch A's and A takes its own back (applied on top, A would keep 200).
    @Test func aRowKeptAsOneWithOneOfOursTakesOursBack() async throws {
        let household = try Household()
        defer { household.cleanUp() }
        try await household.run("a", ["budget new 2026-11"])
        #expect(try await household.run("a", ["sync init \(household.url) --name laptop"]).status == 0)
        #expect(try await household.run("b", ["sync join \(household.url) --name desk"]).status == 0)
        try await household.run("a", ["budget new 2026-12", "sync"])
        try await household.run("b", ["budget new 2026-12", "line add expense Food 100 --budget 2026-12"])
        try await household.run("a", ["line add expense Food 200 --budget 2026-12"])
        #expect(try await household.run("b", ["sync"]).status == 0)
        let merged = try await household.run("a", ["sync"], environment: ["PULPE_SYNC_STEP": "1", "PULPE_SYNC_KILL": "stepped"])
        #expect(merged.status == 0, "status \(merged.status): \(merged.stdout)\(merged.stderr)")
        #expect(merged.stdout.contains("line 'Food' was added on two devices: kept as one"), "\(merged.stdout)")
        try await household.syncAll(["a", "b"])
        for device in ["a", "b"] {
            let show = try await household.run(device, ["budget show 2026-12"]).stdout
            #expect(show.contains("Food  expense      0.00   100.00"), "\(device): \(show)")
        }
    }
}
