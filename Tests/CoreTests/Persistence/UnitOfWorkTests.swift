import GRDB
import TestSupport
import Testing

@testable import Persistence

/// A command's writes commit together or not at all, alone or inside a script's transaction, and a
/// failure that cannot even be rolled back is reported with its cause.
@Suite struct UnitOfWorkTests {
    /// A transaction left open by a rollback that failed (no script opened it) holds only a failed
    /// command's writes: the next command rolls it back, then runs and commits on its own.
    @Test func aTransactionLeftOpenByAFailedRollbackIsRolledBackByTheNextCommand() async throws {
        let database = try AppDatabase.inMemory()
        try database.queue.inDatabase { db in
            try db.beginTransaction(.immediate)
            try db.execute(sql: "INSERT INTO budget (month) VALUES ('2026-01')")
        }
        try await database.unitOfWork { try AppDatabaseTests.insertBudget(database, "2026-02") }
        #expect(!database.isInsideTransaction)
        #expect(try AppDatabaseTests.months(database) == ["2026-02"])
    }

    @Test func aRollbackThatFailsTooIsReportedWithTheFailureThatCausedIt() throws {
        struct Refused: Error {}
        let failed = AppDatabase.afterRollingBack(Refused()) { throw DatabaseError(resultCode: .SQLITE_IOERR, message: "disk I/O error") }
        let both = try #require(failed as? RollbackFailedError)
        #expect(both.cause is Refused)
        #expect(both.afterCause == "then undoing its changes failed (disk I/O error): quit pulpe, then run `pulpe doctor`")
        #expect(AppDatabase.afterRollingBack(Refused()) {} is Refused)
    }

    @Test func anOuterTransactionEndedWithoutCommitUndoesEveryWriteInIt() throws {
        let database = try AppDatabase.inMemory()
        try AppDatabaseTests.insertBudget(database, "2025-12")
        try database.beginOuterTransaction()
        try AppDatabaseTests.insertBudget(database, "2026-01")
        try AppDatabaseTests.insertBudget(database, "2026-02")
        // Reads share the connection, so the script sees its own uncommitted writes.
        #expect(try AppDatabaseTests.months(database) == ["2025-12", "2026-01", "2026-02"])
        try database.endOuterTransaction(commit: false)
        #expect(try AppDatabaseTests.months(database) == ["2025-12"])
    }

    @Test func anOuterTransactionEndedWithCommitKeepsItsWrites() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("pulpe.sqlite")
        do {
            let database = try AppDatabase.open(path: path)
            try database.beginOuterTransaction()
            try AppDatabaseTests.insertBudget(database, "2026-01")
            try database.endOuterTransaction(commit: true)
            // Ending again, with no transaction open, does nothing.
            try database.endOuterTransaction(commit: false)
        }
        #expect(try AppDatabaseTests.months(AppDatabase.open(path: path)) == ["2026-01"])
    }

    @Test func unitOfWorkRollsBackTheFailingBodyOnly() async throws {
        let database = try AppDatabase.inMemory()
        struct Refused: Error {}
        try AppDatabaseTests.insertBudget(database, "2026-01")
        await #expect(throws: Refused.self) {
            try await database.unitOfWork {
                try AppDatabaseTests.insertBudget(database, "2026-02")
                try AppDatabaseTests.insertBudget(database, "2026-03")
                throw Refused()
            }
        }
        #expect(try AppDatabaseTests.months(database) == ["2026-01"])
        // The connection is usable and not left inside a transaction.
        #expect(try database.read { $0.isInsideTransaction } == false)
        try AppDatabaseTests.insertBudget(database, "2026-04")
        #expect(try AppDatabaseTests.months(database) == ["2026-01", "2026-04"])
    }

    @Test func unitOfWorkKeepsTheWritesOfABodyThatReturns() async throws {
        let database = try AppDatabase.inMemory()
        let value = try await database.unitOfWork {
            try AppDatabaseTests.insertBudget(database, "2026-02")
            return 42
        }
        #expect(value == 42)
        #expect(try AppDatabaseTests.months(database) == ["2026-02"])
        #expect(try database.read { $0.isInsideTransaction } == false)
    }

    @Test func unitOfWorkInsideAnOuterTransactionKeepsTheEarlierCommands() async throws {
        let database = try AppDatabase.inMemory()
        struct Refused: Error {}
        try database.beginOuterTransaction()
        try await database.unitOfWork { try AppDatabaseTests.insertBudget(database, "2026-01") }
        await #expect(throws: Refused.self) {
            try await database.unitOfWork {
                try AppDatabaseTests.insertBudget(database, "2026-02")
                throw Refused()
            }
        }
        #expect(try database.read { $0.isInsideTransaction })
        try database.endOuterTransaction(commit: true)
        #expect(try AppDatabaseTests.months(database) == ["2026-01"])
    }
}
