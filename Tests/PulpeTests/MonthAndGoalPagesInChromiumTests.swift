import Foundation
import Testing

/// The month dashboard's page (`dashboard --html`) and a goal's (`goal show --html`) loaded in a
/// real headless Chromium: no console error, the SVG charts read back from the DOM with their
/// hand-computed sizes, user text shown as text, nothing wider than a phone's 390 pixels, and a
/// screenshot at a phone's width and a desktop's kept under `.build/html-pages/`.
///
/// April 2026 (calendar months), seen on the 10th: Salary 3000 (income line), Rent 1000 and
/// Savings 300 (saving) as lines. Rent 1000 on Rent on the 1st, checked; Salary 3000 on the 2nd;
/// Market 60 (checked) and Cinema 40, free, on the 3rd; 300 on Savings on the 5th; Dentist 150 on
/// the 20th. The goal `Trip <script>… & co`: 3000 by 2026-06-15 from 200, created 2026-01-10, fed
/// 500 in January and February (checked) and 500 in March (open), seen on 2026-03-15.
@Suite(
    .serialized,
    .enabled(
        if: HeadlessChromium.path != nil || HeadlessChromium.required,
        "chromium is not installed (scripts/install-system-packages installs it; in CI it is required): skipped"))
struct MonthAndGoalPagesInChromiumTests {
    static let hostile = "<script>document.title='x'</script> & co"
    static let month = """
        budget new 2026-04
        line add income Salary 3000 --budget 2026-04
        line add expense Rent 1000 --budget 2026-04
        line add saving Savings 300 --budget 2026-04
        tx add Rent 1000 --line Rent --date 2026-04-01 --checked
        tx add Salary 3000 --line Salary --date 2026-04-02
        tx add Market 60 --category "\(hostile)" --date 2026-04-03 --checked
        tx add "Cinema \(hostile)" 40 --category Fun --date 2026-04-03
        tx add Savings 300 --line Savings --date 2026-04-05
        tx add Dentist 150 --category Health --date 2026-04-20

        """
    static let goal = "Trip \(hostile)"

    /// Runs `command --html NAME` on `today`, loads the page and checks Chromium logged no console
    /// message: the page's path and its DOM.
    private func load(
        _ command: String, named name: String, today: String, in pulpe: PulpeProcess, with chromium: HeadlessChromium
    ) async throws -> (path: String, dom: String) {
        let path = pulpe.folder.appendingPathComponent(name).path
        let result = try await pulpe.run(["-c", "\(command) --html '\(path)'"], today: today)
        #expect(result.status == 0, "\(result.stderr)")
        let (dom, log) = try await chromium.dumpDOM(path)
        HeadlessChromium.expectNoConsoleError(log)
        return (path, dom)
    }

    /// Nothing scrolls sideways on a phone 390 pixels wide.
    private func expectFitsAPhone(_ path: String, _ chromium: HeadlessChromium) async throws {
        let widths = try await chromium.layoutWidths(path, width: 390)
        #expect(widths.client == 390)
        #expect(widths.scroll <= widths.client, "the page is \(widths.scroll) pixels wide at 390")
    }

    @Test func theMonthPageDrawsTheDashboardsFiguresAndTheDays() async throws {
        let chromium = try HeadlessChromium()
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let setUp = try await pulpe.run(["run", pulpe.write("month.pulpe", Self.month)], today: "2026-04-10")
        #expect(setUp.status == 0, "\(setUp.stderr)")
        let (path, dom) = try await load("dashboard", named: "month.html", today: "2026-04-10", in: pulpe, with: chromium)
        // Available 3000. Expenses: Rent 1000 + Savings 300 + free 60 + 40 + 150 = 1550; left 1450.
        // Checked: Rent's checked 1000 + Market 60 = 1060; committed 1550 - 1060 = 490; free 1450.
        // Over 600 units: 1060 / 3000 → 212, 490 → 98, 1450 → 290.
        #expect(HeadlessChromium.rects(dom, class: "checked").map { $0["width"] ?? "?" } == ["212"])
        #expect(HeadlessChromium.rects(dom, class: "committed").map { $0["width"] ?? "?" } == ["98"])
        #expect(HeadlessChromium.rects(dom, class: "free").map { $0["width"] ?? "?" } == ["290"])
        #expect(dom.contains("<span class=\"value\">1450.00</span>"))
        // 21 days left (10th … 30th): 1450 / 21 = 69.047… → 69.04 a day.
        #expect(dom.contains("<span class=\"label\">21 days left</span><span class=\"value\">69.04 a day</span>"))
        // The days through the 10th: out 1000, 0, 60 + 40, 0, 300, then nothing (the income is not
        // spending, Dentist on the 20th is still to come). Scale 0 … 3000 (the even pace's last day)
        // over 160 units: 1000 → 53.3 → 53, 100 → 5.3 → 5, 300 → 16.
        #expect(
            HeadlessChromium.rects(dom, class: "day").map { $0["height"] ?? "?" } == ["53", "0", "5", "0", "16", "0", "0", "0", "0", "0"])
        // 30 slots of (640 - 72 - 8) / 30 = 18 units, centres at 81 + 18 × i; zero at 18 + 160 = 178.
        // Went out so far: 1000 (y 178 - 53 = 125), 1100 (58.7 → 59: y 119), 1400 (74.7 → 75: y 103).
        #expect(
            HeadlessChromium.points(dom, class: "spent") == [
                [81, 125], [99, 125], [117, 119], [135, 119], [153, 103], [171, 103], [189, 103], [207, 103], [225, 103], [243, 103],
            ])
        // The even pace: 3000 × day / 30, 100 on the 1st (5.3 → 5: y 173) to 3000 on the 30th (y 18).
        let pace = HeadlessChromium.points(dom, class: "pace")
        #expect(pace.count == 30)
        #expect(pace.first == [81, 173] && pace.last == [603, 18])
        #expect(pace[14] == [333, 98])  // the 15th: 1500 → 80 units.
        // Today, the 10th, on a light background.
        #expect(HeadlessChromium.rects(dom, class: "marked").map { $0["x"] ?? "?" } == ["234"])
        // Categories, largest first, 1000 filling 360 units: (none) 1000, Health 150 → 54,
        // the hostile one 60 → 21.6 → 22, Fun 40 → 14.4 → 14.
        #expect(HeadlessChromium.rects(dom, class: "bar").map { $0["width"] ?? "?" } == ["360", "54", "22", "14"])
        // The category and the name are text: no script element, the title unchanged.
        #expect(!dom.contains("<script"))
        #expect(dom.contains("<title>2026-04 · "))
        #expect(dom.contains("&lt;script&gt;document.title='x'&lt;/script&gt; &amp; co"))
        #expect(dom.contains("<td>Cinema &lt;script&gt;"))
        try await expectFitsAPhone(path, chromium)
        try await chromium.screenshot(path, name: "month-phone.png", width: 390, height: 1900)
        try await chromium.screenshot(path, name: "month-desktop.png", width: 1100, height: 1500)
    }

    @Test func theGoalPageDrawsSavedAgainstThePlanAndTheTarget() async throws {
        let chromium = try HeadlessChromium()
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let created = try await pulpe.run(
            ["-c", "goal new \"\(Self.goal)\" --target 3000 --by 2026-06-15 --initial 200"], today: "2026-01-10")
        #expect(created.status == 0, "\(created.stderr)")
        let feed = [
            "budget new 2026-01", "budget new 2026-02", "budget new 2026-03",
            "line add saving Fund 500 --goal \"\(Self.goal)\" --budget 2026-01 --checked",
            "line add saving Fund 500 --goal \"\(Self.goal)\" --budget 2026-02 --checked",
            "line add saving Fund 500 --goal \"\(Self.goal)\" --budget 2026-03",
        ]
        let fed = try await pulpe.run(feed.flatMap { ["-c", $0] }, today: "2026-03-15")
        #expect(fed.status == 0, "\(fed.stderr)")
        let (path, dom) = try await load(
            "goal show \"\(Self.goal)\"", named: "goal.html", today: "2026-03-15", in: pulpe, with: chromium)
        // Six months, 2026-01 … 2026-06. Saved: 200 + 500 = 700, 1200, 1200 (March's line is open),
        // drawn through March only. Scale 0 … 3000 (the target) over 160 units: 700 → 37.3 → 37,
        // 1200 → 64.
        #expect(HeadlessChromium.rects(dom, class: "saved").map { $0["height"] ?? "?" } == ["37", "64", "64"])
        // The plan: 200 + 500, + 1000, + 1500, then nothing more: 700, 1200, 1700 (90.7 → 91) × 4.
        // Slots of 560 / 6 = 93 units, centres at 118 + 93 × i; zero at y 178.
        #expect(
            HeadlessChromium.points(dom, class: "plan") == [[118, 141], [211, 114], [304, 87], [397, 87], [490, 87], [583, 87]])
        // The target's dashed level at 3000: the top of the scale, y 18.
        #expect(dom.contains("<line class=\"target\" x1=\"72\" y1=\"18\""))
        #expect(HeadlessChromium.rects(dom, class: "marked").map { $0["x"] ?? "?" } == ["258"])
        // The key figures of goal show: 1200 saved, 40 % of 3000; 1500 planned so far.
        #expect(dom.contains("<span class=\"label\">Saved (40 %)</span><span class=\"value\">1200.00</span>"))
        #expect(dom.contains("<span class=\"label\">Planned so far</span><span class=\"value\">1500.00</span>"))
        #expect(!dom.contains("<script"))
        #expect(dom.contains("<h1>Goal Trip &lt;script&gt;document.title='x'&lt;/script&gt; &amp; co</h1>"))
        try await expectFitsAPhone(path, chromium)
        try await chromium.screenshot(path, name: "goal-phone.png", width: 390, height: 1500)
        try await chromium.screenshot(path, name: "goal-desktop.png", width: 1100, height: 1200)
    }
}
