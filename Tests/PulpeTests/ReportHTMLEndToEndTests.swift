import Foundation
import Testing

/// `report --html FILE` writes one page that parses as XML, holds no script and shows the same
/// figures as the text report: Bread 90 (Food) and Saw 30 ("Tools & <Parts>"), 120 in all.
@Suite(.serialized) struct ReportHTMLEndToEndTests {
    @Test func thePageParsesAndShowsTheReportsFigures() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let script = """
            budget new 2026-11
            tx add Bread 90 --category Food --date 2026-11-02
            tx add Saw 30 --category "Tools & <Parts>" --date 2026-11-03

            """
        _ = try await pulpe.run(["run", pulpe.write("setup.pulpe", script)], today: "2026-11-10")
        let page = pulpe.folder.appendingPathComponent("report.html").path
        let result = try await pulpe.run(["-c", "report --html '\(page)'"], today: "2026-11-10")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasSuffix("Wrote \(page).\n"))

        let reader = try HTMLPageReader.read(page)
        #expect(reader.rows == [["Food", "90.00", "1", "75.0 %"], ["Tools & <Parts>", "30.00", "1", "25.0 %"]])
        #expect(reader.footer == ["Total", "120.00", "2", "100.0 %"])
        // The largest bar fills the 360 units; 30 of 90 is a third of it.
        #expect(reader.barWidths == ["360", "120"])
    }

    @Test func anUnwritableFileIsNamed() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        _ = try await pulpe.run(["-c", "budget new 2026-11"], today: "2026-11-10")
        let result = try await pulpe.run(["-c", "report --html /nonexistent/folder/r.html"], today: "2026-11-10")
        #expect(result.status == 73)
        #expect(
            result.stderr == "-c:1: error: cannot write '/nonexistent/folder/r.html': the folder '/nonexistent/folder' does not exist. "
                + "Create it first or choose another path\n", "\(result.stderr)")
    }
}
