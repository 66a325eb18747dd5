import Foundation
import Testing

@testable import Persistence

/// Where `compact`'s error says SQLite writes its copy: the first writable folder of SQLite's own list.
@Suite struct SQLiteTemporaryFolderTests {
    @Test func theFirstWritableFolderOfSQLitesListIsTaken() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pulpe-tmpdir-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let missing = folder + "/missing"
        let file = folder + "/file"
        #expect(FileManager.default.createFile(atPath: file, contents: Data()))
        #expect(SQLiteTemporaryFolder.path(environment: ["SQLITE_TMPDIR": folder, "TMPDIR": "/"]) == folder)
        // A folder that does not exist, or a file, is passed over for the next one.
        #expect(SQLiteTemporaryFolder.path(environment: ["SQLITE_TMPDIR": missing, "TMPDIR": folder]) == folder)
        #expect(SQLiteTemporaryFolder.path(environment: ["SQLITE_TMPDIR": file, "TMPDIR": folder]) == folder)
        #expect(SQLiteTemporaryFolder.path(environment: ["SQLITE_TMPDIR": missing]) == SQLiteTemporaryFolder.path(environment: [:]))
        #expect(["/var/tmp", "/usr/tmp", "/tmp", "."].contains(SQLiteTemporaryFolder.path(environment: [:])))
    }
}
