import Foundation
import GRDB
import Persistence
import TestSupport
import Testing

/// Two connections on one file, as two pulpe processes: a command's write takes the write lock
/// when it starts its transaction, so another connection's commit in between cannot make it fail.
@Suite struct WriteLockTests {
    private static func count(_ database: AppDatabase) throws -> Int {
        try database.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM budget") } ?? -1
    }

    @Test func aCommandThatReadsThenWritesSurvivesAnotherConnectionsCommitInBetween() async throws {
        let folder = try TemporaryFolder()
        let path = folder.file("pulpe.sqlite")
        let first = try AppDatabase.open(path: path)
        let second = try AppDatabase.open(path: path)
        try await first.unitOfWork {
            // The command reads first (resolving names, say)…
            #expect(try Self.count(first) == 0)
            // …another process commits meanwhile…
            try second.write { try $0.execute(sql: "INSERT INTO budget (month) VALUES ('2026-01')") }
            // …and this command's write still goes through, on the newest data.
            try first.write { try $0.execute(sql: "INSERT INTO budget (month) VALUES ('2026-02')") }
        }
        #expect(try Self.count(second) == 2)
    }

    @Test func aCommandThatOnlyReadsTakesNoWriteLock() async throws {
        let folder = try TemporaryFolder()
        let path = folder.file("pulpe.sqlite")
        let first = try AppDatabase.open(path: path)
        let second = try AppDatabase.open(path: path)
        try second.beginOuterTransaction()
        try second.write { try $0.execute(sql: "INSERT INTO budget (month) VALUES ('2026-01')") }
        // The other connection holds the write lock; a reading command is not held up by it.
        let seen = try await first.unitOfWork { try Self.count(first) }
        #expect(seen == 0)
        #expect(try first.read { $0.isInsideTransaction } == false)
        try second.endOuterTransaction(commit: true)
        #expect(try Self.count(first) == 1)
    }

    @Test func aFailingCommandUndoesEveryWriteItMadeOutsideAnyTransaction() async throws {
        let folder = try TemporaryFolder()
        let path = folder.file("pulpe.sqlite")
        let database = try AppDatabase.open(path: path)
        struct Refused: Error {}
        await #expect(throws: Refused.self) {
            try await database.unitOfWork {
                try database.write { try $0.execute(sql: "INSERT INTO budget (month) VALUES ('2026-01')") }
                try database.write { try $0.execute(sql: "INSERT INTO budget (month) VALUES ('2026-02')") }
                throw Refused()
            }
        }
        #expect(try Self.count(try AppDatabase.open(path: path)) == 0)
        #expect(try database.read { $0.isInsideTransaction } == false)
    }
}
