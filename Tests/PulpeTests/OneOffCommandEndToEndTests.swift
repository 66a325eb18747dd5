import Foundation
import Testing

/// A command typed as `pulpe sync …` is a one-off, not a script: its error carries no `-c:1:`
/// location, while the same command given with `-c` still says which `-c` it was.
@Suite(.serialized) struct OneOffCommandEndToEndTests {
    @Test func aSyncSubcommandErrorHasNoScriptLocation() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let oneOff = try await pulpe.run(["sync", "init"])
        #expect(oneOff.status != 0)
        // The first run also notes the new database; the error is its own line.
        #expect(oneOff.stderr.split(separator: "\n").contains { $0.hasPrefix("error: missing URL") }, "\(oneOff.stderr)")
        #expect(!oneOff.stderr.contains("-c:"), "\(oneOff.stderr)")

        let given = try await pulpe.run(["-c", "sync init"])
        #expect(given.stderr.hasPrefix("-c:1: error: "), "\(given.stderr)")
        // After -c commands, the one-off command's error still has no location.
        let after = try await pulpe.run(["-c", "budget list", "sync", "init"])
        #expect(after.stderr.hasPrefix("error: "), "\(after.stderr)")
    }
}
