import Foundation
import Testing

/// Accounts through the built binary: balances, transfers (one realizing a saving line that feeds
/// a goal), reconciliation, closing and removing, and `export journal` checked by the real hledger.
///
/// Pay day 1, today 2026-11-20. Main opens with 250.50, Savings with 1'000.00, the Visa card owes
/// 120.00 (all on 2026-11-01):
///
/// | tx / transfer                         | Main      | Savings  | Visa (owed) |
/// |---------------------------------------|-----------|----------|-------------|
/// | opening                               |    250.50 | 1'000.00 |      120.00 |
/// | Salary 6'500 (income, Salary)         | +6'500.00 |          |             |
/// | Migros 82.40 (expense, Visa, checked) |           |          |      +82.40 |
/// | transfer 500 Main→Savings, Emergency  |   −500.00 |  +500.00 |             |
/// | transfer 202.40 Main→Visa (card bill) |   −202.40 |          |     −202.40 |
/// | Coop 40 (expense, 2026-11-25: future) |    −40.00 |          |             |
///
/// Today: Main 250.50 + 6'500 − 500 − 202.40 = 6'048.10 (Coop is dated after today);
/// Savings 1'500.00; Visa owes 0.00.
@Suite(.serialized) struct AccountsEndToEndTests {
    static let script = [
        "budget new 2026-11", "goal new Emergency --target 5000",
        "line add income Salary 6500", "line add saving Emergency 500 --goal Emergency", "line add expense Groceries 600",
        "account add Savings --kind savings --opening 1000 --on 2026-11-01",
        "account add Visa --kind card --opening 120 --on 2026-11-01",
        "account set Main --opening 250.50 --on 2026-11-01",
        "tx add Salary 6500 --line Salary --date 2026-11-01",
        "tx add Migros 82.40 --account Visa --line Groceries --date 2026-11-18 --checked",
        "transfer 500 --from Main --to Savings --line Emergency --date 2026-11-10",
        "transfer 202.40 --from Main --to Visa --date 2026-11-19 --note \"Card bill\"",
        "tx add Coop 40 --line Groceries --date 2026-11-25",
    ]

    private func prepared() async throws -> PulpeProcess {
        let pulpe = try PulpeProcess()
        let result = try await pulpe.run(Self.script.flatMap { ["-c", $0] }, today: "2026-11-20")
        #expect(result.status == 0, "\(result.stderr)")
        return pulpe
    }

    private func accounts(_ pulpe: PulpeProcess) async throws -> [String: [String: Any]] {
        let list = try await pulpe.run(["--json", "-c", "account list"], today: "2026-11-20")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: rows.map { ($0["name"] as? String ?? "?", $0) })
    }

    @Test func balancesTodayAndTheTransferThatFeedsAGoal() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let found = try await accounts(pulpe)
        #expect(found["Main"]?["balance"] as? Double == 6_048.10)
        #expect(found["Savings"]?["balance"] as? Double == 1_500)
        #expect(found["Visa"]?["balance"] as? Double == 0)
        #expect(found["Visa"]?["kind"] as? String == "card")
        // 6'048.10 + 1'500.00 − 0.00 owed on Visa.
        let listed = try await pulpe.run(["-c", "account list"], today: "2026-11-20")
        #expect(listed.stdout.contains("Together: 7'548.10 (what the cards owe taken off)."), "\(listed.stdout)")
        // The transfer's saving side consumes the line (and so feeds its goal once checked).
        let show = try await pulpe.run(["--json", "-c", "budget show"], today: "2026-11-20")
        let budget = try #require(try JSONSerialization.jsonObject(with: Data(show.stdout.utf8)) as? [String: Any])
        let lines = try #require(budget["lines"] as? [[String: Any]])
        #expect(lines.first { $0["name"] as? String == "Emergency" }?["consumed"] as? Double == 500)
        #expect(lines.first { $0["name"] as? String == "Emergency" }?["goal"] as? Int == 1)
        // The last ten days of Main: the card bill went out (the Emergency transfer of the 10th is older).
        let main = try await pulpe.run(["-c", "account show Main"], today: "2026-11-20")
        #expect(main.stdout.contains("2026-11-19  Transfer #2 to Visa (Card bill)  -202.40  ✓"), "\(main.stdout)")
        #expect(!main.stdout.contains("Emergency"), "\(main.stdout)")
        // A transfer is no income or expense: the month counts Salary, Migros, Coop and the saving.
        let list = try await pulpe.run(["--json", "-c", "budget list"], today: "2026-11-20")
        #expect(list.stdout.contains(#""totalIncome":6500"#), "\(list.stdout)")
    }

    /// A busy account: 30 transactions on the 19th (#1–#30), 25 on the 20th (#31–#55) and a transfer
    /// to Savings on the 20th. The newest 50 are the 20th's 25 and its transfer, then the 19th's
    /// #30 down to #7 (24): #6 and older are left out, and the screen says how to list them all.
    @Test func aBusyAccountShowsItsNewestFiftyAndHowToSeeTheRest() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let adds =
            (1...30).map { "tx add Shop\($0) 1 --date 2026-11-19" } + (31...55).map { "tx add Shop\($0) 1 --date 2026-11-20" }
        let script = ["budget new 2026-11", "account add Savings --kind savings"] + adds + ["transfer 100 --from Main --to Savings"]
        let made = try await pulpe.run(script.flatMap { ["-c", $0] }, today: "2026-11-20")
        #expect(made.status == 0, "\(made.stderr)")
        let shown = try await pulpe.run(["-c", "account show Main"], today: "2026-11-20")
        #expect(shown.stdout.contains("Shop7 "), "\(shown.stdout)")
        #expect(!shown.stdout.contains("Shop6 "), "\(shown.stdout)")
        #expect(shown.stdout.contains("Transfer #1 to Savings"), "\(shown.stdout)")
        #expect(
            shown.stdout.contains("Only the latest 50 are shown: `tx list --account Main --since 2026-11-11` lists them all."),
            "\(shown.stdout)")
        let json = try await pulpe.run(["--json", "-c", "account show Main"], today: "2026-11-20")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((object["recent"] as? [Any])?.count == 49)
        #expect((object["transfers"] as? [Any])?.count == 1)
        #expect(object["more"] as? Bool == true)
        let quiet = try await pulpe.run(["--json", "-c", "account show Savings"], today: "2026-11-20")
        #expect(quiet.stdout.contains(#""more":false"#), "\(quiet.stdout)")
    }

    @Test func reconcileChecksEverythingUpToTheDayOnlyWhenTheBankAgrees() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        // The bank says 6'000.00 on 2026-11-20: 48.10 lower; nothing changes and the command fails, so a script stops.
        let differs = try await pulpe.run(["-c", "account reconcile Main 6000", "-c", "tx add Later 1"], today: "2026-11-20")
        #expect(differs.status == 1)
        #expect(differs.stdout.contains("the bank's figure is 48.10 lower. Nothing was changed."), "\(differs.stdout)")
        #expect(differs.stderr.contains("-c:1: error: 'Main' does not agree with the bank on 2026-11-20: nothing was reconciled"))
        #expect(!differs.stdout.contains("Later"))
        #expect(try await accounts(pulpe)["Main"]?["reconciledOn"] is NSNull)
        // On 2026-11-09 Main held 250.50 + 6'500 = 6'750.50: it agrees; Salary is checked.
        let agrees = try await pulpe.run(["-c", "account reconcile Main 6750.50 --on 2026-11-09"], today: "2026-11-20")
        #expect(agrees.stdout == "Main on 2026-11-09: 6'750.50 at the bank and in pulpe: agrees; checked 1 transaction.\n")
        let main = try await accounts(pulpe)["Main"]
        #expect(main?["reconciledOn"] as? String == "2026-11-09")
        // 250.50 + 6'500 − 500 − 202.40: transfers count as cleared (the Emergency one's saving side is checked).
        #expect(main?["checkedBalance"] as? Double == 6_048.10)
        let agreed = try await pulpe.run(["-c", "account show Main"], today: "2026-11-20")
        #expect(agreed.stdout.contains("Reconciled     2026-11-09 at 6'750.50\n"), "\(agreed.stdout)")
        #expect(!agreed.stdout.contains("changed since"), "\(agreed.stdout)")
        // A payment dated before the day reconciled, added later: account show says the figure no longer holds.
        let late = try await pulpe.run(["-c", "tx add Kiosk 20 --date 2026-11-05", "-c", "account show Main"], today: "2026-11-20")
        #expect(
            late.stdout.contains(
                "Reconciled     2026-11-09 at 6'750.50\n               changed since: pulpe now counts 6'730.50 on 2026-11-09 "
                    + "(`tx list --account Main --until 2026-11-09` lists what counts)"), "\(late.stdout)")
        _ = try await pulpe.run(["-c", "undo"], today: "2026-11-20")
        // One undo takes the whole reconciliation back.
        let undo = try await pulpe.run(["-c", "undo"], today: "2026-11-20")
        #expect(undo.status == 0, "\(undo.stderr)")
        #expect(try await accounts(pulpe)["Main"]?["checkedBalance"] as? Double == -451.90)
    }

    @Test func badInputIsRefusedAndChangesNothing() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let before = try await pulpe.run(["-c", "export json"], today: "2026-11-20")
        let refused: [(command: String, message: String)] = [
            ("transfer 5 --from Main --to main", "a transfer moves money between two accounts: --from and --to both name 'Main'"),
            (
                "transfer 5 --from Main --to Savings --line Groceries",
                "line 'Groceries' is expense: a transfer's --line names a saving line, which the transfer feeds"
            ),
            ("account reconcile Savings 1000 --on 2026-10-31", "account 'Savings' opened on 2026-11-01: reconcile it on that day or later"),
            (
                "account reconcile Main 100 --on 2026-11-21",
                "--on 2026-11-21 is after today (2026-11-20): reconcile with the balance of today"
            ),
            ("account remove Visa", "account 'Visa' still holds 1 transaction and 1 transfer"),
            ("account remove Main", "'Main' is the default account"),
            ("tx add Bread 3 --account Checking", "no account 'Checking'"),
            ("account add savings", "an account named 'Savings' already exists (#2)"),
            ("account close Savings --on 2026-10-31", "account 'Savings' opened on 2026-11-01: close it on that day or later"),
            ("account close Savings --on 2026-11-21", "--on 2026-11-21 is after today (2026-11-20): close it on a day that has come"),
            (
                "account close Visa --on 2026-11-15",
                "'Visa' has a movement on 2026-11-19, after 2026-11-15: close it on that day or later (`account close Visa --on 2026-11-19`)"
            ),
            ("account add Visa2 --kind loan", "'loan' is not an account kind: use checking, savings, card or cash"),
        ]
        for (command, message) in refused {
            let result = try await pulpe.run(["-c", command], today: "2026-11-20")
            #expect(result.status != 0, "\(command)")
            #expect(result.stderr.contains(message), "\(command): \(result.stderr)")
        }
        let closed = try await pulpe.run(["-c", "account close Savings", "-c", "tx add Bread 3 --account Savings"], today: "2026-11-20")
        #expect(closed.stderr.contains("account 'Savings' was closed on 2026-11-20: it takes no new transaction"), "\(closed.stderr)")
        // Savings holds 1'500.00: closing it says it still counts and how to empty it; Visa owes nothing.
        #expect(
            closed.stderr.contains(
                "warning: 'Savings' is closed holding money: it still counts in `account list` and net worth; to empty it, "
                    + "`account reopen Savings`, `transfer` what it holds, then close it again"), "\(closed.stderr)")
        // Closing again, or reopening what is open, changes nothing and says so.
        let again = try await pulpe.run(["-c", "account close Savings --on 2026-11-19", "-c", "account reopen Main"], today: "2026-11-20")
        #expect(again.status == 0, "\(again.stderr)")
        #expect(
            again.stdout == "Account Savings was closed already, on 2026-11-20: nothing changed.\nAccount Main is open: nothing changed.\n",
            "\(again.stdout)")
        let empty = try await pulpe.run(["-c", "account close Visa"], today: "2026-11-20")
        #expect(empty.status == 0 && empty.stderr.isEmpty, "\(empty.stderr)")
        #expect(empty.stdout == "Closed account Visa (card, closed on 2026-11-20): owed 0.00.\n", "\(empty.stdout)")
        _ = try await pulpe.run(["-c", "account reopen Savings", "-c", "account reopen Visa"], today: "2026-11-20")
        let after = try await pulpe.run(["-c", "export json"], today: "2026-11-20")
        #expect(after.stdout == before.stdout)
    }

    @Test func removingAnAccountMovesWhatItHolds() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let removed = try await pulpe.run(["-c", "account remove Visa --move-to Main"], today: "2026-11-20")
        #expect(removed.status != 0, "a transfer Main → Visa cannot become Main → Main")
        let cash = try await pulpe.run(
            ["-c", "account add Cash --kind cash", "-c", "tx add Kiosk 7.50 --account Cash", "-c", "account remove Cash --move-to Main"],
            today: "2026-11-20")
        #expect(cash.status == 0, "\(cash.stderr)")
        #expect(cash.stdout.contains("Removed account Cash. 1 entry moved to Main."), "\(cash.stdout)")
        #expect(cash.stderr.isEmpty, "no opening, nothing to say: \(cash.stderr)")
        #expect(try await accounts(pulpe)["Main"]?["balance"] as? Double == 6_040.60)
        // A card opened owing 50.00: its entries move, its opening does not, and the command says so.
        let card = try await pulpe.run(
            ["-c", "account add Amex --kind card --opening 50 --on 2026-11-01", "-c", "account remove Amex --move-to Main"],
            today: "2026-11-20")
        #expect(card.status == 0, "\(card.stderr)")
        #expect(
            card.stderr
                == "warning: its opening balance (owed 50.00) went with it and no longer counts in `account list` or net worth; "
                + "`undo` brings the account back\n", "\(card.stderr)")
    }

    /// At the end of 2026-10 nothing is open yet (the openings are dated 2026-11-01); at the end of
    /// 2026-11 every row counts, Coop on the 25th too: Main 6'008.10, Savings 1'500, Visa 0 → 7'508.10.
    @Test func netWorthAtEachMonthsEnd() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let report = try await pulpe.run(["--json", "-c", "report networth --from 2026-10 --to 2026-11"], today: "2026-11-20")
        #expect(report.status == 0, "\(report.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(report.stdout.utf8)) as? [String: Any])
        let months = try #require(document["months"] as? [[String: Any]])
        #expect(months.map { $0["total"] as? Double } == [0, 7_508.10])
        #expect((months.last?["balances"] as? [String: Double]) == ["Main": 6_008.10, "Savings": 1_500, "Visa": 0])
        let text = try await pulpe.run(["-c", "report networth --from 2026-11 --to 2026-11"], today: "2026-11-20")
        #expect(text.stdout.contains("7'508.10"), "\(text.stdout)")
    }

    /// 2026-11's net: income 6'500 − Groceries max(600, 122.40) − Emergency 500 = 5'400. From zero its
    /// ending balance is 5'400.00; from the accounts' openings (Main 250.50 + Savings 1'000 − the 120
    /// Visa owed = 1'130.50) its rollover is 1'130.50 and its ending 6'530.50.
    @Test func theFirstRolloverStartsFromTheAccountsWhenAsked() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        func november() async throws -> [String: Any] {
            let list = try await pulpe.run(["--json", "-c", "budget list"], today: "2026-11-20")
            let rows = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
            return try #require(rows.first { $0["month"] as? String == "2026-11" })
        }
        #expect(try await november()["rollover"] as? Double == 0)
        #expect(try await november()["endingBalance"] as? Double == 5_400)
        let set = try await pulpe.run(["-c", "settings set starting-balance accounts"], today: "2026-11-20")
        #expect(set.status == 0, "\(set.stderr)")
        #expect(try await november()["rollover"] as? Double == 1_130.50)
        #expect(try await november()["endingBalance"] as? Double == 6_530.50)
        let show = try await pulpe.run(["-c", "budget show"], today: "2026-11-20")
        #expect(show.stdout.contains("Rollover            1'130.50"), "\(show.stdout)")
        let back = try await pulpe.run(["-c", "settings set starting-balance zero", "-c", "budget list --json"], today: "2026-11-20")
        #expect(back.stdout.contains(#""rollover":0"#), "\(back.stdout)")
    }

    /// An account of its own currency starts the chain at the rate kept on its opening day:
    /// 1'130.50 as above + USD 1'000.00 at 0.5 (kept since 10-01, opened 11-01) = 1'630.50; USD
    /// 2'000.00 kept later (11-15) does not count for it. With no rate for its currency it is left
    /// out: 1'130.50.
    @Test func aForeignAccountsOpeningStartsTheChainAtTheRateOfItsOpeningDay() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let added = try await pulpe.run(
            ["-c", "settings set starting-balance accounts", "-c", "account add US --currency USD --opening 1000 --on 2026-11-01"],
            today: "2026-11-20")
        #expect(added.status == 0, "\(added.stderr)")
        func rollover() async throws -> Double? {
            let list = try await pulpe.run(["--json", "-c", "budget list"], today: "2026-11-20")
            let rows = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
            return try #require(rows.first { $0["month"] as? String == "2026-11" })["rollover"] as? Double
        }
        #expect(try await rollover() == 1_130.50)
        let rates = try await pulpe.run(
            ["-c", "rate set USD 0.5 --on 2026-10-01", "-c", "rate set USD 2 --on 2026-11-15"], today: "2026-11-20")
        #expect(rates.status == 0, "\(rates.stderr)")
        #expect(try await rollover() == 1_630.50)
    }

    /// A transfer's saving side keeps the transfer's amount, date and kind (else money would appear
    /// from nowhere); the transfer is removed with it, or by `transfer remove`.
    @Test func aTransfersSavingSideCannotDriftFromIt() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        for change in [
            "tx set \"Transfer to Savings\" 300", "tx set \"Transfer to Savings\" --date 2026-11-12",
            "tx set \"Transfer to Savings\" --kind expense",
        ] {
            let refused = try await pulpe.run(["-c", change], today: "2026-11-20")
            #expect(refused.status != 0, "\(change)")
            #expect(refused.stderr.contains("is the saving side of transfer #1"), "\(change): \(refused.stderr)")
        }
        // Both sides are checked (a transfer counts as cleared): Main's checked balance counts the 500 that left.
        #expect(try await accounts(pulpe)["Main"]?["checkedBalance"] as? Double == 250.50 - 500 - 202.40)
        let removed = try await pulpe.run(["-c", "transfer remove #1"], today: "2026-11-20")
        #expect(removed.stdout.hasPrefix("Removed transfer #1 of 500.00 on 2026-11-10 and its saving transaction #"), "\(removed.stdout)")
        let after = try await accounts(pulpe)
        #expect(after["Main"]?["balance"] as? Double == 6_548.10)
        #expect(after["Savings"]?["balance"] as? Double == 1_000)
    }

    /// `tx remove` of a transfer's saving side takes the transfer with it, and says so: Main gets its
    /// 500 back (6'048.10 + 500 = 6'548.10), Savings loses it (1'500 − 500 = 1'000).
    @Test func removingATransfersSavingSideSaysTheTransferWentWithIt() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let removed = try await pulpe.run(["-c", "tx remove \"Transfer to Savings\""], today: "2026-11-20")
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(
            removed.stdout.hasSuffix(".\nIts transfer Main → Savings went with it: both accounts' balances changed.\n"), "\(removed.stdout)"
        )
        let after = try await accounts(pulpe)
        #expect(after["Main"]?["balance"] as? Double == 6_548.10)
        #expect(after["Savings"]?["balance"] as? Double == 1_000)
        let plain = try await pulpe.run(["-c", "tx remove Coop"], today: "2026-11-20")
        #expect(!plain.stdout.contains("transfer"), "\(plain.stdout)")
    }

    /// An overdrawn account is typed with a sign; a new kind keeps what the account held; removing an
    /// account a transfer links to the target names the transfer; a name like `#1` is refused.
    @Test func signsKindsAndNamesThatUsedToMislead() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let overdrawn = try await pulpe.run(
            ["-c", "account add Old --opening -50", "-c", "account reconcile Old -50 --on 2026-11-20"], today: "2026-11-20")
        #expect(overdrawn.status == 0, "\(overdrawn.stderr)")
        #expect(overdrawn.stdout.contains("Old on 2026-11-20: -50.00 at the bank and in pulpe: agrees"), "\(overdrawn.stdout)")
        let spare = try await pulpe.run(
            ["-c", "account add Spare --opening 300", "-c", "account set Spare --kind card"], today: "2026-11-20")
        // A card the bank owes money to reads "in credit", never "owed -300.00"; its JSON keeps the sign.
        #expect(spare.stdout.hasSuffix("Changed account Spare (card): in credit 300.00 (kind card).\n"), "\(spare.stdout)")
        #expect(try await accounts(pulpe)["Spare"]?["balance"] as? Double == -300, "a card in credit by 300: owed -300")
        let show = try await pulpe.run(["-c", "account show Spare", "-c", "account list"], today: "2026-11-20")
        #expect(
            show.stdout.contains("Balance today  300.00 in credit\nChecked        300.00 in credit\nOpening        300.00 in credit\n"),
            "\(show.stdout)")
        #expect(show.stdout.contains("Spare    card      300.00 in credit  300.00 in credit  never"), "\(show.stdout)")
        // account set names what it set, as the account now holds it.
        let set = try await pulpe.run(["-c", "account set Spare --number 4111-XXXX --opening 20", "-c", "account set Spare --number none"])
        #expect(
            set.stdout == "Changed account Spare (card): owed 20.00 (opening owed 20.00 and number 4111-XXXX).\n"
                + "Changed account Spare (card): owed 20.00 (number forgotten).\n", "\(set.stdout)\(set.stderr)")
        let linked = try await pulpe.run(["-c", "account remove Visa --move-to Main"], today: "2026-11-20")
        #expect(linked.stderr.contains("transfer #2 between 'Visa' and 'Main' would go from 'Main' to itself"), "\(linked.stderr)")
        let named = try await pulpe.run(["-c", "account add \"#1\""], today: "2026-11-20")
        #expect(named.stderr.contains("'#1' names an account by its id"), "\(named.stderr)")
    }

    /// The real hledger, installed by scripts/install-system-packages.
    static let hledger = ["/usr/bin/hledger", "/usr/local/bin/hledger"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// `hledger balance` of each account in the exported journal equals `account list`: the
    /// journal holds every transaction (Coop, dated after today, included), so both are read at 2026-11-30.
    @Test(.enabled(if: hledger != nil, "hledger is not installed (scripts/install-system-packages installs it): skipped"))
    func hledgerBalancesEqualAccountList() async throws {
        let hledger = try #require(Self.hledger)
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let export = try await pulpe.run(["-c", "export journal pulpe.journal"], today: "2026-11-30")
        #expect(export.status == 0, "\(export.stderr)")
        let journal = pulpe.folder.appendingPathComponent("pulpe.journal").path
        let list = try await pulpe.run(["--json", "-c", "account list"], today: "2026-11-30")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
        let names = ["Main": "assets:checking:Main", "Savings": "assets:savings:Savings", "Visa": "liabilities:card:Visa"]
        for row in rows {
            let name = try #require(row["name"] as? String)
            let account = try #require(names[name])
            let output = try await ExportEndToEndTests.run(hledger, ["-f", journal, "balance", account, "-O", "csv", "--no-total"])
            let field = output.split(separator: "\n").dropFirst().first?.split(separator: ",").last.map(String.init) ?? "\"0\""
            let amount =
                Double(field.trimmingCharacters(in: CharacterSet(charactersIn: "\"")).replacingOccurrences(of: "CHF ", with: "")) ?? 0
            // A card's journal balance is what is owed, negated (a liability); account list shows it owed.
            let expected = (row["balance"] as? Double ?? .nan) * (name == "Visa" ? -1 : 1)
            #expect(abs(amount - expected) < 0.001, "\(name): hledger \(amount), pulpe \(expected)")
        }
        // Hand-computed: Main 6'048.10 − 40 = 6'008.10.
        #expect(rows.first { $0["name"] as? String == "Main" }?["balance"] as? Double == 6_008.10)
    }

    /// An opening without a date counts since always: the journal puts it before the account's
    /// first movement, here a transfer on 2026-11-05 (it was dated today, 2026-11-20, after it).
    @Test func anUndatedOpeningComesBeforeTheFirstTransfer() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let made = try await pulpe.run(
            [
                "-c", "account add Visa --kind card --opening 250", "-c", "transfer 100 --from Main --to Visa --date 2026-11-05",
                "-c", "export journal pulpe.journal",
            ], today: "2026-11-20")
        #expect(made.status == 0, "\(made.stderr)")
        let journal = try String(contentsOf: pulpe.folder.appendingPathComponent("pulpe.journal"), encoding: .utf8)
        // Dated the day of the transfer, and written before it (openings go first on their day).
        let opening = try #require(journal.range(of: "2026-11-05 Opening balance"), "\(journal)")
        let transfer = try #require(journal.range(of: "100.00", range: opening.upperBound..<journal.endIndex), "\(journal)")
        #expect(opening.lowerBound < transfer.lowerBound, "\(journal)")
        #expect(!journal.contains("2026-11-20"), "\(journal)")
    }
}
