import Testing

@testable import Shared

/// Passwords in connection strings never reach the shell's history.
@Suite struct SecretsTests {
    @Test(arguments: [
        ("sync join postgres://anna:s3cret@db.home/x", "sync join postgres://anna:***@db.home/x"),
        ("sync init 'host=db password=s3cret dbname=x'", "sync init 'host=db password=*** dbname=x'"),
        ("sync init postgres://anna@db/x?password=s3cret&sslmode=disable", "sync init postgres://anna@db/x?password=***&sslmode=disable"),
        ("tx add Migros 82.40", "tx add Migros 82.40"),
        ("sync init postgres://anna@db.home:5432/x", "sync init postgres://anna@db.home:5432/x"),
    ])
    func takesThePasswordOut(line: String, kept: String) {
        #expect(Secrets.redacted(line) == kept)
        #expect(!Secrets.redacted(line).contains("s3cret"))
    }

    /// A password holding `@`, spaces or quotes is taken out whole, however the URL is quoted; the
    /// rest of the line is kept, and `host:port` is no password.
    @Test(arguments: [
        ("sync join postgres://anna:p@ss@db.home/x", "sync join postgres://anna:***@db.home/x", "ss"),
        (
            "sync join 'postgres://anna:my secret@db.home/x' --name laptop", "sync join 'postgres://anna:***@db.home/x' --name laptop",
            "secret"
        ),
        ("sync join postgres://anna:it's@db.home/x", "sync join postgres://anna:***@db.home/x", "it's"),
        (#"sync join "postgres://anna:say \"hi\"@db/x""#, #"sync join "postgres://anna:***@db/x""#, "hi"),
        ("sync join postgres://anna:1234@db/x", "sync join postgres://anna:***@db/x", "1234"),
        ("sync init postgres://db.home:5432/x --name me@home", "sync init postgres://db.home:5432/x --name me@home", ""),
        ("sync init postgres://[::1]:5432/x", "sync init postgres://[::1]:5432/x", ""),
    ])
    func takesOutAPasswordHoweverItIsWritten(line: String, kept: String, secret: String) {
        #expect(Secrets.redacted(line) == kept)
        if !secret.isEmpty { #expect(!Secrets.redacted(line).contains(secret)) }
    }
}
