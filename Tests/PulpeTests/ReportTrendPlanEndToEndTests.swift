import Foundation
import Testing

/// `report trend` and `report plan` through the built binary, figures by hand. Four budgets,
/// 2026-01 … 2026-04, each with Rent 1000 planned; Rent paid 1000, 1100 (over), 1000, nothing;
/// free Food transactions of 100, 200, 300, 400.
@Suite(.serialized) struct ReportTrendPlanEndToEndTests {
    static let script = """
        budget new 2026-01
        budget new 2026-02
        budget new 2026-03
        budget new 2026-04
        line add expense Rent 1000 --budget 2026-01
        line add expense Rent 1000 --budget 2026-02
        line add expense Rent 1000 --budget 2026-03
        line add expense Rent 1000 --budget 2026-04
        tx add Rent 1000 --line Rent --date 2026-01-01
        tx add Rent 1100 --line Rent --date 2026-02-01
        tx add Rent 1000 --line Rent --date 2026-03-01
        tx add Market 100 --category Food --date 2026-01-10
        tx add Market 200 --category Food --date 2026-02-10
        tx add Market 300 --category Food --date 2026-03-10
        tx add Market 400 --category Food --date 2026-04-10

        """
    static let today = "2026-04-15"

    @Test func aTrendComparesWithTheMonthsBefore() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        _ = try await pulpe.run(["run", pulpe.write("setup.pulpe", Self.script)], today: Self.today)
        // 2026-03 … 2026-04 against 2026-01 … 2026-02. Rent (no category): 1000 + 0 against 1000 + 1100,
        // -52.38 %; Food: 300 + 400 = 700 against 300, +133.33 %.
        let json = try await pulpe.run(["--json", "-c", "report trend --months 2"], today: Self.today)
        #expect(
            json.stdout
                == #"{"title":"Expenses by category over 2 months","from":"2026-03","to":"2026-04","by":"category","rows":["#
                + #"{"category":"(none)","months":[1000.00,0.00],"average":500.00,"total":1000.00,"previous":2100.00,"change":-52.38},"#
                + #"{"category":"Food","months":[300.00,400.00],"average":350.00,"total":700.00,"previous":300.00,"change":133.33}]}"#
                + "\n")
        let text = try await pulpe.run(["-c", "report trend --months 2"], today: Self.today)
        #expect(text.stdout.contains("(none)    █▁       500.00  1'000.00   -52.4 %"), "\(text.stdout)")
        #expect(text.stdout.contains("Food      ▆█       350.00    700.00  +133.3 %"), "\(text.stdout)")
        let ascii = try await pulpe.run(["-c", "report trend --months 2 --ascii"], today: Self.today)
        #expect(ascii.stdout.contains("Food      *%"), "\(ascii.stdout)")
        let latin = try await pulpe.run(["-c", "report trend --months 2"], today: Self.today, environment: ["LC_ALL": "C"])
        #expect(latin.stdout.contains("Food      *%"), "\(latin.stdout)")
    }

    @Test func planAgainstConsumedMarksTheOverrun() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        _ = try await pulpe.run(["run", pulpe.write("setup.pulpe", Self.script)], today: Self.today)
        // Rent: planned 4 × 1000, consumed 1000 + 1100 + 1000 = 3100; 900 left; February over.
        let csv = try await pulpe.run(["-c", ".mode csv", "-c", "report plan --from 2026-01 --to 2026-04"], today: Self.today)
        #expect(csv.stdout == "line,kind,planned,consumed,difference,overrunMonths\r\nRent,expense,4000.00,3100.00,900.00,1\r\n")
        let json = try await pulpe.run(["--json", "-c", "report plan --year 2026"], today: Self.today)
        #expect(json.stdout.contains(#"{"month":"2026-02","planned":1000.00,"consumed":1100.00,"overrun":true}"#), "\(json.stdout)")
        let text = try await pulpe.run(["-c", "report plan"], today: Self.today)
        #expect(text.stdout.contains("2026-02  1'000.00  1'100.00  !"), "\(text.stdout)")
    }
}
