import Foundation
import Testing

/// `category list` and `category rename`, with figures computed by hand: in November Café 4.50 and
/// cafe 3.00 (one category: 2 transactions, 7.50), Food 60, a salary of 100 without category;
/// in October Food 10.
@Suite(.serialized) struct CategoryEndToEndTests {
    static let setup = """
        budget new 2026-10
        budget new 2026-11
        tx add Espresso 4.50 --date 2026-11-02 --category Café --budget 2026-11
        tx add Latte 3 --date 2026-11-06 --category cafe --budget 2026-11
        tx add Migros 60 --date 2026-11-04 --category Food --budget 2026-11
        tx add Salary 100 --kind income --date 2026-11-01 --budget 2026-11
        tx add Coop 10 --date 2026-10-10 --category Food --budget 2026-10
        """

    @Test func countsAndTotals() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let created = try await pulpe.run(["run", pulpe.write("s.pulpe", Self.setup)])
        #expect(created.status == 0, "\(created.stderr)")
        let all = try await pulpe.run(["--json", "-c", "category list"])
        #expect(
            all.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
                == #"[{"category":"Café","count":2,"income":0.00,"spending":7.50,"savings":0.00,"net":-7.50,"expenses":7.50},"#
                + #"{"category":"Food","count":2,"income":0.00,"spending":70.00,"savings":0.00,"net":-70.00,"expenses":70.00},"#
                + #"{"category":null,"count":1,"income":100.00,"spending":0.00,"savings":0.00,"net":100.00,"expenses":0.00}]"#,
            "\(all.stdout)")
        let october = try await pulpe.run(["--json", "-c", "category list --month 2026-10"])
        #expect(october.stdout.contains(#"[{"category":"Food","count":1,"income":0.00,"spending":10.00"#), "\(october.stdout)")
        let since = try await pulpe.run(["-c", "category list --since 2026-11-04"])
        #expect(since.stdout.contains("Food          1    0.00     60.00     0.00  -60.00"), "\(since.stdout)")
        #expect(!since.stdout.contains("(none)"))
    }

    @Test func renameEverywhereIgnoringAccents() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let created = try await pulpe.run(["run", pulpe.write("s.pulpe", Self.setup)])
        #expect(created.status == 0, "\(created.stderr)")
        let renamed = try await pulpe.run(["-c", "category rename CAFE Coffee"])
        #expect(renamed.stdout.contains("Renamed category 'CAFE' to 'Coffee' on 2 transactions."), "\(renamed.stderr)")
        #expect(try await TxListEndToEndTests.names(pulpe, "tx list --budget 2026-11 --category coffee") == ["Espresso", "Latte"])
        let food = try await pulpe.run(["-c", "category rename food Groceries"])
        #expect(food.stdout.contains("on 2 transactions."))
        let missing = try await pulpe.run(["-c", "category rename Tea Coffee"])
        #expect(missing.status != 0)
        #expect(missing.stderr.contains("no transaction has the category 'Tea'"))
        let list = try await pulpe.run(["--json", "-c", "category list"])
        #expect(list.stdout.contains(#"{"category":"Coffee","count":2"#))
        #expect(list.stdout.contains(#"{"category":"Groceries","count":2"#))
    }
}
