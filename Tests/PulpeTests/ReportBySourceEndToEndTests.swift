import Foundation
import Testing

/// `report --by source`: each transaction grouped by where it came from. Budget 2026-11 (pay day
/// 1) gets Coop 20.00 typed; Migros 12.50 from a Twint notification and Kiosk 7.50 from one with no
/// source; Shop 30.00 and Bakery 4.20 from a CSV file; Florist 15.00 from a CSV read with the saved
/// layout `mybank`. Expenses: 20 + 12.50 + 7.50 + 30 + 4.20 + 15 = 89.20.
@Suite(.serialized) struct ReportBySourceEndToEndTests {
    @Test func typedNotificationsAndImportsAreTheirOwnGroups() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        try pulpe.write("nov.csv", "Date,Payee,Amount\n2026-11-05,Shop,-30.00\n2026-11-06,Bakery,-4.20\n")
        try pulpe.write("bank.csv", "Day;Who;Sum\n2026-11-07;Florist;-15.00\n")
        let setUp = try await pulpe.run([
            "-c", "budget new 2026-11", "-c", "tx add Coop 20 --date 2026-11-02",
            "-c", #"tx parse "You spent CHF 12.50 at Migros on 03.11.2026" --source Twint"#,
            "-c", #"tx parse "You spent CHF 7.50 at Kiosk on 04.11.2026""#, "-c", "import csv nov.csv",
            "-c", "import profile add mybank --date Day --amount Sum --payee Who", "-c", "import csv bank.csv --profile mybank",
        ])
        #expect(setUp.status == 0, "\(setUp.stderr)")
        let result = try await pulpe.run(["--json", "-c", "report --by source"])
        #expect(result.status == 0, "\(result.stderr)")
        // Shares of 89.20: 34.20 → 38.34, 20 → 22.42, 15 → 16.82, 12.50 → 14.01, 7.50 → 8.41.
        #expect(
            result.stdout.contains(
                #""by":"source","kind":"expense","rows":[{"source":"import csv","amount":34.20,"count":2,"share":38.34},"#
                    + #"{"source":"typed","amount":20.00,"count":1,"share":22.42},"#
                    + #"{"source":"import csv mybank","amount":15.00,"count":1,"share":16.82},"#
                    + #"{"source":"notification Twint","amount":12.50,"count":1,"share":14.01},"#
                    + #"{"source":"notification","amount":7.50,"count":1,"share":8.41}],"total":89.20,"count":6"#),
            "\(result.stdout)")
        let text = try await pulpe.run(["-c", "report --by source"], environment: ["COLUMNS": "80"])
        #expect(text.stdout.contains("Source"), "\(text.stdout)")
        #expect(text.stdout.contains("import csv mybank"), "\(text.stdout)")
    }

    /// A split's later part keeps the source of the movement it was split from.
    @Test func aSplitPartKeepsItsMovementsSource() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        try pulpe.write("nov.csv", "Date,Payee,Amount\n2026-11-05,Shop,-30.00\n")
        let setUp = try await pulpe.run([
            "-c", "budget new 2026-11", "-c", "line add expense Groceries 400", "-c", "import csv nov.csv",
            "-c", "tx split #1 Groceries=10 none=20",
        ])
        #expect(setUp.status == 0, "\(setUp.stderr)")
        let result = try await pulpe.run(["--json", "-c", "report --by source"])
        #expect(result.stdout.contains(#""rows":[{"source":"import csv","amount":30.00,"count":2,"share":100.00}]"#), "\(result.stdout)")
    }

    /// A database of the release before sources (`Golden/previous-release`: nine expenses, 6'290.75,
    /// none imported) shows them as unknown; a transaction typed after the upgrade is `typed`.
    @Test func rowsFromBeforeTheSourceAreUnknown() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let copy = pulpe.folder.appendingPathComponent("previous.sqlite").path
        try FileManager.default.copyItem(
            atPath: AccountMigrationEndToEndTests.golden.appendingPathComponent("previous-release.sqlite").path, toPath: copy)
        let result = try await pulpe.run(
            ["--json", "-c", "tx add Tea 3 --budget 2026-11", "-c", "report --by source --period all"], today: "2026-11-20",
            database: .some(copy))
        #expect(result.status == 0, "\(result.stderr)")
        // 6'290.75 + 3.00 = 6'293.75; 6'290.75 / 6'293.75 = 99.95 %.
        #expect(
            result.lines.last?.contains(
                #""rows":[{"source":"unknown","amount":6290.75,"count":9,"share":99.95},"#
                    + #"{"source":"typed","amount":3.00,"count":1,"share":0.05}],"total":6293.75,"count":10"#) == true,
            "\(result.stdout)")
    }
}
