import Foundation
import GRDB
import Persistence
import Testing

/// `DatabaseChanges` against real SQLite: commits by table (triggers included), changes still
/// pending in a savepoint, savepoint and transaction rollbacks.
@Suite struct DatabaseChangesTests {
    let database: AppDatabase
    var changes: DatabaseChanges { database.changes }

    init() throws {
        database = try AppDatabase.inMemory()
        try database.write { try $0.execute(sql: "INSERT INTO budget (month) VALUES ('2026-11')") }
    }

    func addFreeTransaction() throws {
        try database.write { db in
            try db.execute(
                sql: """
                    INSERT INTO tx (budget_id, name, name_key, amount_cents, kind, date)
                    VALUES (1, 'Cinema', 'cinema', 3000, 'expense', '2026-11-12')
                    """)
        }
    }

    /// The snapshot taken inside a command that adds a transaction, then fails (rolled back).
    func snapshotInAFailedCommand() async throws -> DatabaseChanges.Snapshot {
        var during: DatabaseChanges.Snapshot?
        await #expect(throws: CancellationError.self) {
            try await database.unitOfWork {
                try addFreeTransaction()
                during = changes.snapshot()
                throw CancellationError()
            }
        }
        return try #require(during)
    }

    @Test func aCommitMakesStaleTheTablesItTouchedTriggersIncluded() throws {
        let before = changes.snapshot()
        #expect(changes.isUnchanged(since: before, in: ["budget", "tx"]))
        try addFreeTransaction()
        #expect(!changes.isUnchanged(since: before, in: ["tx"]))
        // Only the trigger wrote to `budget` (its free sums).
        #expect(!changes.isUnchanged(since: before, in: ["budget"]))
        #expect(changes.isUnchanged(since: before, in: ["template", "settings"]))
        #expect(changes.isUnchanged(since: changes.snapshot(), in: ["budget", "tx"]))
    }

    @Test func aPendingChangeMakesStaleOnlyTheTablesItWrites() async throws {
        let before = changes.snapshot()
        try await database.unitOfWork {
            try addFreeTransaction()
            // The tables a statement writes are known before it runs, pending or not.
            #expect(changes.isUnchanged(since: before, in: ["template"]))
            #expect(!changes.isUnchanged(since: before, in: ["tx"]))
            #expect(!changes.isUnchanged(since: before, in: ["budget"]))
            let during = changes.snapshot()
            #expect(changes.isUnchanged(since: during, in: ["tx"]))
        }
        #expect(changes.isUnchanged(since: before, in: ["template"]))
        #expect(!changes.isUnchanged(since: before, in: ["tx"]))
    }

    @Test func insideAScriptTransactionWhatWasReadStaysFreshUntilItsTablesAreWritten() async throws {
        try database.beginOuterTransaction()
        try await database.unitOfWork { try addFreeTransaction() }
        // Loaded after the script's first command, as the settings are by its second.
        let loaded = changes.snapshot()
        try await database.unitOfWork { try addFreeTransaction() }
        #expect(changes.isUnchanged(since: loaded, in: ["settings", "template"]))
        #expect(!changes.isUnchanged(since: loaded, in: ["tx"]))
        #expect(!changes.isUnchanged(since: loaded, in: ["*"]))
        try database.endOuterTransaction(commit: true)
        #expect(!changes.isUnchanged(since: loaded, in: ["tx"]))
    }

    @Test func aRolledBackSavepointMakesStaleWhatWasReadDuringIt() async throws {
        try database.beginOuterTransaction()
        defer { try? database.endOuterTransaction(commit: false) }
        try await database.unitOfWork { try addFreeTransaction() }
        // Read with the second row pending: the rollback to the command's savepoint takes it away.
        let during = try await snapshotInAFailedCommand()
        #expect(try database.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM tx") } == 1)
        #expect(!changes.isUnchanged(since: during, in: ["tx"]))
    }

    @Test func whatWasReadBeforeARolledBackChangeStaysFreshAndWhatWasReadDuringItDoesNot() async throws {
        let before = changes.snapshot()
        let during = try await snapshotInAFailedCommand()
        #expect(changes.isUnchanged(since: before, in: ["tx", "budget"]))
        #expect(!changes.isUnchanged(since: during, in: ["tx", "budget"]))
    }

    @Test func aRolledBackScriptTransactionLeavesWhatWasReadBeforeItFresh() async throws {
        let before = changes.snapshot()
        try database.beginOuterTransaction()
        try await database.unitOfWork { try addFreeTransaction() }
        #expect(!changes.isUnchanged(since: before, in: ["tx"]))
        let during = changes.snapshot()
        try database.endOuterTransaction(commit: false)
        #expect(changes.isUnchanged(since: before, in: ["tx", "budget"]))
        #expect(!changes.isUnchanged(since: during, in: ["tx"]))
    }

    @Test func anotherConnectionsCommitMakesEverythingStale() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("pulpe-changes-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let mine = try AppDatabase.open(path: file + "/pulpe.sqlite")
        let other = try AppDatabase.open(path: file + "/pulpe.sqlite")
        let before = mine.changes.snapshot()
        try other.write { try $0.execute(sql: "INSERT INTO template (name, name_key) VALUES ('A', 'a')") }
        #expect(!mine.changes.isUnchanged(since: before, in: ["settings"]))
    }
}
