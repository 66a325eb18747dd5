import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads a report's HTML page as XML: collects the cells of the table's head, rows and foot, the chart's bars (their attributes and
/// SVG titles) and every element name.
final class HTMLPageReader: NSObject, XMLParserDelegate {
    var elements: [String] = []
    var header: [String] = []
    var rows: [[String]] = []
    var footer: [String] = []
    var rects: [[String: String]] = []
    var rectTitles: [String] = []
    var paragraphs: [String] = []
    private var section = ""
    private var cell: String?
    private var inRect = false

    var barWidths: [String] { rects.map { $0["width"] ?? "?" } }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        elements.append(name)
        switch name {
        case "thead", "tbody", "tfoot": section = name
        case "tr" where section == "tbody": rows.append([])
        case "td", "th", "p": cell = ""
        case "title" where inRect: cell = ""
        case "rect":
            rects.append(attributes)
            inRect = true
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { cell? += string }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        switch name {
        case "td" where section == "tbody": rows[rows.count - 1].append(cell ?? "")
        case "th" where section == "thead": header.append(cell ?? "")
        case "th" where section == "tfoot": footer.append(cell ?? "")
        case "title" where inRect: rectTitles.append(cell ?? "")
        case "p": paragraphs.append(cell ?? "")
        case "rect": inRect = false
        case "thead", "tbody", "tfoot": section = ""
        default: break
        }
        if ["td", "th", "p", "title"].contains(name) { cell = nil }
    }

    /// Reads the page at `path`; fails the test when it does not parse as XML.
    static func read(_ path: String) throws -> HTMLPageReader {
        let reader = HTMLPageReader()
        let parser = XMLParser(data: try Data(contentsOf: URL(fileURLWithPath: path)))
        parser.delegate = reader
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        // No script, and nothing fetched: no source or link attribute anywhere.
        #expect(!reader.elements.contains("script"))
        #expect(!text.contains("src=") && !text.contains("href="))
        #expect(reader.elements.contains("svg"))
        return reader
    }
}
