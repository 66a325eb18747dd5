import Foundation
import GRDB
import Persistence
import TestSupport
import Testing

/// A database opened for reading only: queries work, a change is refused with one clear error,
/// and nothing is written (no `-wal` or `-shm` left behind). The decision to open read-only is
/// covered in DatabaseFileTests; here it is asked for, since root may write any file.
@Suite struct ReadOnlyOpeningTests {
    private static func filled(_ folder: TemporaryFolder) throws -> String {
        let path = folder.file("pulpe.sqlite")
        let database = try AppDatabase.open(path: path)
        try database.write { try $0.execute(sql: "INSERT INTO budget (month) VALUES ('2026-03')") }
        database.close()
        return path
    }

    @Test func queriesWorkAndAChangeIsRefusedWithOneClearError() throws {
        let folder = try TemporaryFolder()
        let path = try Self.filled(folder)
        let before = try TemporaryFolder.fingerprint(path)

        let database = try AppDatabase.open(path: path, readOnly: true)
        #expect(database.access == .readOnly)
        #expect(try database.read { try String.fetchAll($0, sql: "SELECT month FROM budget") } == ["2026-03"])
        let error = #expect(throws: ReadOnlyDatabaseError.self) {
            try database.write { try $0.execute(sql: "INSERT INTO budget (month) VALUES ('2026-04')") }
        }
        #expect(
            error?.description
                == "\(path) is open read-only (the file or its folder is not writable), so nothing was changed: make both writable to change it"
        )
        database.close()

        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        #expect(!FileManager.default.fileExists(atPath: path + "-shm"))
        #expect(try TemporaryFolder.fingerprint(path).bytes == before.bytes)
    }

    @Test func aBlankReadOnlyFileIsRefusedUntouched() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("blank.sqlite")
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        #expect(throws: DatabaseOpenError.readOnlyBehind(path: path)) { try AppDatabase.open(path: path, readOnly: true) }
        #expect(try TemporaryFolder.fingerprint(path).bytes.isEmpty)
    }

    @Test func closingCheckpointsAndRemovesTheJournalFiles() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("pulpe.sqlite")
        let database = try AppDatabase.open(path: path)
        try database.write { try $0.execute(sql: "INSERT INTO budget (month) VALUES ('2026-03')") }
        #expect(FileManager.default.fileExists(atPath: path + "-wal"))
        database.close()
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        #expect(!FileManager.default.fileExists(atPath: path + "-shm"))
        // The commit reached the main file.
        let months = try DatabaseQueue(path: path).read { try String.fetchAll($0, sql: "SELECT month FROM budget") }
        #expect(months == ["2026-03"])
    }
}
