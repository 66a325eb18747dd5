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
}
