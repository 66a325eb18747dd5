import Foundation
import TestSupport
import Testing

/// The household's server going away in the middle of a sync (stopped as an administrator
/// would, or killed): the sync ends with a clear error, an auto sync within its 2 s, and the next
/// sync sends everything. Each test has a server of its own, held mid-step by a lock (no timing).
@Suite(.enabled(if: ThrowawayPostgres.isAvailable, "\(TestPostgres.skipReason)"))
struct SyncServerLossTests {
    /// Device a shares a budget with one transaction on `server`, and adds one more, not sent yet.
    func household(on server: ThrowawayPostgres) async throws -> Household {
        let household = try Household(on: server.url)
        try await household.run("a", ["budget new 2026-11", "line add expense Groceries 600", "tx add Migros 82.40 --line Groceries"])
        let shared = try await household.run("a", ["sync init \(household.url) --name laptop"])
        #expect(shared.status == 0, "\(shared.stderr)")
        try await household.run("a", ["tx add Coop 20 --line Groceries"])
        return household
    }

    @Test(arguments: ["fast", "immediate"])
    func aServerStoppedMidSyncEndsItWithAClearErrorAndTheNextSyncSendsEverything(mode: String) async throws {
        let server = try ThrowawayPostgres()
        defer { server.remove() }
        let household = try await household(on: server)
        defer { household.cleanUp() }
        // The sync reaches the push (inside its transaction) and waits there for the log's lock.
        let holder = try server.holdLock(on: "pulpe.change")
        defer { holder.close() }
        let syncing = try household.pulpe.start(
            ["-c", "sync"], database: household.path("a"), environment: ["PGPASSWORD": TestPostgres.password])
        try await server.waitUntilASessionWaitsOnALock(unless: { !syncing.process.isRunning })
        try server.stop(mode: mode)
        // Before: the sync waited forever on a statement written to the closed connection.
        let ended = await HangGuard.run { try? syncing.wait() }
        if ended == nil { syncing.kill() }
        let result = try #require(ended ?? nil, "the sync hung after the server stopped (\(mode))")
        #expect(result.status == 1)
        #expect(result.stderr.contains("error: cannot reach 127.0.0.1:"), "\(result.stderr)")
        #expect(result.stderr.contains("connection refused (is PostgreSQL running there?)"), "\(result.stderr)")
        holder.close()
        try server.start()
        let again = try await household.run("a", ["sync"])
        #expect(again.stdout.contains("sent 1 change, nothing new"), "\(again.stdout) \(again.stderr)")
        let names = try TestPostgres.rows(household.url, "SELECT fields->>'name' FROM pulpe.change WHERE table_name = 'tx' ORDER BY seq")
        #expect(names.map { $0[0] } == ["Migros", "Coop"])
    }

    @Test func anAutoSyncThatGetsNoAnswerGivesUpAtItsLimitAndTheChangeStands() async throws {
        let server = try ThrowawayPostgres()
        defer { server.remove() }
        let household = try await household(on: server)
        defer { household.cleanUp() }
        #expect(try await household.run("a", ["settings set sync auto"]).status == 0)
        let holder = try server.holdLock(on: "pulpe.change")
        defer { holder.close() }
        // Before: the 2 s deadline closed the connection, then the ROLLBACK waited on it forever.
        let added = await HangGuard.run {
            try? household.pulpe.start(
                ["-c", "tx add Lidl 30 --line Groceries"], database: household.path("a"),
                environment: ["PGPASSWORD": TestPostgres.password]
            ).wait()
        }
        let result = try #require(added ?? nil, "tx add hung in its auto sync")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("sync pending ("), "\(result.stderr)")
        #expect(result.stderr.contains("did not answer within 2 s"), "\(result.stderr)")
        holder.close()
        #expect(try await household.run("a", ["sync"]).status == 0)
        let names = try TestPostgres.rows(household.url, "SELECT fields->>'name' FROM pulpe.change WHERE table_name = 'tx' ORDER BY seq")
        #expect(names.map { $0[0] } == ["Migros", "Coop", "Lidl"])
    }
}
