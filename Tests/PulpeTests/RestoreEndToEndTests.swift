import Foundation
import TestSupport
import Testing

/// `pulpe restore BACKUP` through the built binary: the backup's data in place, the replaced
/// database kept, a leftover `-wal` never replayed into the restored file, and a refusal while
/// another process has the database open.
@Suite(.serialized) struct RestoreEndToEndTests {
    private func names(_ pulpe: PulpeProcess, _ database: String? = nil) async throws -> String {
        let list = try await pulpe.run(["--json", "-c", "tx list --all"], database: database.map { .some($0) } ?? .none)
        #expect(list.status == 0, "\(list.stderr)")
        return list.stdout
    }

    @Test func aBackupIsPutInPlaceAndTheReplacedDatabaseKept() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let setup = try await pulpe.run(["-c", "budget new 2026-11", "-c", "tx add Migros 82.40", "-c", "backup saved.sqlite"])
        #expect(setup.status == 0, "\(setup.stderr)")
        _ = try await pulpe.run(["-c", "tx add Coop 10"])

        let restore = try await pulpe.run(["restore", "saved.sqlite"])
        #expect(restore.status == 0, "\(restore.stderr)")
        #expect(restore.stdout.hasPrefix("Restored \(pulpe.databasePath) from saved.sqlite ("), "\(restore.stdout)")
        #expect(restore.stdout.hasSuffix("The database it replaced is kept as \(pulpe.databasePath).before-restore.\n"))
        let now = try await names(pulpe)
        #expect(now.contains("Migros") && !now.contains("Coop"), "\(now)")
        let kept = try await names(pulpe, pulpe.databasePath + ".before-restore")
        #expect(kept.contains("Migros") && kept.contains("Coop"), "\(kept)")
        #expect(try await pulpe.run(["-c", "doctor"]).status == 0)

        let again = try await pulpe.run(["--json", "restore", "saved.sqlite"])
        #expect(again.stdout.contains(#""kept":"\#(pulpe.databasePath).before-restore-2""#), "\(again.stdout)")
    }

    @Test func aLeftoverWriteAheadLogIsNotReplayedIntoTheRestoredFile() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        _ = try await pulpe.run(["-c", "budget new 2026-11", "-c", "tx add Migros 82.40", "-c", "backup saved.sqlite"])
        // A log left by a process killed after its commit, which a file copied over the database would meet.
        try RawDatabase.leaveLog(pulpe.databasePath, "UPDATE tx SET name = 'Coop', amount_cents = 1000 WHERE id = 1")
        #expect(FileManager.default.fileExists(atPath: pulpe.databasePath + "-wal"))
        let restore = try await pulpe.run(["restore", "saved.sqlite"])
        #expect(restore.status == 0, "\(restore.stderr)")
        #expect(!FileManager.default.fileExists(atPath: pulpe.databasePath + "-wal"))
        let now = try await names(pulpe)
        #expect(now.contains("Migros") && !now.contains("Coop"), "\(now)")
        #expect(try await pulpe.run(["-c", "doctor"]).status == 0)
    }

    @Test func badBackupsAndAnOpenDatabaseAreRefusedAndNothingChanges() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        _ = try await pulpe.run(["-c", "budget new 2026-11", "-c", "tx add Migros 82.40", "-c", "backup saved.sqlite"])
        let before = try Data(contentsOf: URL(fileURLWithPath: pulpe.databasePath))

        let missing = try await pulpe.run(["restore", "nothere.sqlite"])
        #expect(missing.status == 66)
        #expect(missing.stderr.hasPrefix("error: cannot read the backup nothere.sqlite: No such file"), "\(missing.stderr)")
        try pulpe.write("empty.sqlite", "")
        let empty = try await pulpe.run(["restore", "empty.sqlite"])
        #expect(empty.status == 1)
        #expect(empty.stderr.contains("empty.sqlite cannot be restored:"), "\(empty.stderr)")
        let itself = try await pulpe.run(["restore", pulpe.databasePath])
        #expect(itself.stderr.contains("is the database itself"), "\(itself.stderr)")
        let usage = try await pulpe.run(["restore"])
        #expect(usage.status == 64)

        // Another pulpe reading its commands from a pipe holds the database open until the pipe closes.
        let holder = Process()
        holder.executableURL = PulpeProcess.binary
        holder.arguments = ["--db", pulpe.databasePath]
        let input = Pipe()
        holder.standardInput = input
        holder.standardOutput = FileHandle.nullDevice
        try holder.run()
        try await Self.waitUntil(process: holder.processIdentifier, holds: pulpe.databasePath)
        let busy = try await pulpe.run(["restore", "saved.sqlite"])
        #expect(busy.status == 75)
        #expect(
            busy.stderr.contains("is open in another process (pulpe, pid \(holder.processIdentifier)): quit it first"), "\(busy.stderr)")
        try input.fileHandleForWriting.close()
        holder.waitUntilExit()
        #expect(try Data(contentsOf: URL(fileURLWithPath: pulpe.databasePath)) == before)
        #expect(!FileManager.default.fileExists(atPath: pulpe.databasePath + ".before-restore"))
    }

    /// Waits (on the process's open files, not on time) until `pid` has `path` open.
    static func waitUntil(process pid: Int32, holds path: String) async throws {
        var wanted = stat()
        try #require(stat(path, &wanted) == 0)
        for _ in 0..<60_000 {
            let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")) ?? []
            for descriptor in descriptors {
                var status = stat()
                if stat("/proc/\(pid)/fd/\(descriptor)", &status) == 0, status.st_ino == wanted.st_ino, status.st_dev == wanted.st_dev {
                    return
                }
            }
            try await Task.sleep(for: .milliseconds(1))
        }
        Issue.record("pid \(pid) never opened \(path)")
    }
}
