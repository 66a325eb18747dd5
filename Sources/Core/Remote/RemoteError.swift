/// What can go wrong between pulpe and the household's PostgreSQL, each case worded for the
/// person at the terminal: what failed, on which server, and what to do.
public enum RemoteError: Error, CustomStringConvertible, Sendable, Equatable {
    case badConnectionString(String, reason: String)
    /// Could not reach the server (refused, unreachable, timed out): the machine may be offline.
    case unreachable(server: String, reason: String)
    /// The server wants a password and none was found (`ignoredFile`: a password file others can read).
    case passwordNeeded(server: String, ignoredFile: String?)
    /// The server refused the user or password.
    case authenticationFailed(server: String, message: String)
    /// The connection dropped while talking.
    case connectionLost(server: String, reason: String)
    /// The server answered with an error.
    case server(message: String, detail: String?)
    /// `sslmode=verify-ca|verify-full`: the server's certificate could not be trusted (or the
    /// authority to check it against is missing). Not worth retrying: nothing is sent.
    case untrusted(server: String, reason: String)
    /// The attempt took longer than allowed.
    case timedOut(server: String, seconds: Double)
    /// Stopped by the person (Ctrl-C) while it waited on the server.
    case interrupted(server: String)

    /// True when trying again later may work (offline, dropped): the changes stay pending.
    public var isTransient: Bool {
        switch self {
        case .unreachable, .connectionLost, .timedOut, .interrupted: true
        default: false
        }
    }

    /// True when trying again at once may work: a refused or dropped connection, not a server
    /// that let the time run out (that would make the wait several times as long).
    public var isWorthRetrying: Bool {
        switch self {
        case .unreachable, .connectionLost: true
        default: false
        }
    }

    /// True when the server refused a statement for want of a right (a device's role, made by
    /// `scripts/household-roles`, that may not do what only the owner does).
    public var isPermissionDenied: Bool {
        if case .server(let message, _) = self { return message.contains("permission denied") }
        return false
    }

    /// The message, so that `"\(error)"` reads as the sentence too.
    public var description: String { message }

    public var message: String {
        switch self {
        case .badConnectionString(let text, let reason):
            "'\(Self.hidingPassword(text))' is not a connection string pulpe can use: \(reason)"
        case .unreachable(let server, let reason):
            "cannot reach \(server): \(reason)"
        case .passwordNeeded(let server, let ignored):
            "\(server) asks for a password: set PGPASSWORD or add a line to ~/.pgpass (host:port:database:user:password, mode 0600)"
                + (ignored.map { "; \($0) is readable by others, so it is ignored: chmod 600 \($0)" } ?? "")
        case .authenticationFailed(let server, let message):
            "\(server) refused the login: \(message) (the password comes from PGPASSWORD or ~/.pgpass)"
        case .connectionLost(let server, let reason):
            "the connection to \(server) was lost: \(reason)"
        case .server(let message, let detail):
            "the household database answered: \(message)" + (detail.map { " (\($0))" } ?? "")
        case .untrusted(let server, let reason):
            "\(server) is not trusted: \(reason); nothing was sent"
        case .timedOut(let server, let seconds):
            "\(server) did not answer within \(seconds.formatted()) s"
        case .interrupted(let server):
            "interrupted while waiting on \(server): nothing is lost, the next sync sends what is pending"
        }
    }

    /// The text with anything between `://user:` and `@` replaced, for error messages.
    static func hidingPassword(_ text: String) -> String {
        guard let scheme = text.range(of: "://"), let at = text[scheme.upperBound...].lastIndex(of: "@"),
            let colon = text[scheme.upperBound..<at].firstIndex(of: ":")
        else { return text }
        return String(text[..<text.index(after: colon)]) + "***" + String(text[at...])
    }
}

extension Double {
    fileprivate func formatted() -> String { self == rounded() ? String(Int(self)) : String(self) }
}
