import Foundation
import Testing

/// The README's "Where the money went": its commands run on the first budget, and `report` and
/// `open month` print exactly the text the README shows.
@Suite(.serialized) struct ReadmeReportExampleTests {
    /// The ```text blocks after `heading`, in order.
    static func textBlocks(after heading: String, in text: String) -> [String] {
        let lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: heading) else { return [] }
        let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.endIndex
        var blocks: [String] = []
        var current: [String]?
        for line in lines[start..<end] {
            if current == nil, line == "```text" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current!.joined(separator: "\n") + "\n")
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test func theReportAndTheDashboardPrintWhatTheReadmeShows() async throws {
        let readme = try ReadmeExamplesEndToEndTests.readme
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let november = ReadmeExamplesEndToEndTests.block(after: "## A first budget", in: readme).joined(separator: "\n") + "\n"
        let first = try await pulpe.run(["run", pulpe.write("november.pulpe", november)])
        #expect(first.status == 0, "\(first.stderr)")
        var outputs: [String] = []
        for line in ReadmeExamplesEndToEndTests.block(after: "## Where the money went", in: readme) {
            guard line.hasPrefix("pulpe ") else { continue }
            // As the README's other examples, the lines without --today run on 13 November too.
            let today = line.hasPrefix("pulpe --today ") ? String(line.dropFirst("pulpe --today ".count).prefix(10)) : "2026-11-13"
            guard let open = line.range(of: "-c '") else { continue }
            let body = line[open.upperBound...]
            let command = String(body[..<(body.firstIndex(of: "'") ?? body.endIndex)])
            let result = try await pulpe.run(["-c", command], today: today)
            #expect(result.status == 0, "\(command): \(result.stderr)")
            outputs.append(result.stdout)
        }
        let shown = Self.textBlocks(after: "## Where the money went", in: readme)
        #expect(outputs.count == 5)
        #expect(shown.count == 2)
        #expect(outputs.suffix(2) == shown[...], "\(outputs.suffix(2).joined())")
    }
}
