import Foundation
import TestSupport
import Testing

/// Merges keep every rule of the data: two lines of different kinds under one name stay two, a
/// statement imported on two devices keeps the edits made to its rows, a device whose own changes
/// cannot be taken back rebuilds itself from the household's log, and `sync --status` names a
/// device that cannot apply what it received.
@Suite(.enabled(if: TestPostgres.url != nil, "\(TestPostgres.skipReason)"))
struct SyncMergeInvariantTests {
    /// A shares 2026-11 with Groceries 600; B joins.
    func household() async throws -> Household {
        let household = try Household()
        try await household.run("a", ["budget new 2026-11", "line add expense Groceries 600"])
        #expect(try await household.run("a", ["sync init \(household.url) --name laptop"]).status == 0)
        #expect(try await household.run("b", ["sync join \(household.url) --name desk"]).status == 0)
        return household
    }

    /// Every device shows the same months and passes `doctor`.
    func expectSame(_ household: Household, _ devices: [String] = ["a", "b"]) async throws {
        let first = try await household.view(devices[0], months: ["2026-11"])
        for device in devices {
            #expect(try await household.view(device, months: ["2026-11"]) == first, "\(device) differs from \(devices[0])")
            let doctor = try await household.run(device, ["doctor"])
            #expect(doctor.status == 0, "\(device): \(doctor.stdout) \(doctor.stderr)")
        }
    }

    @Test func linesOfTwoKindsUnderOneNameStayTwoAndNoDeviceIsLockedOut() async throws {
        let household = try await household()
        defer { household.cleanUp() }
        try await household.run("a", ["line add expense Gym 50", "tx add Shoes 30 --line Gym"])
        #expect(try await household.run("a", ["sync"]).status == 0)
        try await household.run("b", ["line add income Gym 70"])
        let merged = try await household.run("b", ["sync"])
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(merged.stdout.contains("line 'Gym' (income) was added as 'Gym (income)': 'Gym' is an expense line"), "\(merged.stdout)")
        try await household.syncAll(["a", "b"])
        // By hand: Gym expense 30 of 50 holds Shoes; Gym (income) 0 of 70 beside it.
        for device in ["a", "b"] {
            let show = try await household.run(device, ["budget show 2026-11"]).stdout
            #expect(show.contains("Gym           expense     30.00    50.00"), "\(device): \(show)")
            #expect(show.contains("Gym (income)  income       0.00    70.00"), "\(device): \(show)")
        }
        try await expectSame(household)
        // A frees Shoes offline while B sends something first: A's change is taken back and replayed.
        try await household.run("a", ["tx set Shoes --line none"])
        try await household.run("b", ["tx add Coffee 4"])
        #expect(try await household.run("b", ["sync"]).status == 0)
        let freed = try await household.run("a", ["sync"])
        #expect(freed.status == 0, "\(freed.stderr)")
        try await household.syncAll(["a", "b"])
        try await expectSame(household)
        let edited = try await household.run("a", ["tx set Shoes --amount 31 --line Gym"])
        #expect(edited.status == 0, "\(edited.stderr)")
        try await household.syncAll(["a", "b"])
        try await expectSame(household)
        let show = try await household.run("b", ["budget show 2026-11"]).stdout
        #expect(show.contains("Gym           expense     31.00    50.00"), "\(show)")
        let status = try await household.run("a", ["sync --status"]).stdout
        #expect(status.contains("Pending: nothing"), "\(status)")
        #expect(!status.contains("not applied"), "\(status)")
    }

    @Test func aStatementImportedOnTwoDevicesKeepsTheEditsMadeToItsRows() async throws {
        let household = try await household()
        defer { household.cleanUp() }
        try household.pulpe.write("nov.csv", "Date,Payee,Amount\n2026-11-03,Migros,-82.40\n2026-11-05,Salary,6500\n")
        #expect(try await household.run("a", ["import csv nov.csv"]).status == 0)
        #expect(try await household.run("a", ["sync"]).status == 0)
        let edited = try await household.run("a", ["tx set Migros --category Food --line Groceries", "tx check Migros"])
        #expect(edited.status == 0, "\(edited.stderr)")
        #expect(try await household.run("a", ["sync"]).status == 0)
        #expect(try await household.run("b", ["import csv nov.csv"]).status == 0)
        let merged = try await household.run("b", ["sync"])
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(merged.stdout.contains("transaction 'Migros' was added on two devices: kept as one"), "\(merged.stdout)")
        try await household.syncAll(["a", "b"])
        try await expectSame(household)
        // By hand: Migros keeps A's category, line and check; Groceries has consumed 82.40 of 600.
        for device in ["a", "b"] {
            let list = try await household.run(device, ["tx list --json"]).stdout
            let migros = list.components(separatedBy: "},").first { $0.contains(#""name":"Migros""#) } ?? ""
            #expect(migros.contains(#""category":"Food""#), "\(device): \(list)")
            #expect(!migros.contains(#""line":null"#), "\(device): \(list)")
            #expect(!migros.contains(#""checked_at":null"#), "\(device): \(list)")
            let show = try await household.run(device, ["budget show 2026-11"]).stdout
            #expect(show.contains("Groceries  expense     82.40   600.00"), "\(device): \(show)")
            #expect(list.components(separatedBy: #""name":"Migros""#).count == 2, "one Migros on \(device): \(list)")
        }
    }

    /// A line changed behind pulpe's back to another kind while a transaction sat on it: taking back
    /// this device's changes is refused by the data's rules, so the device rebuilds itself from the
    /// household's log instead of failing every sync from then on; when the log was compacted,
    /// from the household's snapshot and the log after it.
    @Test(arguments: [false, true])
    func aDeviceWhoseChangesCannotBeTakenBackRebuildsFromTheLog(compacted: Bool) async throws {
        let household = try await household()
        defer { household.cleanUp() }
        try await household.run("a", ["line add expense Gym 50", "tx add Shoes 30 --line Gym"])
        let often = ["PULPE_SYNC_SNAPSHOT_ENTRIES": "1", "PULPE_SYNC_SNAPSHOT_AGE": "0"]
        try await household.syncAll(["a", "b"], environment: compacted ? often : [:])
        let kept = try TestPostgres.rows(household.url, "SELECT value FROM pulpe.meta WHERE key = 'compacted_to'")
        #expect(kept.isEmpty != compacted, "\(kept)")
        // B writes the newest snapshot, which A is rebuilt from below.
        if compacted { try await household.run("b", ["tx add Bread 1", "sync"], environment: often) }
        try RawDatabase.execute(household.path("a"), "UPDATE budget_line SET kind = 'income' WHERE name = 'Gym'")
        try await household.run("a", ["tx set Shoes --line none"])
        // B edits Shoes too: the two touch one row, so A must take its own back (else it applies B's on top).
        try await household.run("b", ["tx set Shoes --amount 31", "tx add Coffee 4"])
        #expect(try await household.run("b", ["sync"]).status == 0)
        let rebuilt = try await household.run("a", ["sync"])
        #expect(rebuilt.status == 0, "\(rebuilt.stderr)")
        #expect(rebuilt.stdout.contains("rebuilt from the household's log"), "\(rebuilt.stdout)")
        try await household.syncAll(["a", "b"])
        try await expectSame(household)
        // By hand: Shoes free (31 of free expense), Coffee free; Gym as the household has it.
        let list = try await household.run("a", ["tx list"]).stdout
        #expect(list.contains("Shoes") && list.contains("Coffee"), "\(list)")
        let again = try await household.run("a", ["tx add Tea 2", "sync"], environment: compacted ? often : [:])
        #expect(again.status == 0, "\(again.stderr)")
        guard compacted else { return }
        // A, rebuilt from B's snapshot, wrote its own: a device joining from it follows A's numbering.
        #expect(try await household.run("c", ["sync join \(household.url)"]).stdout.contains("started from the household's snapshot"))
        try await household.run("a", ["tx add Salt 1", "sync"])
        let followed = try await household.run("c", ["sync"])
        #expect(followed.status == 0, "\(followed.stderr)")
        try await household.syncAll(["a", "b", "c"])
        #expect(try await household.view("c", months: ["2026-11"]) == household.view("a", months: ["2026-11"]))
    }

    /// A change the device cannot apply (a table a newer pulpe made): every sync fails and says
    /// why, and `sync --status` says the device is behind and what to do.
    @Test func statusNamesADeviceThatCannotApplyWhatItReceived() async throws {
        let household = try await household()
        defer { household.cleanUp() }
        _ = try TestPostgres.rows(
            household.url,
            """
            INSERT INTO pulpe.change (device, device_seq, table_name, gid, op, fields)
            VALUES ('newer-device', 1, 'hologram', 'h1', 'insert', '{}'::jsonb) RETURNING seq
            """)
        try await household.run("b", ["tx add Coffee 4"])
        let failed = try await household.run("b", ["sync"])
        #expect(failed.status == 1)
        #expect(failed.stderr.contains("'hologram'"), "\(failed.stderr)")
        let status = try await household.run("b", ["sync --status"])
        #expect(status.stdout.contains("Pending: nothing"), "\(status.stdout)")
        #expect(status.stdout.contains("Not applied: 1 change from other devices"), "\(status.stdout)")
        #expect(status.stdout.contains("update pulpe on this machine"), "\(status.stdout)")
        let json = try await household.run("b", ["sync --status --json"]).stdout
        #expect(json.contains(#""not_applied":1"#), "\(json)")
        #expect(json.contains(#""stuck":true"#), "\(json)")
    }
}
