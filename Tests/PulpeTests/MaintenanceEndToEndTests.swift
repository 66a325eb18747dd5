import Foundation
import Testing

/// `backup FILE` and `doctor` through the binary.
@Suite(.serialized) struct MaintenanceEndToEndTests {
    private static let month = [
        "-c", "budget new 2026-11", "-c", "line add expense Groceries 600",
        "-c", "tx add Migros 250 --line Groceries", "-c", "tx add Cinema 30",
    ]
    private static let reads = ["--json", "-c", "budget show", "-c", "tx list"]

    @Test func aBackupIsACompleteCopyThatOpens() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        #expect(try await pulpe.run(Self.month).status == 0)
        let result = try await pulpe.run(["--json", "-c", "backup copy.sqlite"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix(#"{"file":"copy.sqlite","bytes":"#))
        let copy = pulpe.folder.appendingPathComponent("copy.sqlite").path
        #expect(try FileManager.default.attributesOfItem(atPath: copy)[.posixPermissions] as? Int == 0o600)
        let original = try await pulpe.run(Self.reads)
        let copied = try await pulpe.run(Self.reads, database: .some(copy))
        #expect(copied.status == 0)
        #expect(copied.stdout == original.stdout)
        #expect(copied.stdout.contains(#""name":"Migros""#))
        // Nothing but the copy is left in the folder (no partial file).
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: pulpe.folder.path).filter { $0.contains("partial") }
        #expect(leftovers == [])
    }

    @Test func aBackupNeverOverwritesAFile() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        #expect(try await pulpe.run(Self.month).status == 0)
        let existing = try pulpe.write("notes.txt", "keep me\n")
        let result = try await pulpe.run(["-c", "backup notes.txt"])
        #expect(result.status == 73, "EX_CANTCREAT: the backup was not written")
        #expect(result.stderr == "-c:1: error: notes.txt already exists; it was left untouched. Choose a new file name for the backup\n")
        #expect(try String(contentsOfFile: existing, encoding: .utf8) == "keep me\n")
        let missing = try await pulpe.run(["-c", "backup nowhere/copy.sqlite"])
        #expect(
            missing.stderr
                == "-c:1: error: cannot back up to nowhere/copy.sqlite: the folder nowhere does not exist. Create it first or choose another path\n"
        )
    }

    @Test func doctorPassesAHealthyFile() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        #expect(try await pulpe.run(Self.month).status == 0)
        let result = try await pulpe.run(["-c", "doctor", "-c", "doctor --json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.lines == [
                "Checked 1 budget, 1 line, 2 transactions: integrity, foreign keys and stored values are all right.",
                #"{"ok":true,"budgets":1,"lines":1,"transactions":2,"problems":[]}"#,
            ])
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3"), "needs the sqlite3 shell to corrupt the file"))
    func doctorNamesAStoredValueCorruptedBehindPulpesBackAndFails() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        #expect(try await pulpe.run(Self.month).status == 0)
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        shell.arguments = [pulpe.databasePath, "UPDATE budget_line SET consumed_cents = 99900 WHERE id = 1"]
        try shell.run()
        shell.waitUntilExit()
        #expect(shell.terminationStatus == 0)

        // The month-delta triggers carry the corrupted consumption into the month's delta: the
        // Groceries line of 600 now counts 999, so −630 − (999 − 600) = −1'029; both are named.
        let result = try await pulpe.run(["--json", "-c", "doctor"])
        #expect(result.status == 1)
        #expect(
            result.stdout
                == #"{"ok":false,"budgets":1,"lines":1,"transactions":2,"problems":[{"check":"derived","table":"budget_line","id":1,"field":"consumed","stored":999.00,"expected":250.00,"message":"budget_line #1 (2026-11 Groceries) consumed: stored 999.00, expected 250.00"},{"check":"derived","table":"budget","id":1,"field":"month_delta","stored":-1029.00,"expected":-630.00,"message":"budget #1 (2026-11) month_delta: stored -1'029.00, expected -630.00"}]}"#
                + "\n")
        #expect(result.stderr == "-c:1: error: doctor found 2 problems (listed above)\n")
        let text = try await pulpe.run(["-c", "doctor"])
        #expect(text.stdout.contains("  budget_line #1 (2026-11 Groceries) consumed: stored 999.00, expected 250.00\n"))
    }

    @Test func aBackupInsideAnAtomicScriptIsRefusedAndTheScriptChangesNothing() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        #expect(try await pulpe.run(Self.month).status == 0)
        // Before: "cannot back up to copy.sqlite: not an error; nothing was written".
        let result = try await pulpe.run(["--atomic", "-c", "tx add Coop 20", "-c", "backup copy.sqlite"])
        #expect(result.status == 64, "EX_USAGE: backup is not for an --atomic script")
        #expect(
            result.stderr.contains(
                "cannot back up to copy.sqlite inside an --atomic script (a backup copies what is committed, and the script is not yet): run `backup` on its own"
            ), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: pulpe.folder.appendingPathComponent("copy.sqlite").path))
        #expect(!(try await pulpe.run(["-c", "tx list"]).stdout.contains("Coop")))
        #expect(try await pulpe.run(["-c", "backup copy.sqlite"]).status == 0)
    }

    @Test func aDamagedFileSaysWhatToDo() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        #expect(try await pulpe.run(Self.month).status == 0)
        // Every page after the first written over: the schema and the rows are garbage, the header is whole.
        let file = try FileHandle(forUpdating: URL(fileURLWithPath: pulpe.databasePath))
        let size = try file.seekToEnd()
        try file.seek(toOffset: 4096)
        try file.write(contentsOf: Data(repeating: 0xA5, count: Int(size) - 4096))
        try file.close()
        // Before: "error: cannot open …: database disk image is malformed", and no word of what to do.
        let result = try await pulpe.run(["-c", "tx list"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("malformed"), "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "the file is damaged; nothing was changed. Run `pulpe --db FILE doctor` to see what is wrong, or go back to a backup"),
            "\(result.stderr)")
    }
}
