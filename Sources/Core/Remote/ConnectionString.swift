import Foundation

/// Where the household's PostgreSQL database is, read as libpq reads it: a URI
/// (`postgres://user@host:5432/dbname?sslmode=disable`) or key=value words
/// (`host=localhost dbname=household`), with `PGHOST`, `PGPORT`, `PGUSER`, `PGDATABASE` and
/// `PGSSLMODE` for what is left out. The password is never part of what pulpe keeps: it comes
/// from `PGPASSWORD` or the password file (`~/.pgpass`, `PGPASSFILE`), as with `psql`.
///
/// Example: `postgres://anna@db.home:5433/money` → host db.home, port 5433, user anna,
/// database money, sslmode prefer; `stored` gives the same string back without any password.
public struct ConnectionString: Sendable, Equatable {
    public enum SSLMode: String, Sendable {
        case disable, allow, prefer, require
        case verifyCA = "verify-ca"
        case verifyFull = "verify-full"
    }

    public var host: String
    public var port: Int
    public var user: String
    public var database: String
    public var sslMode: SSLMode
    /// The certificate authority that `verify-ca` and `verify-full` check the server's
    /// certificate against (`sslrootcert`, `PGSSLROOTCERT`); nil: `~/.postgresql/root.crt`, as libpq.
    public var sslRootCert: String?
    /// A password written in the string itself: refused by `parse` unless `allowsPassword`.
    public var password: String?

    /// Reads `text`; `environment` stands for the process environment (tests pass their own).
    public static func parse(_ text: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws(RemoteError)
        -> ConnectionString
    {
        var values: [String: String] = [:]
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("postgres://") || trimmed.hasPrefix("postgresql://") {
            values = try uriValues(trimmed)
        } else if trimmed.contains("=") {
            values = try keywordValues(trimmed)
        } else {
            throw .badConnectionString(
                text, reason: "write it as postgres://USER@HOST:PORT/DATABASE or as host=HOST dbname=DATABASE")
        }
        let user = values["user"] ?? environment["PGUSER"] ?? environment["USER"] ?? "postgres"
        let portText = values["port"] ?? environment["PGPORT"] ?? "5432"
        guard let port = Int(portText), (1...65535).contains(port) else {
            throw .badConnectionString(text, reason: "port '\(portText)' is not a port number (1 to 65535)")
        }
        let modeText = values["sslmode"] ?? environment["PGSSLMODE"] ?? "prefer"
        guard let mode = SSLMode(rawValue: modeText) else {
            throw .badConnectionString(
                text, reason: "sslmode '\(modeText)' is not one of disable, allow, prefer, require, verify-ca, verify-full")
        }
        let host = values["host"] ?? environment["PGHOST"] ?? "localhost"
        if host.contains(",") {
            throw .badConnectionString(text, reason: "several hosts are not supported: name one")
        }
        if mode == .verifyFull, Self.isIPAddress(host) {
            throw .badConnectionString(
                text, reason: "sslmode=verify-full checks the server's name, and \(host) is an address: give its name, or use verify-ca")
        }
        return ConnectionString(
            host: host, port: port, user: user, database: values["dbname"] ?? environment["PGDATABASE"] ?? user, sslMode: mode,
            sslRootCert: values["sslrootcert"] ?? environment["PGSSLROOTCERT"], password: values["password"])
    }

    /// The string pulpe stores and shows: a URI with every part but the password.
    public var stored: String {
        let hostPart = host.hasPrefix("/") ? "" : Self.escape(host)
        var query: [String] = []
        if host.hasPrefix("/") { query.append("host=\(Self.escape(host))") }
        if sslMode != .prefer { query.append("sslmode=\(sslMode.rawValue)") }
        if let sslRootCert { query.append("sslrootcert=\(Self.escape(sslRootCert))") }
        return "postgres://\(Self.escape(user))@\(hostPart):\(port)/\(Self.escape(database))"
            + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
    }

    /// The socket file when `host` is a folder (a Unix-domain socket, as libpq reads it).
    public var socketPath: String? { host.hasPrefix("/") ? "\(host)/.s.PGSQL.\(port)" : nil }

    // MARK: - Parsing

    private static func uriValues(_ text: String) throws(RemoteError) -> [String: String] {
        var rest = Substring(text[text.range(of: "://")!.upperBound...])
        var values: [String: String] = [:]
        if let mark = rest.firstIndex(of: "?") {
            for pair in rest[rest.index(after: mark)...].split(separator: "&") {
                let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2, let key = parts[0].removingPercentEncoding, let value = parts[1].removingPercentEncoding else {
                    throw .badConnectionString(text, reason: "'\(pair)' is not a KEY=VALUE parameter")
                }
                try checkKnown(key, in: text)
                values[key == "hostaddr" ? "host" : key] = value
            }
            rest = rest[..<mark]
        }
        if let slash = rest.firstIndex(of: "/") {
            let name = String(rest[rest.index(after: slash)...])
            if !name.isEmpty { values["dbname"] = name.removingPercentEncoding ?? name }
            rest = rest[..<slash]
        }
        if let at = rest.lastIndex(of: "@") {
            let credentials = rest[..<at]
            if let colon = credentials.firstIndex(of: ":") {
                values["user"] = String(credentials[..<colon]).removingPercentEncoding
                values["password"] = String(credentials[credentials.index(after: colon)...]).removingPercentEncoding
            } else if !credentials.isEmpty {
                values["user"] = String(credentials).removingPercentEncoding
            }
            rest = rest[rest.index(after: at)...]
        }
        if !rest.isEmpty {
            var hostPart = rest
            if hostPart.hasPrefix("["), let close = hostPart.firstIndex(of: "]") {
                values["host"] = String(hostPart[hostPart.index(after: hostPart.startIndex)..<close])
                hostPart = hostPart[hostPart.index(after: close)...]
                if hostPart.hasPrefix(":") { values["port"] = String(hostPart.dropFirst()) }
            } else if let colon = hostPart.lastIndex(of: ":") {
                values["host"] = String(hostPart[..<colon]).removingPercentEncoding
                values["port"] = String(hostPart[hostPart.index(after: colon)...])
            } else {
                values["host"] = String(hostPart).removingPercentEncoding
            }
            if values["host"] == "" { values["host"] = nil }
        }
        return values
    }

    private static func keywordValues(_ text: String) throws(RemoteError) -> [String: String] {
        var values: [String: String] = [:]
        var characters = Array(text)[...]
        func skipSpaces() { while characters.first?.isWhitespace == true { characters = characters.dropFirst() } }
        skipSpaces()
        while !characters.isEmpty {
            guard let equals = characters.firstIndex(of: "=") else {
                throw .badConnectionString(text, reason: "'\(String(characters))' has no = VALUE")
            }
            let key = String(characters[..<equals]).trimmingCharacters(in: .whitespaces)
            characters = characters[characters.index(after: equals)...]
            skipSpaces()
            var value = ""
            if characters.first == "'" {
                characters = characters.dropFirst()
                var closed = false
                while let character = characters.first {
                    characters = characters.dropFirst()
                    if character == "\\", let next = characters.first {
                        value.append(next)
                        characters = characters.dropFirst()
                    } else if character == "'" {
                        closed = true
                        break
                    } else {
                        value.append(character)
                    }
                }
                if !closed { throw .badConnectionString(text, reason: "the quote after \(key)= is not closed") }
            } else {
                while let character = characters.first, !character.isWhitespace {
                    value.append(character)
                    characters = characters.dropFirst()
                }
            }
            try checkKnown(key, in: text)
            values[key == "hostaddr" ? "host" : key] = value
            skipSpaces()
        }
        return values
    }

    /// The parameters pulpe reads; `connect_timeout` and `application_name` are accepted and left to their defaults.
    private static let knownKeys: Set<String> = [
        "host", "hostaddr", "port", "user", "dbname", "password", "sslmode", "sslrootcert", "connect_timeout", "application_name",
    ]

    private static func checkKnown(_ key: String, in text: String) throws(RemoteError) {
        guard knownKeys.contains(key) else {
            throw .badConnectionString(
                text, reason: "'\(key)' is not a parameter pulpe reads (host, port, user, dbname, sslmode, sslrootcert)")
        }
    }

    /// An IPv4 or IPv6 address rather than a name (`127.0.0.1`, `::1`, `[::1]`).
    static func isIPAddress(_ host: String) -> Bool {
        var address = in6_addr()
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        var v4 = in_addr()
        return inet_pton(AF_INET, bare, &v4) == 1 || inet_pton(AF_INET6, bare, &address) == 1
    }

    /// The file of certificate authorities `verify-ca` and `verify-full` trust.
    public func rootCertificateFile(environment: [String: String]) -> String {
        sslRootCert ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.postgresql/root.crt")
    }

    private static func escape(_ part: String) -> String {
        part.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(CharacterSet(charactersIn: "-._~"))) ?? part
    }
}
