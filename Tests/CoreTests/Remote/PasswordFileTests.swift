import Foundation
import Testing

@testable import Remote

/// The password file is read as libpq reads it: first matching line, `*`, escapes, private mode.
@Suite struct PasswordFileTests {
    func file(_ text: String, mode: Int = 0o600) throws -> (path: String, remove: () -> Void) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("pgpass-\(UUID().uuidString)").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
        return (path, { try? FileManager.default.removeItem(atPath: path) })
    }

    @Test func takesTheFirstMatchingLine() throws {
        let (path, remove) = try file(
            """
            # household
            other:5432:money:anna:wrong
            db.home:*:money:anna:first
            *:*:*:*:second
            """)
        defer { remove() }
        let target = try ConnectionString.parse("postgres://anna@db.home:5433/money", environment: [:])
        #expect(PasswordFile.password(for: target, environment: ["PGPASSFILE": path]) == "first")
        let elsewhere = try ConnectionString.parse("postgres://ben@x/y", environment: [:])
        #expect(PasswordFile.password(for: elsewhere, environment: ["PGPASSFILE": path]) == "second")
    }

    @Test func readsEscapedColons() throws {
        let (path, remove) = try file("h:5432:d:u:pa\\:ss\\\\word\n")
        defer { remove() }
        let target = try ConnectionString.parse("postgres://u@h/d", environment: [:])
        #expect(PasswordFile.password(for: target, environment: ["PGPASSFILE": path]) == "pa:ss\\word")
    }

    @Test func ignoresAFileOthersCanRead() throws {
        let (path, remove) = try file("*:*:*:*:open\n", mode: 0o644)
        defer { remove() }
        let target = try ConnectionString.parse("postgres://u@h/d", environment: [:])
        #expect(PasswordFile.password(for: target, environment: ["PGPASSFILE": path]) == nil)
    }
}
