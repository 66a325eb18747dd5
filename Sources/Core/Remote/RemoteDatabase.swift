import Foundation
import Logging
import NIOCore
import NIOSSL
import PostgresNIO

/// One connection to the household's PostgreSQL, used synchronously: each call waits for its
/// answer on PostgresNIO's own event loop threads, so a caller on any thread (the shell's
/// included) blocks without starving Swift's concurrency pool. Every statement is bounded by the
/// connection's deadline: past it the connection is closed and the call fails with `timedOut`.
///
/// Rows come back as text (`[[String?]]`): the statements cast what they select.
public final class RemoteDatabase: Sendable {
    /// "host:port/database", for messages.
    public let server: String
    private let connection: PostgresConnection
    private let logger: Logger
    private let deadline: NIODeadline?
    private let seconds: Double?

    private init(server: String, connection: PostgresConnection, logger: Logger, seconds: Double?) {
        self.server = server
        self.connection = connection
        self.logger = logger
        self.seconds = seconds
        deadline = seconds.map { .now() + .nanoseconds(Int64($0 * 1_000_000_000)) }
        if let deadline {
            connection.eventLoop.scheduleTask(deadline: deadline) {
                let closing: EventLoopFuture<Void> = connection.close()
                _ = closing
            }
        }
    }

    /// Connects and logs in. `timeout` bounds the connection and everything done on it (nil:
    /// 10 s to connect, then no bound). The password is `PGPASSWORD`'s, else the password file's.
    public static func connect(
        _ target: ConnectionString, timeout: Double? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(RemoteError) -> RemoteDatabase {
        let server = target.socketPath.map { "\($0) (\(target.database))" } ?? "\(target.host):\(target.port)/\(target.database)"
        let password =
            target.password ?? environment["PGPASSWORD"].flatMap { $0.isEmpty ? nil : $0 }
            ?? PasswordFile.password(for: target, environment: environment)
        var configuration: PostgresConnection.Configuration
        if let socket = target.socketPath {
            configuration = .init(unixSocketPath: socket, username: target.user, password: password, database: target.database)
        } else {
            let tls: PostgresConnection.Configuration.TLS
            do {
                var settings = TLSConfiguration.makeClientConfiguration()
                // As libpq's sslmode=require: encrypted, the certificate not checked.
                settings.certificateVerification = .none
                switch target.sslMode {
                case .disable: tls = .disable
                case .allow, .prefer: tls = .prefer(try NIOSSLContext(configuration: settings))
                case .require, .verifyCA, .verifyFull: tls = .require(try NIOSSLContext(configuration: settings))
                }
            } catch {
                throw .unreachable(server: server, reason: "TLS could not be set up (\(error))")
            }
            configuration = .init(
                host: target.host, port: target.port, username: target.user, password: password, database: target.database, tls: tls)
        }
        configuration.options.connectTimeout = .milliseconds(Int64((timeout ?? 10) * 1000))
        var logger = Logger(label: "pulpe.sync")
        logger.logLevel = .critical
        do {
            let connection = try PostgresConnection.connect(
                on: PostgresConnection.defaultEventLoopGroup.any(), configuration: configuration, id: 1, logger: logger
            ).wait()
            return RemoteDatabase(server: server, connection: connection, logger: logger, seconds: timeout)
        } catch {
            let failure = classify(error, server: server, seconds: timeout, connecting: true)
            if case .passwordNeeded = failure {
                throw .passwordNeeded(server: server, ignoredFile: PasswordFile.ignoredFile(environment: environment))
            }
            throw failure
        }
    }

    /// Runs one statement, ignoring any rows.
    public func execute(_ sql: String, _ values: [RemoteValue] = []) throws(RemoteError) {
        _ = try rows(sql, values)
    }

    /// Runs one statement and returns its rows, each column as text (NULL as nil).
    public func rows(_ sql: String, _ values: [RemoteValue] = []) throws(RemoteError) -> [[String?]] {
        var binds = PostgresBindings(capacity: values.count)
        for value in values {
            switch value {
            case .text(let text): binds.append(text)
            case .int(let number): binds.append(number)
            case .null: binds.appendNull()
            case .texts(let texts): binds.append(texts)
            case .ints(let numbers): binds.append(numbers)
            }
        }
        do {
            let result = try connection.query(PostgresQuery(unsafeSQL: sql, binds: binds), logger: logger).wait()
            return try result.rows.map { row in try row.makeRandomAccess().map { try $0.decode(String?.self) } }
        } catch {
            throw Self.classify(error, server: server, seconds: seconds, connecting: false, deadline: deadline)
        }
    }

    /// Runs `body` between BEGIN and COMMIT; ROLLBACK when it throws.
    public func transaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    public func close() {
        let closing: EventLoopFuture<Void> = connection.close()
        _ = try? closing.wait()
    }

    // MARK: - Errors

    private static func classify(
        _ error: any Error, server: String, seconds: Double?, connecting: Bool, deadline: NIODeadline? = nil
    ) -> RemoteError {
        if let deadline, let seconds, NIODeadline.now() >= deadline { return .timedOut(server: server, seconds: seconds) }
        guard let error = error as? PSQLError else {
            if reason(error) == timeoutReason { return .timedOut(server: server, seconds: seconds ?? 10) }
            return connecting ? .unreachable(server: server, reason: reason(error)) : .connectionLost(server: server, reason: reason(error))
        }
        switch error.code {
        case .server:
            let state = error.serverInfo?[.sqlState] ?? ""
            let message = error.serverInfo?[.message] ?? "an error"
            if state.hasPrefix("28") { return .authenticationFailed(server: server, message: message) }
            if state.hasPrefix("08") || state == "57P01" { return .connectionLost(server: server, reason: message) }
            return .server(message: message, detail: error.serverInfo?[.detail])
        case .authMechanismRequiresPassword:
            return .passwordNeeded(server: server, ignoredFile: nil)
        case .sslUnsupported:
            return .unreachable(
                server: server, reason: "the server does not offer TLS: use sslmode=prefer or sslmode=disable, or turn ssl on there")
        case .connectionError:
            let underlying = error.underlying.map(reason) ?? "no answer"
            if underlying == timeoutReason { return .timedOut(server: server, seconds: seconds ?? 10) }
            return connecting ? .unreachable(server: server, reason: underlying) : .connectionLost(server: server, reason: underlying)
        case .serverClosedConnection, .clientClosedConnection, .uncleanShutdown:
            if connecting { return .unreachable(server: server, reason: "the server closed the connection") }
            return .connectionLost(server: server, reason: "the connection was closed")
        default:
            return .server(message: "\(error.code)", detail: error.underlying.map(reason))
        }
    }

    private static let timeoutReason = "no answer in time"

    private static func reason(_ error: any Error) -> String {
        let text = String(describing: error)
        if text.contains("refused") || text.contains("ECONNREFUSED") { return "connection refused (is PostgreSQL running there?)" }
        if text.contains("connectTimeout") || text.contains("timed out") || text.contains("Connect timeout") { return timeoutReason }
        if text.contains("No such file") || text.contains("ENOENT") { return "no server socket there" }
        if text.contains("resolve") || text.contains("NXDOMAIN") { return "unknown host" }
        return text
    }
}
