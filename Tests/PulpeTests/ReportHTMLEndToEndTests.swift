import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `report --html FILE` writes one page that parses as XML, holds no script and shows the same
/// figures as the text report: Bread 90 (Food) and Saw 30 ("Tools & <Parts>"), 120 in all.
@Suite(.serialized) struct ReportHTMLEndToEndTests {
    /// Collects the cells of the table's rows, the widths of the chart's bars and every element name.
    final class PageReader: NSObject, XMLParserDelegate {
        var elements: [String] = []
        var rows: [[String]] = []
        var footer: [String] = []
        var barWidths: [String] = []
        private var section = ""
        private var cell: String?

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            elements.append(name)
            switch name {
            case "tbody", "tfoot": section = name
            case "tr" where section == "tbody": rows.append([])
            case "td", "th": cell = ""
            case "rect": barWidths.append(attributes["width"] ?? "?")
            default: break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { cell? += string }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            switch name {
            case "td" where section == "tbody":
                rows[rows.count - 1].append(cell ?? "")
                cell = nil
            case "th" where section == "tfoot":
                footer.append(cell ?? "")
                cell = nil
            case "tbody", "tfoot": section = ""
            default: break
            }
        }
    }

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

        let reader = PageReader()
        let parser = XMLParser(data: try Data(contentsOf: URL(fileURLWithPath: page)))
        parser.delegate = reader
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(reader.rows == [["Food", "90.00", "1", "75.0 %"], ["Tools & <Parts>", "30.00", "1", "25.0 %"]])
        #expect(reader.footer == ["Total", "120.00", "2", "100.0 %"])
        // The largest bar fills the 360 units; 30 of 90 is a third of it.
        #expect(reader.barWidths == ["360", "120"])
        #expect(reader.elements.contains("svg"))
        #expect(!reader.elements.contains("script"))
        // Nothing is fetched: no source or link attribute anywhere.
        let text = try String(contentsOfFile: page, encoding: .utf8)
        #expect(!text.contains("src=") && !text.contains("href="))
    }

    @Test func anUnwritableFileIsNamed() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        _ = try await pulpe.run(["-c", "budget new 2026-11"], today: "2026-11-10")
        let result = try await pulpe.run(["-c", "report --html /nonexistent/folder/r.html"], today: "2026-11-10")
        #expect(result.status == 1)
        #expect(result.stderr.contains("cannot write the HTML report to '/nonexistent/folder/r.html'"), "\(result.stderr)")
    }
}
