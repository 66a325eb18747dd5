import Foundation
import Testing

/// The README's first budget and its "Saving for something" commands, read from README.md and run
/// in order on a fresh database: the round-up example moves something (Migros 82.40 → 0.60).
@Suite(.serialized) struct ReadmeExamplesEndToEndTests {
    static var readme: String {
        get throws {
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            return try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        }
    }

    /// The lines of the first ```sh block after `heading`.
    static func block(after heading: String, in text: String) -> [String] {
        let lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: heading),
            let open = lines[start...].firstIndex(of: "```sh"),
            let close = lines[(open + 1)...].firstIndex(of: "```")
        else { return [] }
        return Array(lines[(open + 1)..<close])
    }

    @Test func theSavingExamplesRunOnTheFirstBudget() async throws {
        let readme = try Self.readme
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let november = Self.block(after: "## A first budget", in: readme).joined(separator: "\n") + "\n"
        let first = try await pulpe.run(["run", pulpe.write("november.pulpe", november)])
        #expect(first.status == 0, "\(first.stderr)")
        var outputs: [String: PulpeProcess.Result] = [:]
        for line in Self.block(after: "## Saving for something", in: readme) where line.hasPrefix("pulpe -c '") {
            let body = line.dropFirst("pulpe -c '".count)
            let command = String(body[..<(body.firstIndex(of: "'") ?? body.endIndex)])
            outputs[command] = try await pulpe.run(["-c", command])
        }
        let apply = try #require(outputs["goal plan Holidays --redistribute --apply"])
        #expect(apply.stdout.contains("budgets created from the default template: 2026-12, 2027-01"), "\(apply.stdout)")
        let roundup = try #require(outputs["roundup move Holidays --week 2026-W45"])
        #expect(roundup.status == 0, "\(roundup.stderr)")
        #expect(roundup.stdout.hasPrefix("Moved 0.60 of round-ups from 2026-W45 into goal 'Holidays'"), "\(roundup.stdout)")
        #expect(readme.contains("this week's expenses, each rounded up to the franc"))
    }
}
