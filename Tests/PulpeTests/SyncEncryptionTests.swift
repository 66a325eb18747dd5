import Foundation
import TestSupport
import Testing

/// An encrypted household (`sync init --encrypt`): the server keeps device names, numbers, times
/// and ciphertext only, every device with the passphrase reads the same budget, and a wrong or
/// missing passphrase is a clear refusal that changes nothing.
@Suite(.enabled(if: TestPostgres.url != nil, "\(TestPostgres.skipReason)"))
struct SyncEncryptionTests {
    static let passphrase = ["PULPE_SYNC_PASSPHRASE": "correct horse battery"]

    /// A shares 2026-11 encrypted (Pharmacie Zürich 987,654.32 on Loyer, planned 876,543.21); B joins with the passphrase.
    func household() async throws -> Household {
        let household = try Household()
        try await household.run(
            "a", ["budget new 2026-11", "line add expense Loyer 876543.21", "tx add 'Pharmacie Zürich' 987654.32 --line Loyer"])
        let shared = try await household.run("a", ["sync init \(household.url) --encrypt --name laptop"], environment: Self.passphrase)
        #expect(shared.status == 0, "\(shared.stderr)")
        let joined = try await household.run("b", ["sync join \(household.url) --name desk"], environment: Self.passphrase)
        #expect(joined.status == 0, "\(joined.stderr)")
        return household
    }

    @Test func theServerHoldsNoNameAndNoAmount() async throws {
        let household = try await household()
        defer { household.cleanUp() }
        #expect(try await household.run("b", ["sync --status"]).stdout.contains("Encrypted: yes (the server holds ciphertext)"))
        #expect(try await household.run("b", ["sync --status --json"]).stdout.contains("\"encrypted\":true"))
        try await household.run("b", ["tx add 'Librairie Payot' 432198.76 --line Loyer", "sync"])
        try await household.syncAll(["a", "b"])
        for device in ["a", "b"] {
            let show = try await household.run(device, ["budget show 2026-11"]).stdout
            #expect(show.contains("Pharmacie Zürich"), "\(device): \(show)")
            #expect(show.contains("Librairie Payot"), "\(device): \(show)")
        }
        let dump = try Self.dump(household.url)
        #expect(dump.contains("COPY pulpe.change"), "the dump holds the log")
        for secret in ["Pharmacie", "Zürich", "Payot", "Loyer", "loyer", "98765432", "87654321", "43219876", "expense"] {
            #expect(!dump.contains(secret), "the server's dump holds '\(secret)'")
        }
        // Every entry is padded to 256 bytes: a name's length does not show ('Pharmacie Zürich', 'Librairie Payot').
        // (The sealed bytes are a 12-byte nonce, the text and a 16-byte tag.)
        let lengths = try TestPostgres.rows(household.url, "SELECT DISTINCT length(sealed)::text FROM pulpe.change")
        #expect(!lengths.isEmpty)
        #expect(
            lengths.allSatisfy { row in row.first.flatMap { $0 }.flatMap { Int($0) }.map { ($0 - 28) % 256 == 0 } ?? false }, "\(lengths)")
        // The same test on a household in clear finds them: the check can fail.
        let clear = try Household()
        defer { clear.cleanUp() }
        try await clear.run("a", ["budget new 2026-11", "tx add 'Pharmacie Zürich' 987654.32", "sync init \(clear.url)"])
        #expect(try Self.dump(clear.url).contains("Pharmacie"))
    }

    @Test func aWrongOrMissingPassphraseIsRefusedAndChangesNothing() async throws {
        let household = try await household()
        defer { household.cleanUp() }
        let wrong = try await household.run(
            "c", ["sync join \(household.url)"], environment: ["PULPE_SYNC_PASSPHRASE": "incorrect horse battery"])
        #expect(wrong.status != 0)
        #expect(wrong.stderr.contains("that passphrase does not open the household at"), "\(wrong.stderr)")
        let missing = try await household.run("c", ["sync join \(household.url)"])
        #expect(
            missing.stderr.contains("is encrypted: joining it needs its passphrase: give it in PULPE_SYNC_PASSPHRASE"), "\(missing.stderr)")
        // C is still an empty database outside any household, and can join with the right one.
        #expect(try await household.run("c", ["sync --status"]).stderr.contains("this database is not shared with a household"))
        let joined = try await household.run("c", ["sync join \(household.url)", "budget show 2026-11"], environment: Self.passphrase)
        #expect(joined.status == 0, "\(joined.stderr)")
        #expect(joined.stdout.contains("Pharmacie Zürich"), "\(joined.stdout)")
        // On a device of the encrypted household, `sync init` again is a sync, as for any household.
        let again = try await household.run("a", ["sync init \(household.url)"])
        #expect(again.status == 0, "\(again.stderr)")
    }

    @Test func anEntryChangedOnTheServerIsRefusedNotApplied() async throws {
        let household = try await household()
        defer { household.cleanUp() }
        try await household.run("a", ["tx add Migros 12.50 --line Loyer", "sync"])
        // Someone with the server's rights moves the newest sealed entry to another slot.
        _ = try TestPostgres.rows(
            household.url, "UPDATE pulpe.change SET device_seq = device_seq + 1000 WHERE seq = (SELECT max(seq) FROM pulpe.change)")
        let refused = try await household.run("b", ["sync"])
        #expect(refused.status != 0)
        #expect(refused.stderr.contains("does not open with this device's key"), "\(refused.stderr)")
        #expect(!(try await household.run("b", ["tx list"]).stdout.contains("Migros")))
    }

    @Test func anEntryDroppedOnTheServerStopsTheSync() async throws {
        let household = try await household()
        defer { household.cleanUp() }
        try await household.run("a", ["tx add Migros 12.50 --line Loyer", "tx add Coop 3 --line Loyer", "sync"])
        // Whoever runs the server removes A's entry for Migros (the one before A's newest).
        let laptop = try #require(
            try TestPostgres.rows(household.url, "SELECT id FROM pulpe.device WHERE name = 'laptop'").first?.first ?? nil)
        let migros = try #require(
            try TestPostgres.rows(household.url, "SELECT (max(device_seq) - 1)::text FROM pulpe.change WHERE device = '\(laptop)'").first?
                .first
                ?? nil)
        _ = try TestPostgres.rows(
            household.url, "DELETE FROM pulpe.change WHERE device = '\(laptop)' AND device_seq = \(migros) RETURNING seq")
        let refused = try await household.run("b", ["sync"])
        #expect(refused.status != 0)
        #expect(
            refused.stderr.contains("lacks entry \(migros) of device 'laptop' (removed on the server?): nothing of it was applied"),
            "\(refused.stderr)")
        #expect(!(try await household.run("b", ["tx list"]).stdout.contains("Coop")))
        // A clear household's entry moved to another number is refused the same way.
        let clear = try Household()
        defer { clear.cleanUp() }
        try await clear.run("a", ["budget new 2026-11", "sync init \(clear.url) --name laptop"])
        try await clear.run("b", ["sync join \(clear.url)"])
        try await clear.run("a", ["tx add Migros 12.50", "sync"])
        _ = try TestPostgres.rows(
            clear.url, "UPDATE pulpe.change SET device_seq = device_seq + 5 WHERE seq = (SELECT max(seq) FROM pulpe.change) RETURNING seq")
        let moved = try await clear.run("b", ["sync"])
        #expect(moved.status != 0)
        #expect(moved.stderr.contains("of device 'laptop' (removed on the server?)"), "\(moved.stderr)")
    }

    @Test func anEntryInClearIsRefusedInAnEncryptedHousehold() async throws {
        let household = try await household()
        defer { household.cleanUp() }
        // Whoever can write to the server adds a transaction in clear, under A's name.
        let device = try #require(
            try TestPostgres.rows(household.url, "SELECT id FROM pulpe.device WHERE name = 'laptop'").first?.first ?? nil)
        _ = try TestPostgres.rows(
            household.url,
            """
            INSERT INTO pulpe.change (device, device_seq, table_name, gid, op, fields)
            VALUES ('\(device)', 9999, 'tx', 'planted', 'insert', '{"name": "Planted", "amount_cents": 100}') RETURNING seq
            """)
        let refused = try await household.run("b", ["sync"])
        #expect(refused.status != 0)
        #expect(refused.stderr.contains("does not open with this device's key"), "\(refused.stderr)")
        #expect(!(try await household.run("b", ["tx list"]).stdout.contains("Planted")))
    }

    /// `pg_dump` of the test database, as the server's administrator would see it.
    static func dump(_ url: String) throws -> String {
        let bins = ((try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? []).sorted()
        let pgDump = bins.map { "/usr/lib/postgresql/\($0)/bin/pg_dump" }.last { FileManager.default.isExecutableFile(atPath: $0) }
        let dumped = try ChildProcess.output(
            try #require(pgDump, "pg_dump is installed with PostgreSQL"), ["--data-only", "--schema=pulpe", url],
            environment: ["PGPASSWORD": TestPostgres.password])
        try #require(dumped.status == 0, "pg_dump failed: \(dumped.output)")
        return dumped.output
    }
}
