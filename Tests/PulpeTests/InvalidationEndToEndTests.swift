import Foundation
import Testing

/// What one invocation shows after its own changes: a goal fed by lines earlier in the same
/// script reports them, as a new process on the same file does.
@Suite(.serialized) struct InvalidationEndToEndTests {
    /// The goal is read (`goal new` prints it) before the line that feeds it is added and checked.
    static let reproducer = [
        "-c", "budget new 2026-11", "-c", "goal new Car --target 1000",
        "-c", "line add saving CarSave 100 --goal Car", "-c", "line check CarSave", "-c", "goal list",
    ]

    func object(_ line: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }

    func carLine(_ stdout: String) -> String? {
        stdout.split(separator: "\n").map(String.init).first { $0.hasPrefix("#1  Car") }
    }

    @Test(arguments: [[], ["--atomic"]])
    func aGoalFedEarlierInTheScriptShowsItsLines(options: [String]) async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let script = try await pulpe.run(options + Self.reproducer)
        #expect(script.status == 0, "\(script.stderr)")
        let line = try #require(carLine(script.stdout), "\(script.stdout)")
        #expect(line.contains("100.00 / 1'000.00  10 %"), "\(line)")

        // A new process on the same file agrees.
        let later = try await pulpe.run(["-c", "goal list"])
        #expect(carLine(later.stdout) == line)
    }

    @Test func goalShowInTheSameScriptCountsTheLines() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let script = try await pulpe.run(["--json"] + Self.reproducer + ["-c", "goal show Car"])
        #expect(script.status == 0, "\(script.stderr)")
        let show = try object(try #require(script.lines.last))
        #expect(show["confirmed"] as? Double == 100)
        #expect(show["achievementPercent"] as? Int == 10)
        #expect(script.lines.last == (try await pulpe.run(["--json", "-c", "goal show Car"])).lines.last)
    }
}
