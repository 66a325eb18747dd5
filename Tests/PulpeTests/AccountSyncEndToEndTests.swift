import Foundation
import TestSupport
import Testing

/// Accounts, transfers and moves between accounts travel through the household's server: both
/// devices end with the same accounts and the same balances, and `doctor` is clean on both.
@Suite(.enabled(if: TestPostgres.url != nil, "\(TestPostgres.skipReason)"))
struct AccountSyncEndToEndTests {
    private func accounts(_ household: Household, _ device: String) async throws -> [String] {
        let list = try await household.run(device, ["account list --json"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
        return rows.map { "\($0["name"] ?? "")|\($0["kind"] ?? "")|\($0["balance"] ?? "")|\($0["default"] ?? "")" }.sorted()
    }

    /// A: Main opens with 1'000, Savings added, Salary 6'500 in, 500 moved to Savings; B joins and
    /// adds Migros 82.40 on Savings; A syncs. Both: Main 1'000 + 6'500 − 500 = 7'000, Savings 500 − 82.40 = 417.60.
    @Test func accountsAndTransfersConverge() async throws {
        let household = try Household()
        defer { household.cleanUp() }
        let setup = try await household.run(
            "a",
            [
                "budget new 2026-11", "account set Main --opening 1000", "account add Savings --kind savings",
                "tx add Salary 6500 --kind income --date 2026-11-01", "transfer 500 --from Main --to Savings --date 2026-11-02",
                "sync init \(household.url) --name laptop",
            ])
        #expect(setup.status == 0, "\(setup.stderr)")
        let joined = try await household.run("b", ["sync join \(household.url) --name desk"])
        #expect(joined.status == 0, "\(joined.stderr)")
        let added = try await household.run("b", ["tx add Migros 82.40 --account Savings --date 2026-11-03", "sync"])
        #expect(added.status == 0, "\(added.stderr)")
        try await household.syncAll(["a", "b"])
        let expected = ["Main|checking|7000.0|1", "Savings|savings|417.6|0"]
        let seen = (a: try await accounts(household, "a"), b: try await accounts(household, "b"))
        #expect(seen.a == expected, "\(seen.a)")
        #expect(seen.b == expected, "\(seen.b)")
        for device in ["a", "b"] {
            let doctor = try await household.run(device, ["doctor"])
            #expect(doctor.status == 0, "\(device): \(doctor.stdout)\(doctor.stderr)")
        }
    }

    private func parts(_ household: Household, _ device: String) async throws -> [String] {
        let list = try await household.run(device, ["tx list --all --json"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
        return rows.map { "\($0["name"] ?? "")|\($0["amount"] ?? "")|\($0["kind"] ?? "")|\($0["splitOf"] == nil ? "" : "part")" }
    }

    /// A splits Migros 82.40 into Groceries 62.40 and Holidays 20.00 (saving) and syncs; B sees both
    /// parts, joins them again and syncs; A ends with the one transaction. `doctor` clean on both.
    @Test func splitsTravelAndJoinAcrossDevices() async throws {
        let household = try Household()
        defer { household.cleanUp() }
        let setup = try await household.run(
            "a",
            [
                "budget new 2026-11", "line add expense Groceries 400", "line add saving Holidays 200",
                "tx add Migros 82.40 --date 2026-11-03", "sync init \(household.url) --name laptop",
                "tx split Migros Groceries=62.40 Holidays=20", "sync",
            ])
        #expect(setup.status == 0, "\(setup.stderr)")
        let joined = try await household.run("b", ["sync join \(household.url) --name desk"])
        #expect(joined.status == 0, "\(joined.stderr)")
        let split = ["Migros|62.4|expense|", "Migros|20.0|saving|part"]
        let seenByB = try await parts(household, "b")
        #expect(seenByB == split, "\(seenByB)")
        let unsplit = try await household.run("b", ["tx unsplit Migros", "sync"])
        #expect(unsplit.status == 0, "\(unsplit.stderr)")
        try await household.syncAll(["a", "b"])
        for device in ["a", "b"] {
            #expect(try await parts(household, device) == ["Migros|82.4|expense|"], "\(device)")
            let doctor = try await household.run(device, ["doctor"])
            #expect(doctor.status == 0, "\(device): \(doctor.stdout)\(doctor.stderr)")
        }
    }

    /// A pairs Main's "To savings" −500.00 with Savings' "From checking" +500.00 on import; B,
    /// joined before, gets the transfer and its kept movements: Main 5'000 − 500 = 4'500.00,
    /// Savings 500.00, 2026-11's income 5'000.00 and expenses 0.00 on both, and B's own import of
    /// Savings' statement adds nothing.
    @Test func aTransferPairedOnImportConverges() async throws {
        let household = try Household()
        defer { household.cleanUp() }
        let main = try household.pulpe.write(
            "main.csv", "Date,Payee,Amount\n2026-11-02,Salary,5000.00\n2026-11-03,To savings,-500.00\n")
        let savings = try household.pulpe.write("savings.csv", "Date,Payee,Amount\n2026-11-04,From checking,500.00\n")
        let setup = try await household.run(
            "a", ["budget new 2026-11", "account add Savings --kind savings", "sync init \(household.url) --name laptop"])
        #expect(setup.status == 0, "\(setup.stderr)")
        let joined = try await household.run("b", ["sync join \(household.url) --name desk"])
        #expect(joined.status == 0, "\(joined.stderr)")
        let imported = try await household.run(
            "a", ["import \(main) --account Main", "import \(savings) --account Savings --transfers", "sync"])
        #expect(imported.stdout.contains("1 transfer paired:"), "\(imported.stdout)\(imported.stderr)")
        try await household.syncAll(["a", "b"])
        let expected = ["Main|checking|4500.0|1", "Savings|savings|500.0|0"]
        for device in ["a", "b"] {
            #expect(try await accounts(household, device) == expected, "\(device)")
            let list = try await household.run(device, ["budget list --json"])
            #expect(list.stdout.contains(#""totalIncome":5000"#) && list.stdout.contains(#""totalExpenses":0"#), "\(list.stdout)")
            let doctor = try await household.run(device, ["doctor"])
            #expect(doctor.status == 0, "\(device): \(doctor.stdout)\(doctor.stderr)")
        }
        let again = try await household.run("b", ["import \(savings) --account Savings"])
        #expect(again.stdout.contains("0 added, 1 already there"), "\(again.stdout)")
    }
}
