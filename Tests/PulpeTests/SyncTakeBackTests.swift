import Foundation
import TestSupport
import Testing

/// A sync whose own changes come after another device's in the log takes them back and applies
/// the log in its order in one transaction, reading the entries into a file first and the
/// journal's changes a page of 5,000 at a time: memory stays small, and more than a page of
/// changes comes back whole.
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
        let imported = try await household.run("b", ["import csv \(file)"])
        #expect(imported.status == 0, "\(imported.stderr)")
        try await household.run("a", ["tx add Tea 3 --line Groceries"])
        #expect(try await household.run("a", ["sync"]).status == 0)
        // B reads the log's 5,002 entries in two pages (5,000 and 2) into its inbox first.
        let merged = try await household.run("b", ["sync"])
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(merged.stdout.contains("received 1 change"), "\(merged.stdout)")
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
        }
    }
}
