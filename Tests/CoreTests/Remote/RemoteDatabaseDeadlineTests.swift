import Foundation
import TestSupport
import Testing

@testable import Remote

/// A call on a connection whose server goes away, stalls, or is cancelled (Ctrl-C) ends with a
/// clear error, and so does every later call: none waits forever. Each test has its own server,
/// and a statement held mid-step by a lock another session holds (no timing).
@Suite(.enabled(if: ThrowawayPostgres.isAvailable, "\(TestPostgres.skipReason)"))
struct RemoteDatabaseDeadlineTests {
    let environment = ["PGPASSWORD": TestPostgres.password]

    /// A server, a table `held` on it locked by another session, and a connection to it.
    func blockedSetUp(stepTimeout: Double = RemoteDatabase.defaultStepTimeout, cancellation: RemoteCancellation? = nil) throws -> (
        ThrowawayPostgres, RemoteDatabase, RemoteDatabase
    ) {
        let server = try ThrowawayPostgres()
        let target = try ConnectionString.parse(server.url, environment: environment)
        let setup = try RemoteDatabase.connect(target, environment: environment)
        try setup.execute("CREATE TABLE held (x int)")
        setup.close()
        let holder = try server.holdLock(on: "held")
        let connection = try RemoteDatabase.connect(
            target, stepTimeout: stepTimeout, cancellation: cancellation, environment: environment)
        return (server, holder, connection)
    }

    /// Returns once `blocked` waits on the server for the held lock; fails naming its result when
    /// it ended without waiting.
    func waitUntilWaiting<T>(_ blocked: HangGuard.Running<T>, on server: ThrowawayPostgres) async throws {
        try await server.waitUntilASessionWaitsOnALock(unless: { blocked.hasEnded })
        guard blocked.hasEnded else { return }
        let result = await blocked.result()
        try #require(Bool(false), "the call ended before it waited on the lock: \(String(describing: result))")
    }

    @Test(arguments: ["fast", "immediate"])
    func aServerStoppedMidTransactionEndsTheCallAndEveryLaterOne(mode: String) async throws {
        let (server, holder, connection) = try blockedSetUp()
        defer { server.remove() }
        defer { holder.close() }
        defer { connection.close() }
        let blocked = HangGuard.start { () -> String in
            do {
                try connection.transaction { try connection.execute("LOCK TABLE held IN EXCLUSIVE MODE") }
                return "no error"
            } catch { return "\(error)" }
        }
        try await waitUntilWaiting(blocked, on: server)
        try server.stop(mode: mode)
        // Before: the ROLLBACK after the lost statement was written to the closed connection and waited forever.
        let failure = try #require(await blocked.result(), "the call hung after the server stopped (\(mode))")
        #expect(failure.contains("the connection to 127.0.0.1:"), "\(failure)")
        let later = try #require(
            await HangGuard.run { () -> String in
                do { try connection.execute("SELECT 1") } catch { return "\(error)" }
                return "no error"
            }, "a statement after the loss hung")
        #expect(later.contains("the connection to 127.0.0.1:") && later.contains("was closed"), "\(later)")
        #expect(await HangGuard.run { connection.close() } != nil)
    }

    @Test func cancellingEndsAWaitingStatementAndTheConnection() async throws {
        let cancellation = RemoteCancellation()
        let (server, holder, connection) = try blockedSetUp(cancellation: cancellation)
        defer { server.remove() }
        defer { holder.close() }
        defer { connection.close() }
        let blocked = HangGuard.start { () -> RemoteError? in
            do { try connection.transaction { try connection.execute("LOCK TABLE held IN EXCLUSIVE MODE") } } catch {
                return error as? RemoteError
            }
            return nil
        }
        try await waitUntilWaiting(blocked, on: server)
        cancellation.cancel()
        let failure = try #require(await blocked.result(), "the call did not end at the cancel")
        #expect(failure == .interrupted(server: connection.server))
        #expect(failure?.description.contains("nothing is lost, the next sync sends what is pending") == true)
        // Cancelled stays cancelled: a later statement does not start.
        #expect(throws: RemoteError.self) { try connection.execute("SELECT 1") }
    }

    @Test func aStatementThatOutlastsItsStepEndsAsTimedOut() async throws {
        let (server, holder, connection) = try blockedSetUp(stepTimeout: 0.5)
        defer { server.remove() }
        defer { holder.close() }
        defer { connection.close() }
        let failure = await HangGuard.run { () -> RemoteError? in
            do { try connection.transaction { try connection.execute("LOCK TABLE held IN EXCLUSIVE MODE") } } catch {
                return error as? RemoteError
            }
            return nil
        }
        #expect(failure == .timedOut(server: connection.server, seconds: 0.5))
    }
}
