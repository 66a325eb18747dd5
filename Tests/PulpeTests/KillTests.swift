import Foundation
import Testing

/// pulpe killed (SIGKILL: no cleanup at all) at random points. Where the kill lands is left to
/// chance; what is checked holds wherever it lands: an atomic script is all or nothing, a plain
/// script applied exactly its first k lines, and a killed first run leaves a file that opens.
@Suite(.serialized) struct KillTests {
    static let rounds = 24
    static let scriptLength = 30

    /// A random pause of up to `milliseconds`, so kills fall anywhere from start-up to the end.
    private static func pause(upTo milliseconds: Int) {
        Thread.sleep(forTimeInterval: Double(Int.random(in: 0...milliseconds)) / 1000)
    }

    private static func script(_ pulpe: PulpeProcess, round: Int) throws -> (path: String, names: [String]) {
        let names = (1...scriptLength).map { "R\(round)-\($0)" }
        let text = names.enumerated().map { "tx add \($1) \($0 + 1)" }.joined(separator: "\n") + "\n"
        return (try pulpe.write("round-\(round).pulpe", text), names)
    }

    @Test(arguments: [true, false])
    func aKilledScriptLeavesWholeCommandsOnly(atomic: Bool) async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        #expect(try await pulpe.run(["-c", "budget new 2026-11"]).status == 0)
        var kept: Set<String> = []
        for round in 1...Self.rounds {
            let (path, names) = try Self.script(pulpe, round: round)
            let running = try pulpe.start((atomic ? ["--atomic"] : []) + ["run", path])
            Self.pause(upTo: atomic ? 160 : 300)
            running.kill()
            _ = try running.wait()
            let now = Set(try pulpe.transactionNames())
            #expect(now.isSuperset(of: kept), "round \(round) lost earlier rows")
            let applied = now.subtracting(kept)
            if atomic {
                #expect(applied.isEmpty || applied == Set(names), "round \(round): \(applied.count) of \(names.count) applied")
            } else {
                #expect(applied == Set(names.prefix(applied.count)), "round \(round): \(applied.sorted()) is not a prefix")
            }
            kept = now
        }
    }

    @Test func aFirstRunKilledAnywhereLeavesAFileThatOpens() throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        for round in 1...Self.rounds {
            let path = pulpe.folder.appendingPathComponent("first-\(round)/budget.sqlite").path
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            let running = try pulpe.start(["-c", "budget list"], database: path)
            Self.pause(upTo: 150)
            running.kill()
            _ = try running.wait()
            let reopened = try pulpe.start(["--json", "-c", "budget list"], database: path).wait()
            #expect(reopened.status == 0, "round \(round): \(reopened.stderr)")
            #expect(reopened.stdout == "[]\n")
        }
    }

    /// What a backup killed while copying leaves (its hidden copy and SQLite's journal beside it)
    /// is removed at the next start; a copy whose process still runs is left alone.
    @Test func aKilledBackupsHiddenCopyIsRemovedAtTheNextStart() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        #expect(try await pulpe.run(["-c", "budget new 2026-11"]).status == 0)
        // 99999999 is above any pid Linux hands out: no process has it.
        let dead = [".copy.sqlite.partial-99999999", ".copy.sqlite.partial-99999999-journal"]
        let running = ".copy.sqlite.partial-\(getpid())"
        for name in dead + [running, "notes.partial-99999999"] {
            _ = FileManager.default.createFile(atPath: pulpe.folder.appendingPathComponent(name).path, contents: Data(count: 4096))
        }
        #expect(try await pulpe.run(["-c", "budget list"]).status == 0)
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: pulpe.folder.path).filter { $0.contains("partial") })
        #expect(left == [running, "notes.partial-99999999"])
    }
}
