import Foundation
import Testing

/// The end-to-end driver itself: a child that writes more than a pipe holds to both streams at once
/// must not hang the test (with pipes read one after the other it did).
@Suite(.serialized) struct PulpeProcessTests {
    // The limit catches a hang (a deadlocked child never ends), not slowness: on a loaded 2-core machine one
    // run took over a minute, so it is generous.
    @Test(.timeLimit(.minutes(10))) func readsLargeOutputOnBothStreams() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        // 800 failing lines: over 100 KB of errors on stderr, and `where` answers on stdout between them.
        #expect(try await pulpe.run(["-c", "where"]).status == 0)  // the database exists: no creation note
        let script = try pulpe.write("noisy.pulpe", String(repeating: "frobnicate the budget\nwhere\n", count: 800))
        let result = try await pulpe.run(["--keep-going", "run", script])
        #expect(result.status == 64)
        let errors = result.stderr.split(separator: "\n")
        #expect(errors.count == 800)
        #expect(errors.last?.hasPrefix("\(script):1599: error: unknown command 'frobnicate'") == true)
        #expect(result.stderr.utf8.count > 65_536)
        #expect(result.lines.count == 800)
    }
}
