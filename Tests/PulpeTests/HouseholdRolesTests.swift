import Foundation
import TestSupport
import Testing

/// `scripts/household-roles`: a device syncing as a role of its own can read the household and add
/// to its log, cannot change or delete what is there, and once revoked cannot sync, while the
/// others go on.
@Suite(.enabled(if: TestPostgres.url != nil, "\(TestPostgres.skipReason)"))
struct HouseholdRolesTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scripts/household-roles").path

    /// Runs the script as the database's owner; returns its status and what it printed.
    func roles(_ arguments: [String], password: String) throws -> (status: Int32, output: String) {
        try ChildProcess.output(
            Self.script, arguments, environment: ["PGPASSWORD": TestPostgres.password, "PULPE_DEVICE_PASSWORD": password])
    }

    @Test func aDeviceRoleSyncsCannotRewriteTheLogAndCanBeRevoked() async throws {
        let household = try Household()
        defer { household.cleanUp() }
        try await household.run("a", ["budget new 2026-11", "line add expense Groceries 600", "sync init \(household.url)"])
        let role = "desk_" + UUID().uuidString.prefix(8).lowercased()
        let added = try roles(["add", household.url, role], password: "desk-secret-1")
        #expect(added.status == 0, "\(added.output)")
        #expect(added.output.contains("Role \(role) can sync."), "\(added.output)")
        let deskURL = household.url.replacingOccurrences(of: "postgres://postgres@", with: "postgres://\(role)@")
        let desk = ["PGPASSWORD": "desk-secret-1"]
        let joined = try await household.run("b", ["sync join \(deskURL) --name desk"], environment: desk)
        #expect(joined.status == 0, "\(joined.stderr)")
        // Its sync adds a snapshot (one is due at every sync here); the owner's next sync compacts the log.
        let often = ["PULPE_SYNC_SNAPSHOT_ENTRIES": "1", "PULPE_SYNC_SNAPSHOT_AGE": "0"]
        let synced = try await household.run("b", ["tx add Coop 20 --line Groceries", "sync"], environment: desk.merging(often) { $1 })
        #expect(synced.status == 0 && !synced.stdout.contains("not written"), "\(synced.stdout) \(synced.stderr)")
        let snapshots = "SELECT count(*)::text FROM pulpe.snapshot s JOIN pulpe.device d ON d.id = s.device WHERE d.name = 'desk'"
        #expect(try TestPostgres.rows(household.url, snapshots).first?.first == "1")
        #expect(try await household.run("a", ["sync", "tx list"]).stdout.contains("Coop"))
        #expect(try TestPostgres.rows(household.url, "SELECT value FROM pulpe.meta WHERE key = 'compacted_to'").first?.first != nil)
        // The role reads and adds; it changes and deletes nothing already there.
        for statement in [
            "DELETE FROM pulpe.change", "UPDATE pulpe.change SET op = 'delete'", "UPDATE pulpe.meta SET value = 'x'",
            "DELETE FROM pulpe.snapshot", "UPDATE pulpe.snapshot_part SET body = 'x'",
            "INSERT INTO pulpe.change (seq, device, device_seq, table_name, gid, op) VALUES (1000000, 'x', 1, 'tx', 'g', 'delete')",
        ] {
            #expect("\(statement)") {
                try TestPostgres.rows(deskURL, statement, password: "desk-secret-1")
            } throws: { error in
                "\(error)".contains("permission denied")
            }
        }
        // Row-level security: the role writes under its own device's id only, and renames only its own device.
        let first = try #require(try TestPostgres.rows(household.url, "SELECT id, name FROM pulpe.device WHERE name <> 'desk'").first)
        let (laptop, laptopName) = (try #require(first[0]), try #require(first[1]))
        #expect("an entry under the laptop's id") {
            try TestPostgres.rows(
                deskURL,
                "INSERT INTO pulpe.change (device, device_seq, table_name, gid, op) VALUES ('\(laptop)', 999, 'tx', 'g', 'delete')",
                password: "desk-secret-1")
        } throws: { error in
            "\(error)".contains("row-level security")
        }
        #expect("a device registered for another role") {
            try TestPostgres.rows(
                deskURL, "INSERT INTO pulpe.device (id, name, role) VALUES ('planted', 'planted', 'postgres')", password: "desk-secret-1")
        } throws: { error in
            "\(error)".contains("row-level security")
        }
        _ = try TestPostgres.rows(deskURL, "UPDATE pulpe.device SET name = 'renamed' WHERE id = '\(laptop)'", password: "desk-secret-1")
        #expect(try TestPostgres.rows(household.url, "SELECT name FROM pulpe.device WHERE id = '\(laptop)'").first?.first == laptopName)
        // Its own: allowed (the sync above registered, pushed and touched it).
        _ = try TestPostgres.rows(deskURL, "UPDATE pulpe.device SET name = 'desk' WHERE name = 'desk'", password: "desk-secret-1")
        let revoked = try roles(["revoke", household.url, role], password: "")
        #expect(revoked.status == 0, "\(revoked.output)")
        try await household.run("b", ["tx add Lidl 30 --line Groceries"], environment: desk)
        let refused = try await household.run("b", ["sync"], environment: desk)
        #expect(refused.status != 0)
        #expect(refused.stderr.contains("refused the login"), "\(refused.stderr)")
        // The others go on; what the revoked device sent before stays.
        let others = try await household.run("a", ["tx add Migros 5 --line Groceries", "sync", "tx list"])
        #expect(others.status == 0, "\(others.stderr)")
        #expect(others.stdout.contains("Coop") && !others.stdout.contains("Lidl"), "\(others.stdout)")
        #expect(try roles(["add", household.url, "Bad-Name"], password: "x").status == 65)
    }
}
