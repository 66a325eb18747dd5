import Foundation
import Testing

/// The HTML pages loaded in a real headless Chromium: no console error, the SVG charts read back
/// from the DOM with their hand-computed sizes, user text shown as text (never run), and a
/// screenshot at a phone's width and a desktop's kept under `.build/html-pages/`.
///
/// | budget  | lines                                   | transactions                                           |
/// |---------|-----------------------------------------|--------------------------------------------------------|
/// | 2026-01 | Salary 3000 (income), Rent 1000         | Rent 1000 on Rent; Market 100, `<script>…` category    |
/// | 2026-02 | Rent 1000, Savings 200 (saving)         | Rent 1100 on Rent; Market 300, `<script>…` category    |
@Suite(
    .serialized,
    .enabled(
        if: HeadlessChromium.path != nil || HeadlessChromium.required,
        "chromium is not installed (scripts/install-system-packages installs it; in CI it is required): skipped"))
struct HTMLPagesInChromiumTests {
    static let category = "<script>document.title='x'</script> & co"
    static let script = """
        budget new 2026-01
        budget new 2026-02
        line add income Salary 3000 --budget 2026-01
        line add expense Rent 1000 --budget 2026-01
        line add expense Rent 1000 --budget 2026-02
        line add saving Savings 200 --budget 2026-02
        tx add Rent 1000 --line Rent --date 2026-01-01
        tx add Rent 1100 --line Rent --date 2026-02-01
        tx add Market 100 --category "\(category)" --date 2026-01-10
        tx add Market 300 --category "\(category)" --date 2026-02-10

        """
    static let today = "2026-02-15"

    /// Writes `command --html` into the test's folder and returns the page's path.
    private func page(_ command: String, named name: String, in pulpe: PulpeProcess) async throws -> String {
        let path = pulpe.folder.appendingPathComponent(name).path
        let result = try await pulpe.run(["-c", "\(command) --html '\(path)'"], today: Self.today)
        #expect(result.status == 0, "\(result.stderr)")
        return path
    }

    private func prepared() async throws -> PulpeProcess {
        let pulpe = try PulpeProcess()
        let setUp = try await pulpe.run(["run", pulpe.write("setup.pulpe", Self.script)], today: Self.today)
        #expect(setUp.status == 0, "\(setUp.stderr)")
        return pulpe
    }

    @Test func theYearPageDrawsEachMonthsColumns() async throws {
        let chromium = try HeadlessChromium()
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let path = try await page("report year 2026", named: "year.html", in: pulpe)
        let (dom, log) = try await chromium.dumpDOM(path)
        HeadlessChromium.expectNoConsoleError(log)
        // Scale 0 … 3000 over 160 units. January: income 3000 → 160, expenses 1000 + 100 = 1100 →
        // 58.7 → 59, savings 0 → 0. February: income 0, expenses 1100 + 300 = 1400 → 74.7 → 75,
        // savings 200 → 10.7 → 11. No column for the ten months without a budget.
        #expect(HeadlessChromium.rects(dom, class: "income").map { $0["height"] ?? "?" } == ["160", "0"])
        #expect(HeadlessChromium.rects(dom, class: "spending").map { $0["height"] ?? "?" } == ["59", "75"])
        #expect(HeadlessChromium.rects(dom, class: "savings").map { $0["height"] ?? "?" } == ["0", "11"])
        // The ending balances 1900 and 300 as the line's two points, 160 units for 3000 above the
        // zero line at y = 18 + 160 = 178: 1900 → 101.3 → 101 → y 77; 300 → 16 → y 162.
        #expect(dom.contains("<polyline class=\"ending\""))
        #expect(dom.contains(",77 ") && dom.contains(",162\""), "\(dom)")
        // The table lists the twelve months, as `report year` does: January net 3000 − 1100 − 0 =
        // 1900; February 0 − 1400 − 200 = −1600, ending 1900 − 1600 = 300; the ten others `no budget`.
        let noBudget = (3...12).map { ["2026-" + ($0 < 10 ? "0" : "") + "\($0)", "no budget", "", "", "", ""] }
        #expect(
            HeadlessChromium.tableRows(dom) == [
                ["2026-01", "3000.00", "1100.00", "0.00", "1900.00", "1900.00"],
                ["2026-02", "0.00", "1400.00", "200.00", "-1600.00", "300.00"],
            ] + noBudget, "\(dom)")
        try await chromium.screenshot(path, name: "year-phone.png", width: 412, height: 1100)
        try await chromium.screenshot(path, name: "year-desktop.png", width: 1100, height: 1000)
    }

    @Test func userTextIsShownNeverRun() async throws {
        let chromium = try HeadlessChromium()
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let path = try await page("report --period year", named: "categories.html", in: pulpe)
        let (dom, log) = try await chromium.dumpDOM(path)
        HeadlessChromium.expectNoConsoleError(log)
        // The category's `<script>` never became an element: the title is unchanged and the text
        // is there, escaped, in the chart and the table.
        #expect(!dom.contains("<script"))
        #expect(dom.contains("<title>Expenses by category"))
        #expect(dom.contains("&lt;script&gt;document.title='x'&lt;/script&gt; &amp; co"))
        // Year 2026 so far: (none) 1000 + 1100 = 2100 fills 360 units; the category 400 → 68.6 → 69.
        #expect(HeadlessChromium.rects(dom, class: "bar").map { $0["width"] ?? "?" } == ["360", "69"])
        try await chromium.screenshot(path, name: "categories-phone.png", width: 412, height: 900)
    }
}
