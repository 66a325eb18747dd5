import Foundation
import Shared
import Testing

@testable import PulpeApp

/// Every exit status is documented where a user looks: `pulpe --help`, the man page, the README
/// and Docs/Commands.md each name every code of `ExitStatus` after "sysexits".
@Suite struct ExitStatusDocumentationTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func documents() throws -> [(String, String)] {
        [
            ("pulpe --help", InvocationHelp.render(version: "0")),
            ("the man page", ManPage.render(version: "0").replacingOccurrences(of: "\n", with: " ")),
            ("README.md", try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)),
            ("Docs/Commands.md", try String(contentsOf: root.appendingPathComponent("Docs/Commands.md"), encoding: .utf8)),
        ]
    }

    /// The words that follow each code where the statuses are listed.
    static let meanings: [Shared.ExitStatus: String] = [
        .usage: "64 a", .dataError: "65 bad", .noInput: "66 a file to read", .cannotCreate: "73 an output file",
        .busy: "75 the database busy", .failure: "1 any other failure",
    ]

    @Test func everyStatusIsDocumented() throws {
        #expect(Set(Self.meanings.keys) == Set(Shared.ExitStatus.allCases))
        for (name, text) in try Self.documents() {
            let flat = text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "  ", with: " ")
            guard let start = flat.range(of: "sysexits") else {
                Issue.record("\(name) does not say the statuses follow sysexits")
                continue
            }
            let paragraph = flat[start.upperBound...].prefix(700)
            for (status, words) in Self.meanings {
                #expect(paragraph.contains(words), "\(name) does not document \(status.rawValue) as '\(words)…'")
            }
        }
    }
}
