import Foundation
import TestSupport
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

    @Test func compactGivesTheFreedSpaceBackAndChangesNothing() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        #expect(try await pulpe.run(Self.month).status == 0)
        // 2,000 transactions added by one script, then taken back: their pages stay in the file, free.
        let script = try pulpe.write("many.pulpe", (1...2000).map { "tx add Shop\($0) 12.50 --line Groceries\n" }.joined())
        #expect(try await pulpe.run(["run", script]).status == 0)
        #expect(try await pulpe.run(["-c", "undo"]).stdout.contains("2000 transactions removed"))
        let size = { try FileManager.default.attributesOfItem(atPath: pulpe.databasePath)[.size] as? Int ?? 0 }
        let before = try size()
        let free = { () async throws -> Int in
            let doctor = try await pulpe.run(["--json", "-c", "doctor"])
            let json = try JSONSerialization.jsonObject(with: Data(doctor.stdout.utf8)) as? [String: Any]
            return json?["free_bytes"] as? Int ?? -1
        }
        let freeBefore = try await free()
        #expect(freeBefore > before / 4, "doctor counts the pages the 2,000 left free: \(freeBefore) of \(before)")
        let reads = try await pulpe.run(Self.reads)
        let result = try await pulpe.run(["--json", "-c", "compact"])
        #expect(result.status == 0, "\(result.stderr)")
        let figures = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let (bytesBefore, bytesAfter) = (figures["bytes_before"] as? Int ?? 0, figures["bytes_after"] as? Int ?? 0)
        #expect(bytesBefore == before)
        #expect(bytesAfter == (try size()), "what compact says is the file's size")
        #expect(bytesAfter < before * 3 / 4, "\(before) → \(bytesAfter)")
        #expect(figures["log_folded"] as? Bool == true)
        let freeAfter = try await free()
        // What doctor counted as holding no data is what compact gave back, to within a page's headers.
        #expect(
            abs((freeBefore - freeAfter) - (before - bytesAfter)) < 4096,
            "doctor: \(freeBefore) → \(freeAfter) empty, the file: \(before) → \(bytesAfter)")
        // Nothing in it changed: the same reads, the same journal (redo puts the 2,000 back), all right.
        #expect(try await pulpe.run(Self.reads).stdout == reads.stdout)
        #expect(try await pulpe.run(["-c", "redo"]).stdout.contains("2000 transactions added"))
        let after = try await pulpe.run(["-c", "doctor"])
        #expect(
            after.stdout.hasPrefix("Checked 1 budget, 1 line, 2002 transactions: integrity, foreign keys and stored values are all right."))
        let text = try await pulpe.run(["-c", "compact"])
        #expect(text.stdout.hasPrefix("Compacted: "), "\(text.stdout)")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3"), "needs the sqlite3 shell to hold a read"))
    func compactNeverWaitsForAReaderAndTheFileShrinksOnceItIsDone() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        #expect(try await pulpe.run(Self.month).status == 0)
        let script = try pulpe.write("many.pulpe", (1...500).map { "tx add Shop\($0) 12.50 --line Groceries\n" }.joined())
        #expect(try await pulpe.run(["run", script]).status == 0)
        #expect(try await pulpe.run(["-c", "undo"]).status == 0)
        // Another program holds a read of the file as it is; it has answered, so its read is open.
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        reader.arguments = [pulpe.databasePath]
        let (input, output) = (Pipe(), Pipe())
        reader.standardInput = input
        reader.standardOutput = output
        try reader.run()
        input.fileHandleForWriting.write(Data("BEGIN;\nSELECT count(*) FROM tx;\n".utf8))
        var answer = Data()
        while let byte = Optional(output.fileHandleForReading.readData(ofLength: 1)), !byte.isEmpty, byte != Data("\n".utf8) {
            answer.append(byte)
        }
        #expect(String(decoding: answer, as: UTF8.self) == "2")
        // Waiting for the reader would be waiting for ever here (it ends only after compact): the
        // busy timeout is an hour, and the guard's bound only catches that hang.
        let compacting = try pulpe.start(["--json", "-c", "compact"], environment: ["PULPE_BUSY_TIMEOUT": "3600"])
        let ended = await HangGuard.run { try? compacting.wait() }
        if ended == nil { compacting.kill() }
        let result = try #require(ended ?? nil, "compact waited for the reader")
        #expect(result.status == 0, "\(result.stderr)")
        let figures = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(figures["log_folded"] as? Bool == false)
        let compacted = try #require(figures["bytes_after"] as? Int)
        #expect(compacted < figures["bytes_before"] as? Int ?? 0)
        try input.fileHandleForWriting.close()
        reader.waitUntilExit()
        // The reader gone, the next pulpe to close the file folds the log in: the file takes that size.
        #expect(try await pulpe.run(["-c", "where"]).status == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: pulpe.databasePath)[.size] as? Int == compacted)
        #expect(try await pulpe.run(["-c", "tx list"]).stdout.contains("Migros"))
    }

    @Test func compactThroughASymbolicLinkMeasuresTheFileItNames() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        #expect(try await pulpe.run(Self.month).status == 0)
        let before = try FileManager.default.attributesOfItem(atPath: pulpe.databasePath)[.size] as? Int
        let link = pulpe.folder.appendingPathComponent("link.sqlite").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: pulpe.databasePath)
        let result = try await pulpe.run(["--json", "-c", "compact"], database: .some(link))
        let figures = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(figures["bytes_before"] as? Int == before)
    }

    @Test func compactInsideAnAtomicScriptIsAUsageErrorAndNothingIsApplied() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        #expect(try await pulpe.run(Self.month).status == 0)
        let script = try pulpe.write("both.pulpe", "tx add Coop 20 --line Groceries\ncompact\n")
        let result = try await pulpe.run(["run", "--atomic", script])
        #expect(result.status == 64)
        #expect(
            result.stderr.hasPrefix(
                "\(script):2: error: cannot compact \(pulpe.databasePath) inside an --atomic script (SQLite rebuilds a file only between transactions): run `compact` on its own, before or after it\n"
            ),
            "\(result.stderr)")
        #expect(try await pulpe.run(["-c", "tx list"]).stdout.contains("Coop") == false)
    }

    @Test func doctorPassesAHealthyFile() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        #expect(try await pulpe.run(Self.month).status == 0)
        let result = try await pulpe.run(["-c", "doctor", "-c", "doctor --json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.lines.map(Self.sizesHidden) == [
                "Checked 1 budget, 1 line, 2 transactions: integrity, foreign keys and stored values are all right.",
                #"{"ok":true,"budgets":1,"lines":1,"transactions":2,"file_bytes":N,"free_bytes":N,"problems":[]}"#,
            ])
    }

    /// The file's sizes in doctor's JSON as `N`: they follow the schema, not what a test checks.
    static func sizesHidden(_ json: String) -> String {
        json.replacing(/"(file|free)_bytes":\d+/) { "\"\($0.output.1)_bytes\":N" }
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
            Self.sizesHidden(result.stdout)
                == #"{"ok":false,"budgets":1,"lines":1,"transactions":2,"file_bytes":N,"free_bytes":N,"problems":[{"check":"derived","table":"budget_line","id":1,"field":"consumed","stored":999.00,"expected":250.00,"message":"budget_line #1 (2026-11 Groceries) consumed: stored 999.00, expected 250.00"},{"check":"derived","table":"budget","id":1,"field":"month_delta","stored":-1029.00,"expected":-630.00,"message":"budget #1 (2026-11) month_delta: stored -1'029.00, expected -630.00"}]}"#
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
