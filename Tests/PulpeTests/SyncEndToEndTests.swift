import Foundation
import GRDB
import TestSupport
import Testing

/// A household on one budget: devices editing the same months, online and offline, converge to
/// the same budgets through the test PostgreSQL; faults lose and duplicate nothing.
@Suite(.enabled(if: TestPostgres.url != nil, "\(TestPostgres.skipReason)"))
struct SyncEndToEndTests {
    static let months = ["2026-11", "2026-12"]

    /// A on its own budget shares it, B joins: both see 2026-11 with Rent 1800, Groceries 600 and Migros 82.40
    /// (6 changes: the settings, the Main account, the budget, two lines and Migros).
    func household() async throws -> Household {
        let household = try Household()
        try await household.run(
            "a",
            [
                "budget new 2026-11", "line add expense Rent 1800", "line add expense Groceries 600",
                "tx add Migros 82.40 --line Groceries",
            ])
        let shared = try await household.run("a", ["sync init \(household.url) --name laptop"])
        #expect(shared.status == 0, "\(shared.stderr)")
        #expect(shared.stdout.contains("sent 6 changes"), "\(shared.stdout)")
        let joined = try await household.run("b", ["sync join \(household.url) --name desk"])
        #expect(joined.status == 0, "\(joined.stderr)")
        #expect(joined.stdout.contains("received 6 changes"), "\(joined.stdout)")
        return household
    }

    /// An insert travels with the values it had, at its place: a later move of the transaction to
    /// a budget made after it travels after that budget. (Sending the row as it was at sync time,
    /// already in 2026-12, before 2026-12 itself, made the other device drop it.)
    @Test func aTransactionMovedToABudgetMadeAfterItArrives() async throws {
        let household = try await household()
        defer { household.cleanUp() }
        let moved = try await household.run("a", ["tx add Coffee 4.50", "budget new 2026-12", "tx set last --budget 2026-12"])
        #expect(moved.status == 0, "\(moved.stderr)")
        try await household.syncAll(["a", "b"])
        for device in ["a", "b"] {
            let list = try await household.run(device, ["tx list --budget 2026-12"]).stdout
            #expect(list.contains("Coffee"), "\(device): \(list)")
        }
    }

    @Test func twoDevicesEditingOfflineConverge() async throws {
        let household = try await household()
        defer { household.cleanUp() }
        // Both offline: the same line added on both, the same month made on both, edits to one line.
        try await household.run(
            "a", ["tx add Coop 20 --line Groceries", "line add expense Phone 50", "budget new 2026-12", "goal new Car --target 1000"])
        try await household.run(
            "b",
            [
                "tx add Lidl 30 --line Groceries", "line add expense Phone 45", "line set Rent --amount 1900", "budget new 2026-12",
                "line add expense Gym 40 --budget 2026-12",
            ])
        let first = try await household.run("a", ["sync"])
        #expect(first.stdout.contains("sent 4 changes, nothing new"), "\(first.stdout)")
        let second = try await household.run("b", ["sync"])
        #expect(second.stdout.contains("sent 5 changes, received 4 changes"), "\(second.stdout)")
        #expect(second.stdout.contains("line 'Phone' was added on two devices: kept as one"), "\(second.stdout)")
        #expect(second.stdout.contains("budget '2026-12' was added on two devices: kept as one"), "\(second.stdout)")
        try await household.syncAll(["a", "b"])
        let a = try await household.view("a", months: Self.months)
        let b = try await household.view("b", months: Self.months)
        #expect(a == b)
        // By hand: one Phone line, A's 50 first in the log (B's later copy only fills what A's lacks);
        // Rent 1900; Groceries 82.40 + 20 + 30 = 132.40.
        let show = try await household.run("a", ["budget show 2026-11"]).stdout
        #expect(show.components(separatedBy: "Phone").count == 2, "\(show)")
        #expect(show.contains("Phone      expense      0.00     50.00"), "\(show)")
        #expect(show.contains("Rent       expense      0.00  1'900.00"), "\(show)")
        #expect(show.contains("Groceries  expense    132.40    600.00"), "\(show)")
        let december = try await household.run("b", ["budget show 2026-12"]).stdout
        #expect(december.contains("Gym"), "\(december)")
        let goals = try await household.run("b", ["goal list"]).stdout
        #expect(goals.contains("Car"), "\(goals)")
    }

    /// A device of an older release (or a tool writing its file) sends a name holding control and
    /// invisible characters: the other devices store it cleaned, so it never reaches their screens.
    @Test func textWithControlCharactersArrivesCleaned() async throws {
        let household = try await household()
        defer { household.cleanUp() }
        try RawDatabase.execute(household.path("a"), "UPDATE tx SET name = ? WHERE id = 1", ["Mig\u{1B}]0;X\u{07}ros\u{202E}"])
        let sent = try await household.run("a", ["sync"])
        #expect(sent.status == 0, "\(sent.stderr)")
        let received = try await household.run("b", ["sync"])
        #expect(received.status == 0, "\(received.stderr)")
        let list = try await household.run("b", ["tx list --json"])
        #expect(list.stdout.contains(#""name":"Mig ]0;X ros""#), "\(list.stdout)")
        let doctor = try await household.run("b", ["doctor"])
        #expect(doctor.status == 0, "\(doctor.stdout)")
        let found = try await household.run("b", ["tx add Coop 5", #"tx list --search "mig ]0""#])
        #expect(found.stdout.contains("Mig ]0;X ros"), "the search key follows the cleaned name: \(found.stdout)")
    }

    @Test func threeDevicesOnTheSameMonthConverge() async throws {
        let household = try await household()
        defer { household.cleanUp() }
        #expect(try await household.run("c", ["sync join \(household.url) --name phone"]).status == 0)
        for round in 1...3 {
            try await household.run("a", ["tx add A\(round) \(round)0 --line Groceries"])
            try await household.run("b", ["tx add B\(round) \(round) --line Groceries", "line set Groceries --amount \(600 + round)"])
            try await household.run("c", ["tx add C\(round) 1.5\(round) --line Rent", "line add expense Extra\(round) 5"])
            try await household.syncAll(["c", "a", "b"], rounds: 1)
        }
        try await household.syncAll(["a", "b", "c"])
        let views = try await [
            household.view("a", months: ["2026-11"]), household.view("b", months: ["2026-11"]), household.view("c", months: ["2026-11"]),
        ]
        #expect(views[0] == views[1])
        #expect(views[1] == views[2])
        // By hand: Groceries 82.40 + (10 + 20 + 30) + (1 + 2 + 3) = 148.40 of 603; Rent 1.51 + 1.52 + 1.53 = 4.56.
        let show = try await household.run("c", ["budget show 2026-11"]).stdout
        #expect(show.contains("Groceries  expense    148.40    603.00"), "\(show)")
        #expect(show.contains("Rent       expense      4.56  1'800.00"), "\(show)")
        #expect(show.contains("Extra3"), "\(show)")
    }

    @Test func threeDevicesSyncingAtTheSameMomentConverge() async throws {
        let household = try await household()
        defer { household.cleanUp() }
        #expect(try await household.run("c", ["sync join \(household.url) --name phone"]).status == 0)
        try await household.run("a", ["tx add A1 10 --line Groceries", "line add expense Phone 50"])
        try await household.run("b", ["tx add B1 1 --line Groceries", "line add expense Phone 45", "line set Rent --amount 1900"])
        try await household.run("c", ["tx add C1 0.50 --line Rent", "budget new 2026-12"])
        // The three send and apply at once: the log's lock orders their pushes, each merge its own.
        async let a = household.run("a", ["sync"])
        async let b = household.run("b", ["sync"])
        async let c = household.run("c", ["sync"])
        let results = try await [a, b, c]
        #expect(results.allSatisfy { $0.status == 0 }, "\(results.map(\.stderr))")
        try await household.syncAll(["a", "b", "c"])
        let views = try await [
            household.view("a", months: Self.months), household.view("b", months: Self.months), household.view("c", months: Self.months),
        ]
        #expect(views[0] == views[1])
        #expect(views[1] == views[2])
        // By hand: Groceries 82.40 + 10 + 1 = 93.40; Rent 0.50 of 1900; one Phone line.
        let show = try await household.run("c", ["budget show 2026-11"]).stdout
        #expect(show.contains("Groceries  expense     93.40    600.00"), "\(show)")
        #expect(show.contains("Rent       expense      0.50  1'900.00"), "\(show)")
        #expect(show.components(separatedBy: "Phone").count == 2, "\(show)")
    }

    @Test func aCopiedOrRestoredFileIsRefusedBeforeItSendsAnything() async throws {
        let household = try await household()
        defer { household.cleanUp() }
        try FileManager.default.copyItem(atPath: household.path("a"), toPath: household.path("copy"))
        try await household.run("a", ["tx add Coop 20 --line Groceries"])
        #expect(try await household.run("a", ["sync"]).status == 0)
        try await household.run("copy", ["tx add Lidl 30 --line Groceries"])
        let refused = try await household.run("copy", ["sync"])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("is behind what the household has from this device"), "\(refused.stderr)")
        #expect(refused.stderr.contains("join the household anew from an empty database"), "\(refused.stderr)")
        // Nothing of the copy reached the others; the original goes on syncing.
        let list = try await household.run("b", ["sync", "tx list"]).stdout
        #expect(list.contains("Coop") && !list.contains("Lidl"), "\(list)")
        #expect(try await household.run("a", ["sync"]).status == 0)
    }

    @Test func aTemplateRemovedWhileAnotherDeviceMadeABudgetFromItIsKept() async throws {
        let household = try await household()
        defer { household.cleanUp() }
        try await household.run("a", ["template new Normal", "template new Extra", "template line add Extra expense Gift 100"])
        try await household.syncAll(["a", "b"])
        try await household.run("a", ["template delete Extra", "template default Normal"])
        try await household.run("b", ["budget new 2026-12 --template Extra", "template default Extra"])
        let b = try await household.run("b", ["sync"])
        #expect(b.status == 0, "\(b.stderr)")
        let a = try await household.run("a", ["sync"])
        #expect(a.status == 0, "\(a.stderr)")
        #expect(a.stdout.contains("template 'Extra' was kept: it was removed on one device while another used it"), "\(a.stdout)")
        try await household.syncAll(["a", "b"])
        #expect(try await household.view("a", months: Self.months) == household.view("b", months: Self.months))
        // One default template on both, the one set last in the household's order (A's Normal, sent after B's Extra).
        for device in ["a", "b"] {
            let list = try await household.run(device, ["template list --json"]).stdout
            #expect(list.components(separatedBy: "\"default\":true").count == 2, "\(device): \(list)")
            #expect(list.contains("Extra"), "\(device): \(list)")
            #expect(try await household.run(device, ["doctor"]).status == 0)
        }
    }

    @Test func twoDevicesChoosingADefaultTemplateLeaveOne() async throws {
        let household = try await household()
        defer { household.cleanUp() }
        try await household.run("a", ["template new Normal", "template default Normal", "template new X", "template new Y"])
        try await household.syncAll(["a", "b"])
        try await household.run("a", ["template default X"])
        try await household.run("b", ["template default Y"])
        try await household.syncAll(["a", "b"])
        // B's choice came later in the household's order: Y is the default everywhere, alone.
        for device in ["a", "b"] {
            let list = try await household.run(device, ["template list --json"]).stdout
            #expect(list.components(separatedBy: "\"default\":true").count == 2, "\(device): \(list)")
            #expect(list.contains("\"name\":\"Y\",\"description\":null,\"default\":true"), "\(device): \(list)")
        }
    }

    @Test func undoRefusesToBringBackAValueAnotherDeviceChangedSince() async throws {
        let household = try await household()
        defer { household.cleanUp() }
        try await household.run("b", ["line set Groceries --amount 700"])
        #expect(try await household.run("b", ["sync"]).status == 0)
        try await household.run("a", ["line set Groceries --amount 650"])
        #expect(try await household.run("a", ["sync"]).status == 0)
        // A's 650 came last; undoing it would bring back 600 from before B's 700: refused.
        let refused = try await household.run("a", ["undo"])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("line 'Groceries' was changed since by a write the journal did not record"), "\(refused.stderr)")
        try await household.syncAll(["a", "b"])
        for device in ["a", "b"] {
            let show = try await household.run(device, ["budget show 2026-11"]).stdout
            #expect(show.contains("Groceries  expense     82.40    650.00"), "\(device): \(show)")
        }
    }

    @Test func aCopyThatSendsFirstIsCaughtByTheOriginal() async throws {
        let household = try await household()
        defer { household.cleanUp() }
        try FileManager.default.copyItem(atPath: household.path("a"), toPath: household.path("copy"))
        // The original queues two changes and loses its connection before sending them.
        try await household.run("a", ["tx add First 1 --line Groceries", "tx add Second 2 --line Groceries"])
        #expect(try await household.run("a", ["sync"], environment: ["PULPE_SYNC_KILL": "queued"]).status == 9)
        try await household.run("copy", ["tx add Copied 5 --line Groceries"])
        #expect(try await household.run("copy", ["sync"]).status == 0)
        let refused = try await household.run("a", ["sync"])
        #expect(refused.stderr.contains("is behind what the household has from this device"), "\(refused.stderr)")
        // Nothing of A's half went in under the copy's numbers.
        let names = try TestPostgres.rows(household.url, "SELECT fields->>'name' FROM pulpe.change WHERE table_name = 'tx' ORDER BY seq")
        #expect(names.map { $0[0] } == ["Migros", "Copied"])
    }

    /// Killed at each step, with the usual 5,000 changes a step or with 2 (B's five changes then
    /// go in three steps, and A reads them in pages of two).
    @Test(arguments: ["queued", "pushed", "pulled", "merged"], ["5000", "2"])
    func aSyncKilledAtAnyStepLosesAndDuplicatesNothing(step: String, size: String) async throws {
        let household = try await household()
        defer { household.cleanUp() }
        try await household.run("a", ["tx add Coop 20 --line Groceries"])
        try await household.run(
            "b", ["tx add Lidl 30 --line Groceries", "line add expense Phone 45", "line add expense Gym 30", "line add expense Bus 20"])
        #expect(try await household.run("a", ["sync"]).status == 0)
        let killed = try await household.run("b", ["sync"], environment: ["PULPE_SYNC_KILL": step, "PULPE_SYNC_STEP": size])
        #expect(killed.status == 9, "killed at \(step): status \(killed.status)")
        // Rows sent before the kill keep their global ids: a later edit of them reaches A.
        try await household.run("b", ["tx add Denner 5 --line Groceries", "line set Phone --amount 47", "tx set Lidl --amount 31"])
        try await household.syncAll(["b", "a"], environment: ["PULPE_SYNC_STEP": size])
        #expect(try await household.view("a", months: ["2026-11"]) == household.view("b", months: ["2026-11"]))
        // By hand: 82.40 + 20 + 31 + 5 = 138.40, each of the 4 transactions sent once; Phone 47.
        let show = try await household.run("a", ["budget show 2026-11"]).stdout
        #expect(show.contains("Groceries  expense    138.40    600.00"), "\(show)")
        #expect(show.contains("Phone      expense      0.00     47.00"), "\(show)")
        let inserts = try TestPostgres.rows(
            household.url, "SELECT count(*)::text FROM pulpe.change WHERE table_name = 'tx' AND op = 'insert'")
        #expect(inserts.first?.first == "4")
    }

    /// A household made before entries could be sealed has no `sealed` column, and a device's
    /// role may not add it: its devices sync in clear as before.
    @Test func aHouseholdFromBeforeSealingStillSyncs() async throws {
        let household = try await household()
        defer { household.cleanUp() }
        _ = try TestPostgres.rows(household.url, "ALTER TABLE pulpe.change DROP COLUMN sealed")
        try await household.run("a", ["tx add Coop 20 --line Groceries"])
        try await household.syncAll(["a", "b"])
        #expect(try await household.run("b", ["tx list"]).stdout.contains("Coop"))
        #expect(try await household.run("c", ["sync join \(household.url)", "tx list"]).stdout.contains("Coop"))
    }

    @Test func undoTravelsAsAChange() async throws {
        let household = try await household()
        defer { household.cleanUp() }
        try await household.run("a", ["tx add Coop 20 --line Groceries"])
        try await household.syncAll(["a", "b"])
        #expect(try await household.run("b", ["tx list"]).stdout.contains("Coop"))
        let undone = try await household.run("a", ["undo"])
        #expect(undone.stdout.contains("Undid `tx add Coop 20 --line Groceries`"), "\(undone.stdout)")
        try await household.syncAll(["a", "b"])
        #expect(!(try await household.run("b", ["tx list"]).stdout.contains("Coop")))
        #expect(try await household.view("a", months: ["2026-11"]) == household.view("b", months: ["2026-11"]))
    }

    @Test func autoSyncSendsEachChangeAndWaitsOffline() async throws {
        let household = try await household()
        defer { household.cleanUp() }
        #expect(try await household.run("a", ["settings set sync auto"]).stdout.contains("Each change now ends with a sync."))
        #expect(try await household.run("a", ["settings"]).stdout.contains("Sync      auto · \(household.url)"))
        #expect(try await household.run("b", ["settings"]).stdout.contains("Sync      off (`sync` sends) · \(household.url)"))
        #expect(try await household.run("c", ["settings"]).stdout.contains("Sync      not shared (`sync init URL` shares this database"))
        let online = try await household.run("a", ["tx add Coop 20 --line Groceries"])
        #expect(online.status == 0 && online.stderr.isEmpty, "\(online.stderr)")
        #expect(try await household.run("b", ["sync", "tx list"]).stdout.contains("Coop"))
        // Offline: the server's address no longer answers.
        let stored = try await household.run("a", ["sync --status --json"]).stdout
        let queue = try DatabaseQueue(path: household.path("a"))
        try await queue.write { db in
            try db.execute(sql: "UPDATE sync_state SET connection = 'postgres://postgres@127.0.0.1:1/postgres?sslmode=disable'")
        }
        try queue.close()
        let offline = try await household.run("a", ["tx add Lidl 30 --line Groceries", "tx add Denner 5 --line Groceries"])
        #expect(offline.status == 0)
        #expect(offline.stderr.contains("sync pending (1 change): cannot reach 127.0.0.1:1/postgres"), "\(offline.stderr)")
        #expect(offline.stderr.contains("sync pending (2 changes)"), "\(offline.stderr)")
        let status = try await household.run("a", ["sync --status"]).stdout
        #expect(status.contains("Pending: 2 changes"), "\(status)")
        // Back online.
        let connection = try #require(stored.split(separator: "\"connection\":\"").last?.split(separator: "\"").first)
        let again = try DatabaseQueue(path: household.path("a"))
        try await again.write { db in try db.execute(sql: "UPDATE sync_state SET connection = ?", arguments: [String(connection)]) }
        try again.close()
        #expect(try await household.run("a", ["sync"]).stdout.contains("sent 2 changes"))
        let list = try await household.run("b", ["sync", "tx list"]).stdout
        #expect(list.contains("Lidl") && list.contains("Denner"), "\(list)")
    }

    @Test func refusesWhatItCannotDoAndSaysWhy() async throws {
        let household = try await household()
        defer { household.cleanUp() }
        let again = try await household.run("a", ["sync init \(household.url)"])
        #expect(again.status == 0, "init twice is harmless: \(again.stderr)")
        let other = try await household.run("c", ["budget new 2026-11", "sync init \(household.url)"])
        #expect(other.stderr.contains("already holds a household (2 devices): join it from an empty database"), "\(other.stderr)")
        let patterns = try await household.run("p", ["pattern add debit --kind expense", "sync join \(household.url)"])
        #expect(patterns.stderr.contains("holds 1 pattern"), "\(patterns.stderr)")
        let full = try await household.run("c", ["sync join \(household.url)"])
        #expect(full.stderr.contains("sync join fills an empty database, and"), "\(full.stderr)")
        #expect(full.stderr.contains("holds 1 budget"), "\(full.stderr)")
        let password = try await household.run("d", ["sync join postgres://postgres:hunter2@127.0.0.1/x"])
        #expect(password.stderr.contains("leave the password out of the connection string"), "\(password.stderr)")
        #expect(!password.stderr.contains("hunter2"))
        let wrong = try await household.run("d", ["sync join \(household.url)"], environment: ["PGPASSWORD": "wrong"])
        #expect(wrong.stderr.contains("refused the login: password authentication failed"), "\(wrong.stderr)")
        let notSetUp = try await household.run("d", ["sync"])
        #expect(notSetUp.stderr.contains("this database is not shared with a household"), "\(notSetUp.stderr)")
        let atomic = try await household.pulpe.run(
            ["--atomic", "-c", "tx add Atomic 1 --line Groceries", "-c", "sync"], database: .some(household.path("a")),
            environment: ["PGPASSWORD": TestPostgres.password])
        #expect(atomic.stderr.contains("sync cannot run inside an --atomic script: run it on its own"), "\(atomic.stderr)")
        #expect(!(try await household.run("a", ["tx list"]).stdout.contains("Atomic")))
        _ = try TestPostgres.rows(household.url, "UPDATE pulpe.meta SET value = '6' WHERE key = 'schema_version' RETURNING key")
        let newer = try await household.run("a", ["sync"])
        #expect(newer.status == 1)
        #expect(newer.stderr.contains("uses pulpe's sync schema 6, newer than this pulpe's (5): update pulpe"), "\(newer.stderr)")
    }

    @Test func thePasswordComesFromThePasswordFile() async throws {
        let household = try await household()
        defer { household.cleanUp() }
        // HOME is the test's folder: ~/.pgpass there, PGPASSWORD empty.
        let pgpass = household.pulpe.folder.appendingPathComponent(".pgpass").path
        try "*:*:*:postgres:\(TestPostgres.password)\n".write(toFile: pgpass, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: pgpass)
        let joined = try await household.run("c", ["sync join \(household.url)"], environment: ["PGPASSWORD": ""])
        #expect(joined.status == 0, "\(joined.stderr)")
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: pgpass)
        let open = try await household.run("c", ["sync"], environment: ["PGPASSWORD": ""])
        #expect(open.stderr.contains("\(pgpass) is readable by others, so it is ignored: chmod 600"), "\(open.stderr)")
        try FileManager.default.removeItem(atPath: pgpass)
        let none = try await household.run("c", ["sync"], environment: ["PGPASSWORD": ""])
        #expect(none.stderr.contains("set PGPASSWORD or add a line to ~/.pgpass"), "\(none.stderr)")
        #expect(!none.stderr.contains("readable by others"), "\(none.stderr)")
        // Nothing of the password in the database file.
        let bytes = try Data(contentsOf: URL(fileURLWithPath: household.path("c")))
        #expect(bytes.range(of: Data(TestPostgres.password.utf8)) == nil)
    }

    @Test func theCommandWorksAsAPulpeSubcommand() async throws {
        let household = try Household()
        defer { household.cleanUp() }
        try await household.run("a", ["budget new 2026-11"])
        let result = try await household.pulpe.run(
            ["sync", "init", household.url, "--name", "my laptop"], database: .some(household.path("a")),
            environment: ["PGPASSWORD": TestPostgres.password])
        #expect(result.status == 0, "\(result.stderr)")
        let status = try await household.pulpe.run(
            ["sync", "--status"], database: .some(household.path("a")), environment: ["PGPASSWORD": TestPostgres.password])
        #expect(status.stdout.contains("This device: my laptop"), "\(status.stdout)")
        #expect(status.stdout.contains("  my laptop (this one)  last sync 20"), "\(status.stdout)")
    }

    @Test func aDroppedConnectionIsTriedAgain() async throws {
        let household = try await household()
        defer { household.cleanUp() }
        let port = try #require(URLComponents(string: household.url)?.port)
        let proxy = try FlakyProxy(forwardingTo: port, dropping: 2)
        defer { proxy.stop() }
        let viaProxy = household.url.replacingOccurrences(of: ":\(port)/", with: ":\(proxy.port)/")
        let queue = try DatabaseQueue(path: household.path("a"))
        try await queue.write { db in try db.execute(sql: "UPDATE sync_state SET connection = ?", arguments: [viaProxy]) }
        try queue.close()
        try await household.run("a", ["tx add Coop 20 --line Groceries"])
        // The first two connections are cut as they open; the third attempt goes through.
        let synced = try await household.run("a", ["sync"])
        #expect(synced.status == 0, "\(synced.stderr)")
        #expect(synced.stdout.contains("sent 1 change"), "\(synced.stdout)")
        #expect(proxy.accepted == 3)
        #expect(try await household.run("b", ["sync", "tx list"]).stdout.contains("Coop"))
    }

    @Test func aMonthMadeFromTheTemplateOnBothDevicesKeepsOneLineWhateverItIsCalled() async throws {
        let household = try await household()
        defer { household.cleanUp() }
        try await household.run("a", ["template new Normal", "template line add Normal expense Phone 50", "template default Normal"])
        try await household.syncAll(["a", "b"])
        // Both make December from the template offline and rename its Phone line, then spend on it.
        try await household.run(
            "a",
            ["budget new 2026-12", "line set Phone --name Mobile --budget 2026-12", "tx add Swisscom 50 --line Mobile --date 2026-12-02"])
        try await household.run(
            "b", ["budget new 2026-12", "line set Phone --name Mobile --budget 2026-12", "tx add Salt 20 --line Mobile --date 2026-12-03"])
        try await household.syncAll(["a", "b"])
        #expect(try await household.view("a", months: ["2026-12"]) == household.view("b", months: ["2026-12"]))
        // By hand: one line Mobile, planned 50, consumed 50 + 20 = 70; no Phone line back.
        let december = try await household.run("b", ["budget show 2026-12"]).stdout
        #expect(december.contains("Mobile  expense     70.00    50.00"), "\(december)")
        #expect(!december.contains("Phone"), "\(december)")
    }

    @Test func undoTakesBackItsOwnFieldsAfterASyncChangedOthers() async throws {
        let household = try await household()
        defer { household.cleanUp() }
        try await household.syncAll(["a", "b"])
        try await household.run("a", ["tx check Migros"])
        try await household.run("b", ["tx set Migros --category food"])
        try await household.syncAll(["a", "b"])
        // A's check is undone; B's category stays, on both.
        let undone = try await household.run("a", ["undo"])
        #expect(undone.status == 0, "\(undone.stderr)")
        try await household.syncAll(["a", "b"])
        for device in ["a", "b"] {
            let shown = try await household.run(device, ["tx show Migros --json"]).stdout
            #expect(shown.contains("\"category\":\"food\""), "\(device): \(shown)")
            #expect(shown.contains("\"checked\":false") || shown.contains("\"checked_at\":null"), "\(device): \(shown)")
        }
        // Undoing the same field another device changed since is refused, and says why.
        try await household.run("a", ["tx set Migros --category groceries"])
        try await household.run("b", ["tx set Migros --category shopping"])
        try await household.syncAll(["a", "b"])
        let refused = try await household.run("a", ["undo"])
        #expect(
            refused.stderr.contains(
                "transaction 'Migros' was changed since by a write the journal did not record (another device's change brought by `sync`"),
            "\(refused.stderr)")
    }
}
