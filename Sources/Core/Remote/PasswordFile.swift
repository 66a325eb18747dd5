import Foundation

/// The libpq password file (`~/.pgpass`, or `PGPASSFILE`): lines `host:port:database:user:password`,
/// `*` matching anything, `\:` and `\\` escaping; the first matching line wins.
///
/// Example: the line `db.home:*:money:anna:s3cret` gives `s3cret` for anna on db.home, any port,
/// database money. As libpq does, a file readable by group or others is ignored.
public enum PasswordFile {
    /// Where the file is looked for.
    public static func path(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        environment["PGPASSFILE"] ?? (environment["HOME"].map { $0 + "/.pgpass" } ?? NSHomeDirectory() + "/.pgpass")
    }

    /// The file's path when it exists but is ignored because others may read it.
    public static func ignoredFile(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let path = path(environment: environment)
        // Unheard: no password file (the usual case) is no file to warn about.
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let mode = attributes[.posixPermissions] as? Int, mode & 0o077 != 0
        else { return nil }
        return path
    }

    public static func password(
        for connection: ConnectionString, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String? {
        let path = path(environment: environment)
        // Unheard: no readable password file means no password from it; the server then asks for one.
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let mode = attributes[.posixPermissions] as? Int, mode & 0o077 == 0,
            let text = try? String(contentsOfFile: path, encoding: .utf8)
        else { return nil }
        let host = connection.host.hasPrefix("/") ? "localhost" : connection.host
        let wanted = [host, String(connection.port), connection.database, connection.user]
        for line in text.split(whereSeparator: \.isNewline) where !line.hasPrefix("#") {
            let fields = split(String(line))
            guard fields.count == 5 else { continue }
            if zip(fields.prefix(4), wanted).allSatisfy({ $0 == "*" || $0 == $1 }) { return fields[4] }
        }
        return nil
    }

    /// Splits a line on unescaped colons, taking the escapes off.
    static func split(_ line: String) -> [String] {
        var fields = [""]
        var escaped = false
        for character in line {
            if escaped {
                fields[fields.count - 1].append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == ":" {
                fields.append("")
            } else {
                fields[fields.count - 1].append(character)
            }
        }
        return fields
    }
}
