import Foundation
import Testing

/// An import pairs an outgoing movement of one account and an incoming one of another (same
/// amount, at most 3 days apart) into one transfer: neither income nor expense for the month,
/// the balances unchanged, both movements kept so a second import adds nothing, undone as one.
///
/// The figures: Main's statement has Salary +5'000.00 (11-02), To savings −500.00 (11-03) and
/// Migros −82.40 (11-04); Savings' has From checking +500.00 (11-05) and Interest +1.25 (11-06).
/// Balances either way: Main 5'000 − 500 − 82.40 = 4'417.60, Savings 500 + 1.25 = 501.25.
/// Unpaired, 2026-11 has income 5'501.25 and expenses 582.40; paired, 5'001.25 and 82.40.
@Suite(.serialized) struct TransferPairingEndToEndTests {
    static let main = """
        Date,Payee,Amount
        2026-11-02,Salary ACME,5000.00
        2026-11-03,To savings,-500.00
        2026-11-04,Migros,-82.40
        """
    static let savings = """
        Date,Payee,Amount
        2026-11-05,From checking,500.00
        2026-11-06,Interest,1.25
        """

    private func balances(_ pulpe: PulpeProcess) async throws -> [String: Double] {
        let list = try await pulpe.run(["--json", "-c", "account list"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: rows.map { ($0["name"] as? String ?? "?", $0["balance"] as? Double ?? .nan) })
    }

    /// November's total income and expenses (`budget list`).
    private func month(_ pulpe: PulpeProcess) async throws -> [Double] {
        let list = try await pulpe.run(["--json", "-c", "budget list"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
        let november = try #require(rows.first { $0["month"] as? String == "2026-11" })
        return [november["totalIncome"] as? Double ?? .nan, november["totalExpenses"] as? Double ?? .nan]
    }

    private func transactions(_ pulpe: PulpeProcess) async throws -> Int {
        let list = try await pulpe.run(["--json", "-c", "tx list --budget 2026-11"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [Any])
        return rows.count
    }

    private func doctorAgrees(_ pulpe: PulpeProcess) async throws {
        let doctor = try await pulpe.run(["-c", "doctor"])
        #expect(doctor.status == 0, "\(doctor.stdout)\(doctor.stderr)")
    }

    /// Main imported, then Savings with --transfers.
    private func setUp(_ pulpe: PulpeProcess) async throws -> (main: String, savings: String) {
        let files = (try pulpe.write("main.csv", Self.main), try pulpe.write("savings.csv", Self.savings))
        let setup = try await pulpe.run(["-c", "account add Savings --kind savings", "-c", "import \(files.0) --account Main"])
        #expect(setup.status == 0, "\(setup.stderr)")
        return files
    }

    @Test func pairingMakesOneTransferAndKeepsTheBalances() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let (main, savings) = try await setUp(pulpe)
        #expect(try await month(pulpe) == [5000, 582.40])
        let imported = try await pulpe.run(["-c", "import \(savings) --account Savings --transfers"])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(
            imported.stdout.contains(
                "2 added, 0 already there, 0 left out.\nInto account Savings.\n1 transfer paired:\n"
                    + "  500.00 Main → Savings: 'To savings' 2026-11-03, 'From checking' 2026-11-05 (transfer #1)"),
            "\(imported.stdout)")
        #expect(try await balances(pulpe) == ["Main": 4417.60, "Savings": 501.25])
        #expect(try await month(pulpe) == [5001.25, 82.40])
        // Salary, Migros, Interest: the two movements are the transfer now.
        #expect(try await transactions(pulpe) == 3)
        try await doctorAgrees(pulpe)
        // Either statement again: every movement is already there, the paired ones too.
        let again = try await pulpe.run(["-c", "import \(savings) --account Savings --transfers", "-c", "import \(main) --account Main"])
        #expect(again.stdout.contains("savings.csv: 0 added, 2 already there"), "\(again.stdout)")
        #expect(again.stdout.contains("main.csv: 0 added, 3 already there"), "\(again.stdout)")
        #expect(!again.stdout.contains("transfer"), "\(again.stdout)")
        #expect(try await transactions(pulpe) == 3)
        #expect(try await balances(pulpe) == ["Main": 4417.60, "Savings": 501.25])
        #expect(try await month(pulpe) == [5001.25, 82.40])
    }

    @Test func undoPutsBackWhatWasThere() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let (_, savings) = try await setUp(pulpe)
        _ = try await pulpe.run(["-c", "import \(savings) --account Savings --transfers"])
        let undone = try await pulpe.run(["-c", "undo"])
        #expect(undone.status == 0, "\(undone.stderr)")
        // Main as after its own import: To savings is an expense again; Savings empty.
        #expect(try await balances(pulpe) == ["Main": 4417.60, "Savings": 0])
        #expect(try await month(pulpe) == [5000, 582.40])
        #expect(try await transactions(pulpe) == 3)
        try await doctorAgrees(pulpe)
        let redone = try await pulpe.run(["-c", "redo"])
        #expect(redone.status == 0, "\(redone.stderr)")
        #expect(try await month(pulpe) == [5001.25, 82.40])
        try await doctorAgrees(pulpe)
    }

    @Test func noTransfersAndScriptsLeaveTheMovementsAsTheyAre() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let (_, savings) = try await setUp(pulpe)
        let refused = try await pulpe.run(["-c", "import \(savings) --account Savings --transfers --no-transfers"])
        #expect(refused.status != 0)
        #expect(refused.stderr.contains("--transfers and --no-transfers contradict each other"), "\(refused.stderr)")
        // A script without either: imported as before, the pair only named.
        let plain = try await pulpe.run(["-c", "import \(savings) --account Savings"])
        #expect(
            plain.stdout.contains(
                "1 possible transfer between your accounts, not paired (import the file again with --transfers to pair it):\n"
                    + "  500.00 Main → Savings: 'To savings' 2026-11-03, 'From checking' 2026-11-05"),
            "\(plain.stdout)")
        #expect(try await balances(pulpe) == ["Main": 4417.60, "Savings": 501.25])
        #expect(try await month(pulpe) == [5501.25, 582.40])
        // --no-transfers: the same, and not a word of transfers.
        let never = try await pulpe.run(["-c", "import \(savings) --account Savings --no-transfers"])
        #expect(never.stdout.contains("0 added, 2 already there, 0 left out.") && !never.stdout.contains("transfer"), "\(never.stdout)")
        #expect(try await month(pulpe) == [5501.25, 582.40])
        // The same file again with --transfers pairs the movements already there, and adds nothing.
        let later = try await pulpe.run(["-c", "import \(savings) --account Savings --transfers"])
        #expect(
            later.stdout.contains("0 added, 2 already there, 0 left out.\nInto account Savings.\n1 transfer paired:"), "\(later.stdout)")
        #expect(try await balances(pulpe) == ["Main": 4417.60, "Savings": 501.25])
        #expect(try await month(pulpe) == [5001.25, 82.40])
        try await doctorAgrees(pulpe)
    }

    @Test func dryRunAndJSONShowThePairs() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let (_, savings) = try await setUp(pulpe)
        let dry = try await pulpe.run(["-c", "import \(savings) --account Savings --transfers --dry-run"])
        #expect(dry.status == 0, "\(dry.stderr)")
        #expect(
            dry.stdout.contains(
                "1 transfer would be paired:\n  500.00 Main → Savings: 'To savings' 2026-11-03, 'From checking' 2026-11-05\n")
                || dry.stdout.hasSuffix("'From checking' 2026-11-05\n"),
            "\(dry.stdout)")
        #expect(try await balances(pulpe) == ["Main": 4417.60, "Savings": 0])
        #expect(try await month(pulpe) == [5000, 582.40])
        let json = try await pulpe.run(["--json", "-c", "import \(savings) --account Savings --transfers"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let pairs = try #require(document["transfers"] as? [[String: Any]])
        #expect(pairs.count == 1)
        #expect(pairs[0]["amount"] as? Double == 500)
        #expect(pairs[0]["transfer"] as? Int == 1)
        let from = try #require(pairs[0]["from"] as? [String: Any])
        let to = try #require(pairs[0]["to"] as? [String: Any])
        #expect(from["account"] as? String == "Main" && from["name"] as? String == "To savings" && from["date"] as? String == "2026-11-03")
        #expect(to["account"] as? String == "Savings" && to["name"] as? String == "From checking" && to["date"] as? String == "2026-11-05")
        #expect(document["transferNotes"] as? [String] == [])
    }

    /// Two outgoing 500.00 two days either side of the incoming one: neither is taken, and the
    /// summary says why; one day closer, the closer one is paired.
    @Test func twoCandidatesTakeTheClosestOrNone() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let main = try pulpe.write(
            "main.csv", "Date,Payee,Amount\n2026-11-03,To savings A,-500.00\n2026-11-07,To savings B,-500.00\n")
        let savings = try pulpe.write("savings.csv", Self.savings)
        _ = try await pulpe.run(["-c", "account add Savings --kind savings", "-c", "import \(main) --account Main"])
        let tie = try await pulpe.run(["-c", "import \(savings) --account Savings --transfers"])
        #expect(
            tie.stdout.contains(
                "  2026-11-05 500.00 'From checking' matches two movements equally close: left unpaired (`transfer` records it by hand)"),
            "\(tie.stdout)")
        #expect(!tie.stdout.contains("paired:"), "\(tie.stdout)")
        #expect(try await month(pulpe) == [501.25, 1000])
        _ = try await pulpe.run(["-c", "undo"])
        let closer = try pulpe.write(
            "closer.csv", "Date,Payee,Amount\n2026-11-06,To savings C,-500.00\n")
        _ = try await pulpe.run(["-c", "import \(closer) --account Main"])
        let paired = try await pulpe.run(["-c", "import \(savings) --account Savings --transfers"])
        #expect(
            paired.stdout.contains(
                "1 transfer paired:\n  500.00 Main → Savings: 'To savings C' 2026-11-06, 'From checking' 2026-11-05 (transfer #1)\n"
                    + "  2026-11-05 'From checking' had 3 candidates: paired with the closest, 'To savings C' of 2026-11-06"),
            "\(paired.stdout)")
        // Left: A and B (1'000.00) as expenses; income Interest only.
        #expect(try await month(pulpe) == [1.25, 1000])
        try await doctorAgrees(pulpe)
    }

    /// Never within one account, never for a cent's difference.
    @Test func sameAccountAndACentApartAreNeverPaired() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let main = try pulpe.write(
            "main.csv", "Date,Payee,Amount\n2026-11-03,Out,-500.00\n2026-11-04,Back,500.00\n2026-11-05,To savings,-250.00\n")
        let savings = try pulpe.write("savings.csv", "Date,Payee,Amount\n2026-11-05,From checking,249.99\n")
        _ = try await pulpe.run(["-c", "account add Savings --kind savings"])
        let first = try await pulpe.run(["-c", "import \(main) --account Main --transfers"])
        #expect(!first.stdout.contains("transfer"), "\(first.stdout)")
        let second = try await pulpe.run(["-c", "import \(savings) --account Savings --transfers"])
        #expect(!second.stdout.contains("transfer"), "\(second.stdout)")
        #expect(try await month(pulpe) == [749.99, 750])
    }

    /// A database with one account never pairs (there is nothing to pair with).
    @Test func oneAccountOffersNothing() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let both = try pulpe.write("both.csv", "Date,Payee,Amount\n2026-11-03,Out,-500.00\n2026-11-04,In,500.00\n")
        let imported = try await pulpe.run(["-c", "import \(both) --transfers"])
        #expect(imported.status == 0 && !imported.stdout.contains("transfer"), "\(imported.stdout)\(imported.stderr)")
    }

    /// Savings' statement as camt.053 naming its IBAN: it finds its account by number, and its
    /// +500.00 of 11-04 pairs with Main's −500.00 of 11-03 (1 day). Balances 4'417.60 and 500.00;
    /// the month: income 5'000.00, expenses 82.40. The same statement again adds nothing.
    @Test func aCamtStatementPairsWithACSVOne() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let main = try pulpe.write("main.csv", Self.main)
        let camt = try pulpe.write(
            "savings.xml",
            ImportCamtEndToEndTests.document([
                ImportCamtEndToEndTests.entry("500.00", "CRDT", "2026-11-04", "SV1", party: "Main account")
            ]))
        let setup = try await pulpe.run([
            "-c", "account add Savings --kind savings --number CH9300762011623852957", "-c", "import \(main) --account Main",
        ])
        #expect(setup.status == 0, "\(setup.stderr)")
        let imported = try await pulpe.run(["-c", "import camt \(camt) --transfers"])
        #expect(
            imported.stdout.contains("1 transfer paired:\n  500.00 Main → Savings: 'To savings' 2026-11-03, 'Main account' 2026-11-04"),
            "\(imported.stdout)\(imported.stderr)")
        #expect(try await balances(pulpe) == ["Main": 4417.60, "Savings": 500])
        #expect(try await month(pulpe) == [5000, 82.40])
        let again = try await pulpe.run(["-c", "import camt \(camt) --transfers"])
        #expect(again.stdout.contains("0 added, 1 already there"), "\(again.stdout)")
        try await doctorAgrees(pulpe)
    }
}
