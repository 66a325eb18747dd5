import Foundation
import Logging
import NIOCore
import NIOSSL
import PostgresNIO

/// One connection to the household's PostgreSQL, used synchronously: each call waits for its
/// answer on PostgresNIO's own event loop threads, so a caller on any thread (the shell's
/// included) blocks without starving Swift's concurrency pool. Every step is bounded: connecting
/// by `timeout` (10 s when nil), each statement by `stepTimeout`, all of them by `timeout` when
/// given (auto sync's 2 s). A step also ends when the connection closes (the server went away)
/// or `cancellation` cancels (Ctrl-C); one that ends without its answer closes the connection.
///
/// Rows come back as text (`[[String?]]`): the statements cast what they select.
public final class RemoteDatabase: Sendable {
    /// "host:port/database", for messages.
    public let server: String
    private let connection: PostgresConnection
    private let logger: Logger
    /// When the whole attempt must end (`timeout`), if it is bounded.
    private let deadline: NIODeadline?
    private let seconds: Double?
    private let stepSeconds: Double
    private let cancellation: RemoteCancellation?

    /// How long one statement may take when nothing bounds it tighter.
    public static let defaultStepTimeout: Double = 60

    private init(
        server: String, connection: PostgresConnection, logger: Logger, seconds: Double?, deadline: NIODeadline?, stepSeconds: Double,
        cancellation: RemoteCancellation?
    ) {
        self.server = server
        self.connection = connection
        self.logger = logger
        self.seconds = seconds
        self.stepSeconds = stepSeconds
        self.cancellation = cancellation
        self.deadline = deadline
    }

    /// Connects and logs in. `timeout` bounds the connection and everything done on it (nil:
    /// 10 s to connect, then `stepTimeout` per statement). The password is `PGPASSWORD`'s, else
    /// the password file's.
    public static func connect(
        _ target: ConnectionString, timeout: Double? = nil, stepTimeout: Double = defaultStepTimeout,
        cancellation: RemoteCancellation? = nil, environment: [String: String] = ProcessInfo.processInfo.environment
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
            var settings = TLSConfiguration.makeClientConfiguration()
            // As libpq: require encrypts without checking the certificate; verify-ca checks it is
            // signed by an authority in the root certificate file; verify-full also that it names the host.
            settings.certificateVerification = .none
            if target.sslMode == .verifyCA || target.sslMode == .verifyFull {
                let file = target.rootCertificateFile(environment: environment)
                guard FileManager.default.isReadableFile(atPath: file) else {
                    throw .untrusted(
                        server: server,
                        reason: "sslmode=\(target.sslMode.rawValue) checks its certificate against \(file), which cannot be read "
                            + "(put the household's CA certificate there, or name it with sslrootcert=FILE)")
                }
                settings.trustRoots = .file(file)
                settings.certificateVerification = target.sslMode == .verifyFull ? .fullVerification : .noHostnameVerification
            }
            do {
                switch target.sslMode {
                case .disable: tls = .disable
                case .allow, .prefer: tls = .prefer(try NIOSSLContext(configuration: settings))
                case .require, .verifyCA, .verifyFull: tls = .require(try NIOSSLContext(configuration: settings))
                }
            } catch {
                throw .untrusted(server: server, reason: "TLS could not be set up: \(reason(error))")
            }
            configuration = .init(
                host: target.host, port: target.port, username: target.user, password: password, database: target.database, tls: tls)
        }
        configuration.options.connectTimeout = .milliseconds(Int64((timeout ?? 10) * 1000))
        var logger = Logger(label: "pulpe.sync")
        logger.logLevel = .critical
        let deadline = timeout.map { NIODeadline.now() + .seconds(exactly: $0) }
        let connecting = PostgresConnection.connect(
            on: PostgresConnection.defaultEventLoopGroup.any(), configuration: configuration, id: 1, logger: logger)
        let outcome = RemoteStep.wait(for: connecting, closing: nil, cancellation: cancellation, until: deadline ?? .now() + .seconds(10))
        guard case .answered(let result) = outcome, case .success(let connection) = result else {
            // Given up on, a connection that comes later is closed at once.
            connecting.whenSuccess { connection in
                // Held until it has closed: a connection released open trips postgres-nio's assertion.
                connection.close().whenComplete { _ in _ = connection }
            }
            let failure = classify(outcome, server: server, seconds: timeout ?? 10, connecting: true)
            if case .passwordNeeded = failure {
                throw .passwordNeeded(server: server, ignoredFile: PasswordFile.ignoredFile(environment: environment))
            }
            throw failure
        }
        return RemoteDatabase(
            server: server, connection: connection, logger: logger, seconds: timeout, deadline: deadline, stepSeconds: stepTimeout,
            cancellation: cancellation)
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
        // A statement written after the connection closed would never be answered.
        guard !connection.isClosed else { throw .connectionLost(server: server, reason: "the connection was closed") }
        let stepDeadline = NIODeadline.now() + .seconds(exactly: stepSeconds)
        let until = deadline.map { min($0, stepDeadline) } ?? stepDeadline
        let outcome = RemoteStep.wait(
            for: connection.query(PostgresQuery(unsafeSQL: sql, binds: binds), logger: logger), closing: connection.closeFuture,
            cancellation: cancellation, until: until)
        if case .answered(.success(let result)) = outcome {
            do {
                return try result.rows.map { row in try row.makeRandomAccess().map { try $0.decode(String?.self) } }
            } catch {
                throw .server(message: "an answer pulpe cannot read", detail: Self.reason(error))
            }
        }
        switch outcome {
        case .timedOut, .cancelled: abandon()
        case .answered, .closed: break
        }
        throw Self.classify(outcome, server: server, seconds: until == deadline ? seconds ?? stepSeconds : stepSeconds, connecting: false)
    }

    /// Runs `body` between BEGIN and COMMIT; ROLLBACK when it throws (and the connection is open).
    public func transaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            // Unheard: the failure that led here is thrown; the server also rolls back when the connection closes.
            if !connection.isClosed { try? execute("ROLLBACK") }
            throw error
        }
    }

    /// Throws `timedOut` once the attempt's deadline (`connect(timeout:)`) has passed: work done
    /// between two statements (a sync queueing changes) stops there too, not at the next statement.
    public func checkDeadline() throws(RemoteError) {
        guard let deadline, let seconds, NIODeadline.now() >= deadline else { return }
        throw .timedOut(server: server, seconds: seconds)
    }

    /// Closes the connection, waiting a second at most for it to go (never past the attempt's deadline).
    public func close() {
        let closing: EventLoopFuture<Void> = connection.close()
        // Held until it has closed, however long that takes after this wait gives up.
        closing.whenComplete { [connection] _ in _ = connection }
        let second = NIODeadline.now() + .seconds(1)
        _ = RemoteStep.wait(for: closing, closing: nil, cancellation: nil, until: deadline.map { min($0, second) } ?? second)
    }

    /// Closes the connection without waiting: a step given up on leaves nothing waiting on it.
    private func abandon() {
        connection.close().whenComplete { [connection] _ in _ = connection }
    }

    // MARK: - Errors

    /// What a step's outcome other than rows means for the person at the terminal.
    private static func classify<Value>(_ outcome: RemoteStep<Value>.Outcome, server: String, seconds: Double, connecting: Bool)
        -> RemoteError
    {
        switch outcome {
        case .answered(.failure(let error)): return classify(error, server: server, seconds: seconds, connecting: connecting)
        case .answered(.success): return .server(message: "an unexpected answer", detail: nil)
        case .timedOut: return .timedOut(server: server, seconds: seconds)
        case .cancelled: return .interrupted(server: server)
        case .closed:
            if connecting { return .unreachable(server: server, reason: "the server closed the connection") }
            return .connectionLost(server: server, reason: "the connection was closed")
        }
    }

    /// A TLS handshake that failed on the certificate (not signed by a trusted authority, not
    /// naming the host), not one the network or the server cut short.
    private static func isCertificateRefusal(_ error: (any Error)?) -> Bool {
        if error is NIOSSLExtraError { return true }
        guard case .handshakeFailed(let failure)? = error as? NIOSSLError, case .sslError(let stack) = failure else { return false }
        return "\(stack)".uppercased().contains("CERTIFICATE")
    }

    private static func classify(_ error: any Error, server: String, seconds: Double?, connecting: Bool) -> RemoteError {
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
        case .connectionError where connecting && isCertificateRefusal(error.underlying):
            return .untrusted(server: server, reason: "its certificate was refused (\(error.underlying.map(reason) ?? "TLS failed"))")
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
        // Never the error's own text, which is a Swift value (`NIOConnectionError(host: …)`).
        if let error = error as? IOError { return String(cString: strerror(error.errnoCode)).lowercased() }
        return "an unexpected \(String(describing: type(of: error)).prefix { $0.isLetter }) from the network"
    }
}

extension TimeAmount {
    /// A duration given in seconds, fractions included.
    fileprivate static func seconds(exactly seconds: Double) -> TimeAmount { .nanoseconds(Int64(seconds * 1_000_000_000)) }
}
