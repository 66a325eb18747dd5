import Foundation
import Testing

/// Inputs that used to take unbounded memory or time end with a clear error, through the built
/// binary: an endless command file, a regular expression that backtracks exponentially.
@Suite(.serialized) struct BoundedInputEndToEndTests {
    @Test func anEndlessCommandFileStopsAtItsBoundWithAnError() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let file = try await pulpe.run(["run", "/dev/zero"])
        #expect(file.status == 66)
        #expect(
            file.stderr.contains("/dev/zero: error: cannot read the file: it holds more than 128 MiB of commands: split it"),
            "\(file.stderr)")
        let read = try await pulpe.run(["-c", ".read /dev/zero"])
        #expect(read.status == 66)
        #expect(read.stderr.contains("it holds more than 128 MiB of commands"), "\(read.stderr)")
    }

    @Test func aRegularExpressionThatBacktracksExponentiallyIsRefused() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let add = try await pulpe.run(["-c", "rule add '(a+)+$' --regex --line Groceries"])
        #expect(add.status == 65)
        #expect(add.stderr.contains("'(a+)+$' repeats a group that itself repeats or has alternatives"), "\(add.stderr)")
        let rules = try await pulpe.run(["--json", "-c", "rule list"])
        #expect(rules.stdout == "[]\n", "nothing was added: \(rules.stdout)")
        let fine = try await pulpe.run([
            "-c", "rule add 'a+$' --regex --line Groceries", "-c", "rule test " + String(repeating: "a", count: 5_000) + "!",
        ])
        #expect(fine.status == 0, "\(fine.stderr)")
    }
}
