import Foundation
import Testing

@testable import Remote

/// Connection strings read as libpq reads them, and the password kept out of what pulpe stores.
@Suite struct ConnectionStringTests {
    let none: [String: String] = [:]

    @Test func readsAURI() throws {
        let target = try ConnectionString.parse("postgres://anna@db.home:5433/money?sslmode=disable", environment: none)
        #expect(target.host == "db.home")
        #expect(target.port == 5433)
        #expect(target.user == "anna")
        #expect(target.database == "money")
        #expect(target.sslMode == .disable)
        #expect(target.password == nil)
        #expect(target.stored == "postgres://anna@db.home:5433/money?sslmode=disable")
    }

    @Test func fillsWhatIsLeftOutFromTheEnvironment() throws {
        let target = try ConnectionString.parse(
            "postgresql:///household", environment: ["PGHOST": "10.0.0.2", "PGPORT": "6000", "PGUSER": "ben"])
        #expect(target.host == "10.0.0.2")
        #expect(target.port == 6000)
        #expect(target.user == "ben")
        #expect(target.database == "household")
        #expect(target.sslMode == .prefer)
        // The database defaults to the user's name, as with psql.
        #expect(try ConnectionString.parse("postgres://carla@h", environment: none).database == "carla")
    }

    @Test func readsKeywordWords() throws {
        let target = try ConnectionString.parse("host=/tmp/pg port=7000 dbname='our money' user=anna", environment: none)
        #expect(target.host == "/tmp/pg")
        #expect(target.database == "our money")
        #expect(target.socketPath == "/tmp/pg/.s.PGSQL.7000")
        #expect(target.stored == "postgres://anna@:7000/our%20money?host=%2Ftmp%2Fpg")
    }

    @Test func findsAPasswordButNeverStoresIt() throws {
        let target = try ConnectionString.parse("postgres://anna:s3cret@db/money", environment: none)
        #expect(target.password == "s3cret")
        #expect(!target.stored.contains("s3cret"))
    }

    @Test(arguments: [
        ("db.home/money", "write it as postgres://"),
        ("postgres://a@h:99999/x", "port '99999' is not a port number"),
        ("postgres://a@h/x?sslmode=maybe", "sslmode 'maybe' is not one of"),
        ("postgres://a@h1,h2/x", "several hosts are not supported"),
        ("host=h colour=blue", "'colour' is not a parameter"),
        ("postgres://a@h/x?foo=bar", "'foo' is not a parameter"),
        ("host='h", "the quote after host= is not closed"),
    ])
    func refusesWhatItCannotUse(text: String, message: String) {
        do {
            _ = try ConnectionString.parse(text, environment: none)
            Issue.record("\(text) was accepted")
        } catch {
            #expect(error.description.contains(message), "\(error.description)")
        }
    }

    @Test func anErrorNeverRepeatsThePassword() {
        do {
            _ = try ConnectionString.parse("postgres://anna:s3cret@h:0/x", environment: none)
        } catch {
            #expect(!error.description.contains("s3cret"))
            #expect(error.description.contains("anna:***@h"))
        }
    }
}
