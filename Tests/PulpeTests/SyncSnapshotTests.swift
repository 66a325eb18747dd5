import Foundation
import TestSupport
import Testing

/// A device joining later starts from the household's snapshot and reads only the log after it;
/// the log below the snapshot every device has passed goes. The snapshot carries each column's
/// stamp, so an edit made before it and sent after it resolves on the new device as on the others.
@Suite(.enabled(if: TestPostgres.url != nil, "\(TestPostgres.skipReason)"))
struct SyncSnapshotTests {
    /// Every sync may write a snapshot (none is too recent, one entry is enough).
    static let often = ["PULPE_SYNC_SNAPSHOT_ENTRIES": "1", "PULPE_SYNC_SNAPSHOT_AGE": "0"]

    /// A (laptop) shares 2026-11 with Groceries 600 and Shoes 30 on it; B (desk) joins; no snapshot yet.
    func household(_ environment: [String: String] = [:]) async throws -> Household {
        let household = try Household()
        try await household.run("a", ["budget new 2026-11", "line add expense Groceries 600", "tx add Shoes 30 --line Groceries"])
        #expect(try await household.run("a", ["sync init \(household.url) --name laptop"], environment: environment).status == 0)
        #expect(try await household.run("b", ["sync join \(household.url) --name desk"], environment: environment).status == 0)
        return household
    }

    /// The one number `sql` answers on the household's server.
    func count(_ household: Household, _ sql: String) throws -> Int {
        Int(try TestPostgres.rows(household.url, "SELECT (\(sql))::text").first?.first.flatMap { $0 } ?? "") ?? -1
    }

    func expectSame(_ household: Household, _ devices: [String]) async throws {
        let first = try await household.view(devices[0], months: ["2026-11"])
        for device in devices.dropFirst() {
            #expect(try await household.view(device, months: ["2026-11"]) == first, "\(device) differs from \(devices[0])")
        }
        for device in devices {
            let doctor = try await household.run(device, ["doctor"])
            #expect(doctor.status == 0, "\(device): \(doctor.stdout) \(doctor.stderr)")
        }
    }

    /// An older pulpe sent import keys readable (`|2026-11-03|-8240|migros|1`, in its entries and
    /// its snapshots); a device reading them stores them short, as its own import does, so the same
    /// statement imported there adds nothing. The short keys were worked out apart from pulpe:
    /// the date's days since 1970 (20,760 → `43N`) and the key's SHA-256 in the same alphabet.
    @Test func readableImportKeysOfAnOlderPulpeMeetTheSameStatementImportedHere() async throws {
        let household = try await household()
        defer { household.cleanUp() }
        try household.pulpe.write("nov.csv", "Date,Payee,Amount\n2026-11-03,Migros,-82.40\n2026-11-05,Salary,6500\n")
        #expect(try await household.run("a", ["import csv nov.csv"]).status == 0)
        #expect(try await household.run("a", ["sync"]).status == 0)
        let keys =
            "SELECT fields->>'import_key' FROM pulpe.change WHERE table_name = 'tx' AND fields->>'import_key' IS NOT NULL ORDER BY fields->>'name'"
        let short = ["Migros": "43Ngyqh5Qk4Z", "Salary": "43P9JR82dB-w"]
        let readable = ["Migros": "|2026-11-03|-8240|migros|1", "Salary": "|2026-11-05|650000|salary|1"]
        let sent = try TestPostgres.rows(household.url, keys).map { $0.first ?? nil }
        #expect(sent == [short["Migros"], short["Salary"]], "\(sent)")
        // As an older pulpe sent them.
        for (name, key) in readable {
            _ = try TestPostgres.rows(
                household.url,
                "UPDATE pulpe.change SET fields = jsonb_set(fields, '{import_key}', to_jsonb('\(key)'::text)) WHERE table_name = 'tx' AND fields->>'name' = '\(name)' RETURNING seq"
            )
        }
        // C replays those entries from the log: the statement is already there.
        let replayed = try await household.run("c", ["sync join \(household.url) --name phone"])
        #expect(replayed.status == 0 && !replayed.stdout.contains("snapshot"), "\(replayed.stdout) \(replayed.stderr)")
        let onC = try await household.run("c", ["import csv nov.csv"])
        #expect(onC.stdout.contains("0 added, 2 already there"), "\(onC.stdout) \(onC.stderr)")
        // B writes a snapshot; made readable as an older pulpe wrote it, D starts from it.
        #expect(try await household.run("b", ["sync"], environment: Self.often).status == 0)
        for (name, key) in readable {
            _ = try TestPostgres.rows(
                household.url, "UPDATE pulpe.snapshot_part SET body = replace(body, '\(short[name]!)', '\(key)') RETURNING n")
        }
        #expect(try count(household, "SELECT count(*) FROM pulpe.snapshot_part WHERE body LIKE '%|2026-11-03|-8240|migros|1%'") == 1)
        let joined = try await household.run("d", ["sync join \(household.url) --name tablet"])
        #expect(joined.stdout.contains("started from the household's snapshot"), "\(joined.stdout) \(joined.stderr)")
        let onD = try await household.run("d", ["import csv nov.csv"])
        #expect(onD.stdout.contains("0 added, 2 already there"), "\(onD.stdout) \(onD.stderr)")
    }

    @Test func aDeviceJoiningLaterStartsFromTheSnapshotWithItsStamps() async throws {
        let household = try await household()
        defer { household.cleanUp() }
        // A sets 81 offline; later B sets 92, syncs and writes the snapshot, which holds 92's stamp.
        try await household.run("a", ["tx set Shoes --amount 81"])
        try await household.run("b", ["tx set Shoes --amount 92", "tx add Pharmacy 12.50 --line Groceries"])
        #expect(try await household.run("b", ["sync"], environment: Self.often).status == 0)
        #expect(try count(household, "SELECT count(*) FROM pulpe.snapshot") == 1)
        // C joins from it: the Main account, the settings, 2026-11, Groceries, Shoes at 92 and
        // Pharmacy, read from no entry of the log.
        let joined = try await household.run("c", ["sync join \(household.url) --name phone"])
        #expect(joined.status == 0, "\(joined.stderr)")
        #expect(joined.stdout.contains("started from the household's snapshot of 20"), "\(joined.stdout)")
        #expect(joined.stdout.contains("UTC (6 rows), then read the log after it"), "\(joined.stdout)")
        // A's 81 (made before 92, sent after the snapshot) gives way on C as everywhere: without the
        // stamp C would take 81, the last entry it reads.
        #expect(try await household.run("a", ["sync"]).status == 0)
        try await household.syncAll(["a", "b", "c"])
        let shoes = try await household.run("c", ["tx list --budget 2026-11"]).stdout
        #expect(shoes.contains("92.00") && !shoes.contains("81.00"), "\(shoes)")
        try await expectSame(household, ["a", "b", "c"])
        // Every device has passed the snapshot: the log up to it is gone.
        #expect(try count(household, "SELECT count(*) FROM pulpe.change WHERE seq <= (SELECT max(seq) FROM pulpe.snapshot)") == 0)
    }

    @Test func theLogGoesBelowTheSnapshotOnlyOnceEveryDeviceHasPassedIt() async throws {
        let household = try await household()
        defer { household.cleanUp() }
        try await household.run("a", ["tx add Bakery 7 --line Groceries"])
        // A writes a snapshot; B has not synced since its join, so nothing of the log goes.
        #expect(try await household.run("a", ["sync"], environment: Self.often).status == 0)
        let snapshot = try count(household, "SELECT max(seq) FROM pulpe.snapshot")
        #expect(snapshot > 0)
        let below = "SELECT count(*) FROM pulpe.change WHERE seq <= \(snapshot)"
        let entries = try count(household, below)
        #expect(entries > 3, "the log up to the snapshot: \(entries) entries")
        // A syncs again: B still holds it back. B syncs (no new snapshot: the entries' threshold
        // is the default): now every device has passed it, and it goes.
        #expect(try await household.run("a", ["sync"]).status == 0)
        #expect(try count(household, below) == entries)
        let held = try await household.run("a", ["sync --status"]).stdout
        #expect(held.contains("the entries below it go once 'desk' syncs (or, gone for good, is removed from pulpe.device"), "\(held)")
        #expect(try await household.run("a", ["sync --status --json"]).stdout.contains(#""held_back_by":["desk"]"#))
        #expect(try await household.run("b", ["sync"]).status == 0)
        #expect(try count(household, below) == 0)
        let passed = try await household.run("a", ["sync --status"]).stdout
        #expect(passed.contains("UTC, every device past it"), "\(passed)")
        // The log is empty now, and the household still holds its data: a second `sync init` is refused.
        #expect(try count(household, "SELECT count(*) FROM pulpe.change") == 0)
        try await household.run("d", ["budget new 2026-11"])
        let second = try await household.run("d", ["sync init \(household.url)"])
        #expect(second.status != 0 && second.stderr.contains("already holds a household (2 devices)"), "\(second.stderr)")
        #expect(try count(household, "SELECT value FROM pulpe.meta WHERE key = 'compacted_to'") == snapshot)
        // Later work travels as ever, and a device joining now starts from the snapshot.
        try await household.run("b", ["tx set Bakery --amount 8"])
        try await household.syncAll(["b", "a"])
        let joined = try await household.run("c", ["sync join \(household.url) --name phone"])
        #expect(joined.status == 0, "\(joined.stderr)")
        #expect(joined.stdout.contains("started from the household's snapshot"), "\(joined.stdout)")
        try await household.syncAll(["a", "b", "c"])
        #expect(try await household.run("c", ["tx list --budget 2026-11"]).stdout.contains("8.00"))
        try await expectSame(household, ["a", "b", "c"])
        // A file restored from before the compaction cannot fill the gap: it is told to join anew.
        try FileManager.default.copyItem(atPath: household.path("c"), toPath: household.path("old"))
        _ = try TestPostgres.rows(household.url, "UPDATE pulpe.meta SET value = '999999' WHERE key = 'compacted_to'")
        let behind = try await household.run("old", ["sync"])
        #expect(behind.status != 0)
        #expect(behind.stderr.contains("and the server keeps it only from entry 1000000"), "\(behind.stderr)")
    }

    /// Snapshots at entries 5 and 12: the newest is 12 (a sort of their numbers as text put 5
    /// first, and every sync then wrote another).
    @Test func theNewestSnapshotIsTheOneFurthestInTheLog() async throws {
        let household = try await household()
        defer { household.cleanUp() }
        #expect(try await household.run("a", ["tx add Tea 1 --line Groceries", "sync"], environment: Self.often).status == 0)
        #expect(try count(household, "SELECT max(seq) FROM pulpe.snapshot") < 10)
        try await household.run("a", (1...6).map { "tx add Salt\($0) 1 --line Groceries" })
        #expect(try await household.run("a", ["sync"], environment: Self.often).status == 0)
        #expect(try count(household, "SELECT max(seq) FROM pulpe.snapshot") >= 10)
        let snapshots = try count(household, "SELECT count(*) FROM pulpe.snapshot")
        // Nothing new since the newest: a sync writes none.
        #expect(try await household.run("a", ["sync"], environment: Self.often).status == 0)
        #expect(try count(household, "SELECT count(*) FROM pulpe.snapshot") == snapshots)
    }

    @Test func anEncryptedHouseholdsSnapshotIsSealedAndOpensOnlyWhole() async throws {
        let secret = ["PULPE_SYNC_PASSPHRASE": "correct horse battery"]
        let household = try Household()
        defer { household.cleanUp() }
        try await household.run("a", ["budget new 2026-11", "line add expense Groceries 600", "tx add Shoes 30 --line Groceries"])
        let made = try await household.run(
            "a", ["sync init \(household.url) --name laptop --encrypt"], environment: secret.merging(Self.often) { $1 })
        #expect(made.status == 0, "\(made.stderr)")
        let bodies = try TestPostgres.rows(household.url, "SELECT body FROM pulpe.snapshot_part").compactMap { $0.first ?? nil }
        #expect(!bodies.isEmpty)
        #expect(!bodies.joined().contains("Shoes") && !bodies.joined().contains("Groceries"), "the snapshot is in clear")
        let joined = try await household.run("b", ["sync join \(household.url) --name desk"], environment: secret)
        #expect(joined.status == 0, "\(joined.stderr)")
        #expect(joined.stdout.contains("started from the household's snapshot"), "\(joined.stdout)")
        try await expectSame(household, ["a", "b"])
        // A part changed on the server: the join stops before anything is applied.
        _ = try TestPostgres.rows(household.url, "UPDATE pulpe.snapshot_part SET body = body || '00'")
        let refused = try await household.run("c", ["sync join \(household.url) --name phone"], environment: secret)
        #expect(refused.status != 0)
        #expect(refused.stderr.contains("does not read whole"), "\(refused.stderr)")
        #expect(try await household.run("c", ["budget list"]).stdout.contains("No budgets yet"))
    }

    @Test func aSnapshotWithItsLastPartCutIsRefused() async throws {
        let household = try await household(Self.often)
        defer { household.cleanUp() }
        #expect(try count(household, "SELECT count(*) FROM pulpe.snapshot_part") == 1)
        let part = try #require(try TestPostgres.rows(household.url, "SELECT snapshot::text, body FROM pulpe.snapshot_part").first)
        _ = try TestPostgres.rows(household.url, "DELETE FROM pulpe.snapshot_part")
        let refused = try await household.run("c", ["sync join \(household.url) --name phone"])
        #expect(refused.status != 0)
        #expect(refused.stderr.contains("does not read whole (changed on the server, or cut short)"), "\(refused.stderr)")
        // Nothing of it stays: the file may join again, and no device of it holds back the log.
        #expect(try count(household, "SELECT count(*) FROM pulpe.device") == 2)
        #expect(try await household.run("c", ["sync --status"]).stderr.contains("this database is not shared with a household"))
        // The part put back, the same file joins.
        _ = try TestPostgres.rows(
            household.url, "INSERT INTO pulpe.snapshot_part (snapshot, n, body) VALUES (\(part[0] ?? "0"), 0, '\(part[1] ?? "")')")
        let again = try await household.run("c", ["sync join \(household.url) --name phone"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try await household.run("c", ["tx list --budget 2026-11"]).stdout.contains("Shoes"))
    }
}
