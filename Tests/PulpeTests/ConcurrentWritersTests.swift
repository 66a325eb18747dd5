import Foundation
import GRDB
import Testing

/// Several pulpe processes on one file at once: each write waits for the write lock instead of
/// failing, and two first runs on a new file both succeed.
@Suite(.serialized) struct ConcurrentWritersTests {
    @Test func twoScriptsAddingAtOnceLoseNoCommandAndNoRow() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        #expect(try await pulpe.run(["-c", "budget new 2026-11"]).status == 0)
        let scripts = try ["A", "B"].map { writer in
            try pulpe.write("\(writer).pulpe", (1...500).map { "tx add \(writer)\($0) \($0).25" }.joined(separator: "\n") + "\n")
        }
        // Plain mode: each line is its own transaction, so the two processes interleave their commits.
        let running = try scripts.map { try pulpe.start(["run", $0]) }
        let results = try running.map { try $0.wait() }
        for result in results {
            #expect(result.status == 0)
            #expect(result.stderr == "")
        }
        let names = try pulpe.transactionNames()
        #expect(names.count == 1000)
        #expect(Set(names) == Set(["A", "B"].flatMap { writer in (1...500).map { "\(writer)\($0)" } }))
    }

    @Test func twoFirstRunsOnTheSameNewFileBothSucceed() throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        for round in 1...10 {
            let path = pulpe.folder.appendingPathComponent("new-\(round)/budget.sqlite").path
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            let running = try (1...2).map { _ in try pulpe.start(["--json", "-c", "budget list"], database: path) }
            for result in try running.map({ try $0.wait() }) {
                #expect(result.status == 0, "round \(round): \(result.stderr)")
                #expect(result.stdout == "[]\n")
            }
        }
    }

    @Test func aWriterKeptWaitingPastItsLimitSaysWhatHoldsItAndChangesNothing() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        #expect(try await pulpe.run(["-c", "budget new 2026-11"]).status == 0)
        // Another process holds the write lock (as an import does for its whole run), for as long as the test wants.
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        let holder = try DatabaseQueue(path: pulpe.databasePath, configuration: configuration)
        try holder.inDatabase { try $0.execute(sql: "BEGIN IMMEDIATE") }
        // Before: "error: the database refused the change: database is locked", and no word of why.
        let blocked = try await pulpe.run(["-c", "tx add Coop 20"], environment: ["PULPE_BUSY_TIMEOUT": "0.2"])
        #expect(blocked.status == 75)
        #expect(
            blocked.stderr.contains(
                "the database is locked by another pulpe (an import or a script still writing); nothing was changed. Wait for it to finish and try again"
            ), "\(blocked.stderr)")
        try holder.inDatabase { try $0.execute(sql: "ROLLBACK") }
        try holder.close()
        #expect(!(try await pulpe.run(["-c", "tx list"]).stdout.contains("Coop")))
    }
}
