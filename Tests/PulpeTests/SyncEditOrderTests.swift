import Foundation
import TestSupport
import Testing

/// Edits are ordered by when they were made, not when they reached the server: an edit made
/// offline earlier gives way to one made later, whichever is sent last; an edit lost with a row
/// another device removed is said; a month removed on a device that had not seen a transaction
/// added to it keeps that transaction; a clock far from the server's is refused. What a sync said
/// of its merges stays in `changes`.
@Suite(.enabled(if: TestPostgres.url != nil, "\(TestPostgres.skipReason)"))
struct SyncEditOrderTests {
    /// A (laptop) shares 2026-11 with Groceries 600 and Shoes 30 on it; B (desk) joins.
    func household() async throws -> Household {
        let household = try Household()
        try await household.run("a", ["budget new 2026-11", "line add expense Groceries 600", "tx add Shoes 30 --line Groceries"])
        #expect(try await household.run("a", ["sync init \(household.url) --name laptop"]).status == 0)
        #expect(try await household.run("b", ["sync join \(household.url) --name desk"]).status == 0)
        return household
    }

    /// Every device shows the same month and passes `doctor`.
    func expectSame(_ household: Household) async throws {
        let first = try await household.view("a", months: ["2026-11"])
        #expect(try await household.view("b", months: ["2026-11"]) == first, "b differs from a")
        for device in ["a", "b"] {
            let doctor = try await household.run(device, ["doctor"])
            #expect(doctor.status == 0, "\(device): \(doctor.stdout) \(doctor.stderr)")
        }
    }

    /// The amount of Shoes as `tx list --json` shows it on a device; nil when Shoes is gone.
    func shoes(_ household: Household, _ device: String) async throws -> String? {
        let list = try await household.run(device, ["tx list --budget 2026-11 --json"]).stdout
        guard let range = list.range(of: "\"name\":\"Shoes\"") else { return nil }
        let after = list[range.upperBound...]
        guard let amount = after.range(of: "\"amount\":") else { return nil }
        return String(after[amount.upperBound...].prefix { $0 != "," && $0 != "}" })
    }

    @Test func anEditMadeOfflineEarlierGivesWayToOneMadeLaterAndSentFirst() async throws {
        let household = try await household()
        defer { household.cleanUp() }
        // A sets 81 offline; later B sets 92 and sends it first; A sends its 81 last.
        try await household.run("a", ["tx set Shoes --amount 81"])
        try await household.run("b", ["tx set Shoes --amount 92"])
        #expect(try await household.run("b", ["sync"]).status == 0)
        let merged = try await household.run("a", ["sync"])
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(merged.stdout.contains("transaction 'Shoes': the amount set on this device at 20"), "\(merged.stdout)")
        #expect(merged.stdout.contains("UTC gave way to the one set later on 'desk', at 20"), "\(merged.stdout)")
        try await household.syncAll(["a", "b"])
        // By hand: 92 made last stands everywhere (sent in the log's order, A's 81 would have won).
        #expect(try await shoes(household, "a") == "92.00")
        #expect(try await shoes(household, "b") == "92.00")
        try await expectSame(household)
        let changes = try await household.run("a", ["changes"]).stdout
        #expect(changes.contains("sync  "), "\(changes)")
        #expect(changes.contains("transaction 'Shoes': the amount set on this device at"), "\(changes)")
        let json = try await household.run("a", ["changes --json"]).stdout
        #expect(json.contains("{\"sync\":true,\"madeAt\":\""), "\(json)")
    }

    @Test func anEditMadeLaterWinsWhenSentLastAndTheOneItOverwroteIsSaid() async throws {
        let household = try await household()
        defer { household.cleanUp() }
        // A sets 81 and sends it; B, which had not seen it, sets 92 later and sends it last.
        try await household.run("a", ["tx set Shoes --amount 81"])
        #expect(try await household.run("a", ["sync"]).status == 0)
        try await household.run("b", ["tx set Shoes --amount 92"])
        let merged = try await household.run("b", ["sync"])
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(merged.stdout.contains("the amount set on 'laptop' at"), "\(merged.stdout)")
        #expect(merged.stdout.contains("gave way to the one set later on this device"), "\(merged.stdout)")
        try await household.syncAll(["a", "b"])
        #expect(try await shoes(household, "a") == "92.00")
        #expect(try await shoes(household, "b") == "92.00")
        // An edit made after seeing the other is no conflict: nothing is said.
        try await household.run("a", ["tx set Shoes --amount 95"])
        let plain = try await household.run("a", ["sync"])
        #expect(!plain.stdout.contains("gave way"), "\(plain.stdout)")
        let received = try await household.run("b", ["sync"])
        #expect(!received.stdout.contains("gave way"), "\(received.stdout)")
        #expect(try await shoes(household, "b") == "95.00")
        try await expectSame(household)
    }

    @Test func anEditToARowRemovedElsewhereIsSaidOnBothDevices() async throws {
        let household = try await household()
        defer { household.cleanUp() }
        try await household.run("b", ["tx set Shoes --amount 31"])
        try await household.run("a", ["tx remove Shoes"])
        #expect(try await household.run("a", ["sync"]).status == 0)
        let lost = try await household.run("b", ["sync"])
        #expect(lost.status == 0, "\(lost.stderr)")
        #expect(
            lost.stdout.contains(
                "the amount of transaction 'Shoes' set on this device was lost: 'laptop' removed it without having seen that change"),
            "\(lost.stdout)")
        let told = try await household.run("a", ["sync"])
        #expect(
            told.stdout.contains(
                "the amount of transaction 'Shoes' set on 'desk' was lost: this device removed it without having seen that change"),
            "\(told.stdout)")
        #expect(try await shoes(household, "a") == nil)
        #expect(try await shoes(household, "b") == nil)
        try await expectSame(household)
        #expect(try await household.run("b", ["changes"]).stdout.contains("set on this device was lost"))
    }

    @Test func aMonthRemovedWithoutSeeingATransactionAddedToItKeepsThatTransaction() async throws {
        let household = try await household()
        defer { household.cleanUp() }
        // B adds Pharmacy and sends it; A, which had not seen it, removes the month and sends that.
        try await household.run("b", ["tx add Pharmacy 12.50 --budget 2026-11"])
        #expect(try await household.run("b", ["sync"]).status == 0)
        let removed = try await household.run("a", ["budget delete 2026-11"])
        #expect(removed.status == 0, "\(removed.stderr)")
        let merged = try await household.run("a", ["sync"])
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(
            merged.stdout.contains(
                "budget '2026-11' was kept: this device removed it without having seen transaction 'Pharmacy' added to it meanwhile"),
            "\(merged.stdout)")
        try await household.syncAll(["a", "b"])
        // By hand: what A had seen is gone (Groceries, Shoes); Pharmacy stays, free in 2026-11.
        for device in ["a", "b"] {
            let list = try await household.run(device, ["tx list --budget 2026-11"]).stdout
            #expect(list.contains("Pharmacy"), "\(device): \(list)")
            #expect(!list.contains("Shoes"), "\(device): \(list)")
            let show = try await household.run(device, ["budget show 2026-11"]).stdout
            #expect(!show.contains("Groceries"), "\(device): \(show)")
        }
        try await expectSame(household)
    }

    @Test func aMonthRemovedFirstIsMadeAgainForATransactionAddedWithoutSeeingThat() async throws {
        let household = try await household()
        defer { household.cleanUp() }
        // A removes the month and sends that first; B, which had not seen it, adds Pharmacy.
        #expect(try await household.run("a", ["budget delete 2026-11"]).status == 0)
        #expect(try await household.run("a", ["sync"]).status == 0)
        try await household.run("b", ["tx add Pharmacy 12.50 --budget 2026-11"])
        let merged = try await household.run("b", ["sync"])
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(
            merged.stdout.contains("budget '2026-11' was made again for transaction 'Pharmacy', added on this device: 'laptop' removed it"),
            "\(merged.stdout)")
        let received = try await household.run("a", ["sync"])
        #expect(
            received.stdout.contains("budget '2026-11' was made again for transaction 'Pharmacy', added on 'desk'"), "\(received.stdout)")
        try await household.syncAll(["a", "b"])
        for device in ["a", "b"] {
            let list = try await household.run(device, ["tx list --budget 2026-11"]).stdout
            #expect(list.contains("Pharmacy"), "\(device): \(list)")
            #expect(!list.contains("Shoes"), "\(device): \(list)")
        }
        try await expectSame(household)
    }

    @Test func anOwnEditTheReplayRefusedDoesNotOutweighAnOlderOne() async throws {
        let household = try await household()
        defer { household.cleanUp() }
        try await household.run("b", ["line add expense Mobile 30", "sync"])
        // B renames Groceries to Food offline; later A renames it to Mobile, taken by B meanwhile.
        try await household.run("b", ["line set Groceries --name Food"])
        try await household.run("a", ["line set Groceries --name Mobile"])
        let refused = try await household.run("a", ["sync"])
        #expect(refused.stdout.contains("line 'Groceries' kept its name"), "\(refused.stdout)")
        try await household.syncAll(["b", "a"])
        // A's rename never took: B's Food, made before it, stands on both.
        for device in ["a", "b"] {
            let show = try await household.run(device, ["budget show 2026-11"]).stdout
            #expect(show.contains("Food") && !show.contains("Groceries"), "\(device): \(show)")
        }
        try await expectSame(household)
    }

    @Test func aRemovalKeptForARowItHadNotSeenKeepsTheLaterEditsOfThatRow() async throws {
        let household = try await household()
        defer { household.cleanUp() }
        #expect(try await household.run("c", ["sync join \(household.url) --name tablet"]).status == 0)
        // C describes the month offline; later B describes it too, and sends it; A takes it.
        try await household.run("c", ["budget set 2026-11 --description C-offline"])
        try await household.run("b", ["budget set 2026-11 --description B-later", "sync"])
        try await household.run("a", ["sync"])
        // B adds Pharmacy; A, which had not seen it, removes the month: kept for Pharmacy.
        try await household.run("b", ["tx add Pharmacy 12.50 --budget 2026-11", "sync"])
        try await household.run("a", ["budget delete 2026-11", "sync"])
        try await household.syncAll(["b", "c", "a"])
        for device in ["a", "b", "c"] {
            let show = try await household.run(device, ["budget show 2026-11 --json"]).stdout
            #expect(show.contains("B-later") && !show.contains("C-offline"), "\(device): \(show)")
        }
        let first = try await household.view("a", months: ["2026-11"])
        #expect(try await household.view("c", months: ["2026-11"]) == first, "c differs from a")
        try await expectSame(household)
    }

    @Test func aHouseholdIsRaisedToTheStampedSchemaSoAnOlderPulpeIsRefused() async throws {
        let household = try await household()
        defer { household.cleanUp() }
        let version = "SELECT value FROM pulpe.meta WHERE key = 'schema_version'"
        #expect(try TestPostgres.rows(household.url, version).first?.first == "5")
        // A household an older pulpe made (schema 1, no snapshots) is raised at the next sync of its owner.
        for statement in [
            "DROP TABLE pulpe.snapshot_part", "DROP TABLE pulpe.snapshot", "ALTER TABLE pulpe.device DROP COLUMN pulled_seq",
            "UPDATE pulpe.meta SET value = '1' WHERE key = 'schema_version'",
        ] {
            _ = try TestPostgres.rows(household.url, statement)
        }
        #expect(try await household.run("a", ["sync"]).status == 0)
        #expect(try TestPostgres.rows(household.url, version).first?.first == "5")
        #expect(try TestPostgres.rows(household.url, "SELECT to_regclass('pulpe.snapshot')::text").first?.first == "pulpe.snapshot")
    }

    @Test func aClockFarFromTheServersIsRefusedAndNothingIsSent() async throws {
        let household = try await household()
        defer { household.cleanUp() }
        try await household.run("a", ["tx set Shoes --amount 81"])
        let ahead = try await household.run("a", ["sync"], environment: ["PULPE_SYNC_CLOCK_SKEW": "11600"])
        #expect(ahead.status == 1)
        #expect(ahead.stderr.contains("this machine's clock is 3 h 13 min ahead of the clock of"), "\(ahead.stderr)")
        #expect(ahead.stderr.contains("nothing was sent or applied; set the clock right"), "\(ahead.stderr)")
        let behind = try await household.run("a", ["sync"], environment: ["PULPE_SYNC_CLOCK_SKEW": "-600"])
        #expect(behind.stderr.contains("this machine's clock is 10 min behind the clock of"), "\(behind.stderr)")
        #expect(try await household.run("a", ["sync --status"]).stdout.contains("Pending: 1"))
        // A minute off is within what clocks drift: the sync goes ahead.
        #expect(try await household.run("a", ["sync"], environment: ["PULPE_SYNC_CLOCK_SKEW": "60"]).status == 0)
        try await household.syncAll(["a", "b"])
        #expect(try await shoes(household, "b") == "81.00")
    }
}
