import Foundation
import Testing

/// `report year`, `report trend` and `report plan` with `--html FILE`: each page parses as XML and
/// shows the figures of the text report, names with `<&>` escaped. Every figure by hand.
///
/// | budget  | lines                                   | transactions                                  |
/// |---------|-----------------------------------------|-----------------------------------------------|
/// | 2026-01 | Salary 3000 (income), Rent <&> 1000     | Rent 1000 on Rent <&>; Market 100, free, food |
/// | 2026-02 | Rent <&> 1000, Savings 200 (saving)     | Rent 1100 on Rent <&>; Market 300, free, food |
///
/// The food category is `Food & <Drinks>`; Rent's transactions have no category, so `(none)`.
@Suite(.serialized) struct ReportPagesHTMLEndToEndTests {
    static let script = """
        budget new 2026-01
        budget new 2026-02
        line add income Salary 3000 --budget 2026-01
        line add expense "Rent <&>" 1000 --budget 2026-01
        line add expense "Rent <&>" 1000 --budget 2026-02
        line add saving Savings 200 --budget 2026-02
        tx add Rent 1000 --line "Rent <&>" --date 2026-01-01
        tx add Rent 1100 --line "Rent <&>" --date 2026-02-01
        tx add Market 100 --category "Food & <Drinks>" --date 2026-01-10
        tx add Market 300 --category "Food & <Drinks>" --date 2026-02-10

        """
    static let today = "2026-02-15"

    private func prepared() async throws -> PulpeProcess {
        let pulpe = try PulpeProcess()
        let setUp = try await pulpe.run(["run", pulpe.write("setup.pulpe", Self.script)], today: Self.today)
        #expect(setUp.status == 0, "\(setUp.stderr)")
        return pulpe
    }

    /// Runs `command --html PAGE` and reads the page; the text report ends with `Wrote PAGE.`.
    private func page(_ command: String, in pulpe: PulpeProcess) async throws -> HTMLPageReader {
        let path = pulpe.folder.appendingPathComponent("page.html").path
        let result = try await pulpe.run(["-c", "\(command) --html '\(path)'"], today: Self.today)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasSuffix("Wrote \(path).\n"), "\(result.stdout)")
        return try HTMLPageReader.read(path)
    }

    @Test func theYearPageShowsTheBudgetsAndTheirTotals() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let reader = try await page("report year 2026", in: pulpe)
        // 2026-01: income 3000; expenses Rent 1000 + Market 100 = 1100; net 1900, ending 1900.
        // 2026-02: Rent 1100 (past its 1000) + Market 300 = 1400; savings 200; net -1600; ending 300.
        #expect(reader.header == ["Month", "Income", "Spending", "Savings", "Net", "Ending"])
        // The ten months without a budget are listed too, as `report year` lists them.
        #expect(
            reader.rows == [
                ["2026-01", "3000.00", "1100.00", "0.00", "1900.00", "1900.00"],
                ["2026-02", "0.00", "1400.00", "200.00", "-1600.00", "300.00"],
            ] + (3...12).map { ["2026-" + ($0 < 10 ? "0" : "") + "\($0)", "no budget", "", "", "", ""] })
        #expect(reader.footer == ["Total", "3000.00", "2500.00", "200.00", "300.00", "300.00"])
        // Three columns a month with a budget, on a scale of 0 … 3000 over 160 units: income 3000 → 160,
        // expenses 1100 → 58.7 → 59, savings 0; then 0, 1400 → 74.7 → 75, 200 → 10.7 → 11.
        #expect(reader.rects.map { $0["height"] ?? "?" } == ["160", "59", "0", "0", "75", "11"])
        #expect(reader.rects.map { $0["class"] ?? "?" } == ["income", "spending", "savings", "income", "spending", "savings"])
        #expect(reader.rectTitles.first == "01 income: 3000.00")
        // Twelve month labels, ten of them without a budget.
        #expect(reader.paragraphs.contains("10 months without a budget draw nothing."))
    }

    @Test func theTrendPageShowsEachMonthAndEscapesTheCategory() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let reader = try await page("report trend --months 2", in: pulpe)
        // (none): 1000 + 1100 = 2100, average 1050; food: 100 + 300 = 400, average 200. Nothing in
        // 2025-11 … 2025-12, so both are new.
        #expect(reader.header == ["Category", "2026-01", "2026-02", "Average", "Total", "Change"])
        #expect(
            reader.rows == [
                ["(none)", "1000.00", "1100.00", "1050.00", "2100.00", "new"],
                ["Food & <Drinks>", "100.00", "300.00", "200.00", "400.00", "new"],
            ])
        // Columns scaled to each row's largest month over 18 units: 1000 / 1100 × 18 = 16.4 → 16; 100 / 300 × 18 = 6.
        #expect(reader.rects.map { $0["height"] ?? "?" } == ["16", "18", "6", "18"])
        #expect(reader.rectTitles == ["2026-01: 1000.00", "2026-02: 1100.00", "2026-01: 100.00", "2026-02: 300.00"])
        let text = try String(contentsOfFile: pulpe.folder.appendingPathComponent("page.html").path, encoding: .utf8)
        #expect(text.contains("<td>Food &amp; &lt;Drinks&gt;</td>"))
    }

    @Test func thePlanPageMarksTheOverrunAndEscapesTheLine() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let reader = try await page("report plan --from 2026-01 --to 2026-02", in: pulpe)
        // Rent <&>: planned 1000 + 1000 = 2000, consumed 1000 + 1100 = 2100, difference -100, February over.
        #expect(
            reader.header == ["Line", "Kind", "2026-01", "2026-02", "Planned", "Consumed", "Difference", "Months over"])
        #expect(
            reader.rows == [
                ["Salary", "income", "0.00", "–", "3000.00", "0.00", "3000.00", "0"],
                ["Rent <&>", "expense", "1000.00", "1100.00 !", "2000.00", "2100.00", "-100.00", "1"],
                ["Savings", "saving", "–", "0.00", "200.00", "0.00", "200.00", "0"],
            ])
        // Planned then consumed per line, 3000 filling 360 units: 2000 → 240, 2100 → 252, 200 → 24.
        #expect(reader.barWidths == ["360", "0", "240", "252", "24", "0"])
        #expect(reader.rects.map { $0["class"] ?? "?" } == ["planned", "consumed", "planned", "consumed", "planned", "consumed"])
        // Only the line past its plan gets a red bar.
        #expect(reader.rects.filter { $0["fill"] == "#d0493b" }.count == 1)
    }

    @Test func theJSONNamesThePage() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        for command in ["report year 2026", "report trend", "report plan"] {
            let path = pulpe.folder.appendingPathComponent("json.html").path
            // The same file each time: --force replaces the last command's page.
            let result = try await pulpe.run(["--json", "-c", "\(command) --html '\(path)' --force"], today: Self.today)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.hasSuffix(#","html":"\#(path)"}"# + "\n"), "\(command): \(result.stdout)")
            _ = try HTMLPageReader.read(path)
        }
    }

    @Test func anEmptyYearStillWritesAPage() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let path = pulpe.folder.appendingPathComponent("empty.html").path
        let result = try await pulpe.run(["-c", "report year 2030 --html '\(path)'"], today: Self.today)
        #expect(result.status == 0, "\(result.stderr)")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("<p>No budget in 2030. Create them with `budget year 2030`.</p>"))
    }

    @Test(arguments: ["report year", "report trend", "report plan"])
    func helpListsTheOption(command: String) async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let help = try await pulpe.run(["-c", "help \(command)"])
        #expect(help.stdout.contains("--html FILE"), "\(help.stdout)")
    }
}
