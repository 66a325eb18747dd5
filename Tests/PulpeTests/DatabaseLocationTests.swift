import Foundation
import Testing

/// Where the database lives, how it is created, and which files are refused.
@Suite(.serialized) struct DatabaseLocationTests {
    @Test func defaultsToXDGDataHomeAndCreatesPrivateFolderAndFile() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let data = pulpe.folder.appendingPathComponent("xdg-data").path
        let result = try await pulpe.run(["-c", "budget new 2026-11"], database: .some(nil), environment: ["XDG_DATA_HOME": data])
        #expect(result.status == 0)
        let file = data + "/pulpe/pulpe.sqlite"
        let fileMode = try #require(FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int)
        let folderMode = try #require(FileManager.default.attributesOfItem(atPath: data + "/pulpe")[.posixPermissions] as? Int)
        #expect(fileMode == 0o600)
        #expect(folderMode == 0o700)
    }

    @Test func pulpeDBEnvironmentWinsOverXDG() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let chosen = pulpe.folder.appendingPathComponent("chosen/db.sqlite").path
        _ = try await pulpe.run(
            ["-c", "budget new 2026-11"], database: .some(nil),
            environment: ["PULPE_DB": chosen, "XDG_DATA_HOME": pulpe.folder.appendingPathComponent("x").path])
        #expect(FileManager.default.fileExists(atPath: chosen))
        #expect(!FileManager.default.fileExists(atPath: pulpe.folder.appendingPathComponent("x/pulpe/pulpe.sqlite").path))
    }

    @Test func aFileThatIsNotAPulpeDatabaseIsRefusedUntouched() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let path = try pulpe.write("notes.txt", "groceries: milk, bread\n")
        let result = try await pulpe.run(["-c", "budget list"], database: .some(path))
        #expect(result.status == 1)
        #expect(result.stderr == "error: \(path) is not a pulpe database; it was left untouched. Choose another file with --db PATH\n")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "groceries: milk, bread\n")
    }

    @Test func aPathThatLooksLikeASQLiteURIIsOpenedAsThatPath() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        // Before: SQLite read `file:budget.sqlite` as a URI and wrote to budget.sqlite (0644), beside an empty file:budget.sqlite.
        let result = try await pulpe.run(["-c", "budget new 2026-11"], database: .some("file:budget.sqlite"))
        #expect(result.status == 0, "\(result.stderr)")
        let named = pulpe.folder.appendingPathComponent("file:budget.sqlite").path
        #expect(try FileManager.default.attributesOfItem(atPath: named)[.size] as? Int ?? 0 > 0)
        #expect(try FileManager.default.attributesOfItem(atPath: named)[.posixPermissions] as? Int == 0o600)
        #expect(!FileManager.default.fileExists(atPath: pulpe.folder.appendingPathComponent("budget.sqlite").path))
        let memory = try await pulpe.run(["-c", "budget new 2026-12"], database: .some("file:budget.sqlite?mode=memory"))
        #expect(memory.status == 0, "\(memory.stderr)")
        #expect(FileManager.default.fileExists(atPath: pulpe.folder.appendingPathComponent("file:budget.sqlite?mode=memory").path))
        #expect(try await pulpe.run(["-c", "budget list"], database: .some("file:budget.sqlite")).stdout.contains("2026-11"))
    }
}
