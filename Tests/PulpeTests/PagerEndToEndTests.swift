import Foundation
import Testing

/// Output that is not a terminal is never paged, whatever PAGER says.
@Suite struct PagerPipeEndToEndTests {
    @Test func pipedOutputNeverGoesThroughThePager() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let result = try await pulpe.run(["-c", "help"], environment: ["PAGER": "echo PAGED", "LINES": "5"])
        #expect(result.status == 0)
        #expect(!result.stdout.contains("PAGED"))
        #expect(result.stdout.contains("Meta-commands"))
    }
}
