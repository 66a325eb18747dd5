import Foundation
import GRDB
import TestSupport
import Testing

/// Three devices doing random work on colliding names (lines of every kind named alike,
/// transactions added, edited, moved and removed, the same statements imported everywhere, a
/// month deleted), synced at random moments: once everyone syncs until nothing moves, every
/// device holds the same rows, `doctor` finds nothing, and no device is left unable to apply.
/// A failing seed prints the commands each device ran.
@Suite(.enabled(if: TestPostgres.url != nil, "\(TestPostgres.skipReason)"))
struct SyncRandomHouseholdTests {
    static let names = ["Gym", "Food"]
    static let kinds = ["income", "expense", "saving"]
    /// 2026-11 twice as likely: most work lands in one month, where names collide.
    static let months = ["2026-11", "2026-11", "2026-12"]
    static let statements = [
        "s1.csv": "Date,Payee,Amount\n2026-11-03,Migros,-82.40\n2026-11-04,Coop,-20\n2026-11-05,Salary,6500\n",
        "s2.csv": "Date,Payee,Amount\n2026-12-02,Kiosk,-4.50\n2026-12-03,Landlord,-1000\n",
    ]

    static func command(_ random: inout SyncConvergenceTests.Generator, step: Int) -> String {
        let month = random.pick(months)
        let name = random.pick(names)
        let amount = "\(random.next(200) + 1).\(random.next(10))0"
        let earlier = "T\(random.next(step + 1))"
        return switch random.next(16) {
        case 0, 1, 2: "line add \(random.pick(kinds)) \(name) \(amount) --budget \(month)"
        case 3, 4: "tx add T\(step) \(amount) --line \(name) --budget \(month)"
        case 5: "tx add T\(step) \(amount) --kind \(random.pick(kinds)) --budget \(month)"
        case 6: "tx set \(earlier) --amount \(amount) --budget \(month)"
        case 7: "tx set \(earlier) --line \(random.pick(names + ["none"])) --budget \(month)"
        case 8: "tx remove \(earlier) --budget \(month)"
        case 9, 10: "import csv \(random.pick(["s1.csv", "s2.csv"]))"
        case 11: "tx set \(random.pick(["Migros", "Coop", "Salary"])) --category Food --line \(name) --budget 2026-11"
        case 12: "tx check \(random.pick(["Migros", "Coop", "Kiosk"])) --budget \(random.pick(months))"
        case 13: "budget delete 2026-12"
        case 14: "line remove \(name) --budget \(month)"
        default: "line set \(name) --amount \(amount) --budget \(month)"
        }
    }

    /// Seeds 4 and 5: every sync may write a snapshot and compact the log, and a fourth device
    /// joins from a snapshot a third of the way in and works with the others from then on.
    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func threeDevicesEndEqualWhateverTheyDo(seed: UInt64) async throws {
        let household = try Household()
        defer { household.cleanUp() }
        for (file, text) in Self.statements { try household.pulpe.write(file, text) }
        try await household.run("a", ["budget new 2026-11", "line add expense Rent 1000"])
        #expect(try await household.run("a", ["sync init \(household.url)"]).status == 0)
        for device in ["b", "c"] { #expect(try await household.run(device, ["sync join \(household.url)"]).status == 0) }
        var random = SyncConvergenceTests.Generator(state: seed)
        var log: [String] = []
        let snapshots = seed >= 4
        let environment = snapshots ? ["PULPE_SYNC_SNAPSHOT_ENTRIES": "1", "PULPE_SYNC_SNAPSHOT_AGE": "0"] : [:]
        var devices = ["a", "b", "c"]
        for step in 0..<30 {
            if snapshots, step == 10 {
                let joined = try await household.run("d", ["sync join \(household.url)"], environment: environment)
                #expect(
                    joined.status == 0 && joined.stdout.contains("started from the household's snapshot"),
                    "\(joined.stdout) \(joined.stderr)")
                log.append("d: sync join")
                devices.append("d")
            }
            let device = random.pick(devices)
            let commands = (0...random.next(2)).map { _ in Self.command(&random, step: step) }
            log.append("\(device): \(commands.joined(separator: " ; "))")
            try await household.run(device, commands)
            if random.next(2) == 0 {
                log.append("\(device): sync")
                let synced = try await household.run(device, ["sync"], environment: environment)
                #expect(synced.status == 0, "seed \(seed), \(device) stuck: \(synced.stderr)\n\(log.joined(separator: "\n"))")
                log += synced.lines.dropFirst().map { "   \($0)" }
            }
        }
        // Everyone syncs until a whole round sends and receives nothing.
        var quiet = false
        for _ in 0..<4 where !quiet {
            quiet = true
            for device in devices {
                let synced = try await household.run(device, ["sync"], environment: environment)
                #expect(synced.status == 0, "seed \(seed), \(device) stuck: \(synced.stderr)\n\(log.joined(separator: "\n"))")
                quiet = quiet && synced.stdout.contains("nothing to send, nothing new")
            }
        }
        #expect(quiet, "seed \(seed): still moving after 4 rounds\n\(log.joined(separator: "\n"))")
        let dumps = try devices.map { try Self.dump(household.path($0)) }
        for (device, dump) in zip(devices.dropFirst(), dumps.dropFirst()) {
            let differences = dump.difference(from: dumps[0]).map { "\($0)" }
            #expect(differences.isEmpty, "seed \(seed): \(device) differs from a: \(differences)\n\(log.joined(separator: "\n"))")
        }
        if snapshots {
            let compacted = try TestPostgres.rows(household.url, "SELECT value FROM pulpe.meta WHERE key = 'compacted_to'")
            #expect(!compacted.isEmpty, "seed \(seed): the log was never compacted")
        }
        for device in devices {
            #expect(try Self.misallocated(household.path(device)) == 0, "seed \(seed), \(device): a transaction on a line of another kind")
            let doctor = try await household.run(device, ["doctor"])
            #expect(doctor.status == 0, "seed \(seed), \(device): \(doctor.stdout) \(doctor.stderr)")
            let status = try await household.run(device, ["sync --status"]).stdout
            #expect(status.contains("Pending: nothing") && !status.contains("Not applied"), "seed \(seed), \(device): \(status)")
        }
    }

    /// Transactions on a line of another kind or budget, which the data's rules refuse.
    static func misallocated(_ path: String) throws -> Int {
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        return try queue.read { db in
            try Int.fetchOne(
                db,
                sql: """
                    SELECT count(*) FROM tx t JOIN budget_line l ON l.id = t.budget_line_id
                    WHERE t.kind IS NOT l.kind OR t.budget_id IS NOT l.budget_id
                    """) ?? 0
        }
    }

    /// How a reference is shown in a dump: by what names the row, not by this machine's id.
    static let labels = [
        "budget": "r.month",
        "budget_line": "(SELECT month FROM budget WHERE id = r.budget_id) || '/' || r.name",
        "savings_goal": "r.name",
        "template": "r.name",
        "template_line": "(SELECT name FROM template WHERE id = r.template_id) || '/' || r.name",
        "planned_withdrawal": "r.month || '/' || r.amount_cents",
        "account": "r.name",
    ]

    /// Every row of every table of the budget's data (derived columns included), references shown
    /// by what names their row, sorted: equal on two devices exactly when they hold the same data.
    /// FTS5's storage of the search index is left out: it depends on the order of the writes.
    static func dump(_ path: String) throws -> [String] {
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        return try queue.read { db in
            let tables = try String.fetchAll(
                db,
                sql: """
                    SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'journal_%'
                        AND name NOT LIKE 'sync_%' AND name NOT LIKE 'report_%' AND name <> 'grdb_migrations'
                        AND name NOT IN ('tx_search_data', 'tx_search_idx', 'tx_search_config') ORDER BY name
                    """)
            var lines: [String] = []
            for table in tables {
                let references = try Row.fetchAll(db, sql: "SELECT \"from\", \"table\" FROM pragma_foreign_key_list(?)", arguments: [table])
                    .reduce(into: [String: String]()) { $0[$1[0]] = $1[1] }
                let columns = try db.columns(in: table).map(\.name).filter { $0 != "id" }
                let shown = columns.map { column in
                    references[column].map { target in
                        "(SELECT \(labels[target] ?? "'?'") FROM \(target) r WHERE r.id = t.\(column)) AS \(column)"
                    } ?? "t.\(column)"
                }
                lines += try Row.fetchAll(db, sql: "SELECT \(shown.joined(separator: ", ")) FROM \(table) t").map { "\(table) \($0)" }
                    .sorted()
            }
            return lines
        }
    }
}
