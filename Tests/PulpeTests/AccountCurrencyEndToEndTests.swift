import Foundation
import Testing

/// Accounts of their own currency through the built binary: a USD and a JPY account in a CHF
/// budget, their balances, transfers between currencies, reconciliation, a statement in yen, the
/// totals in francs, and a journal the real hledger reads to the same balances.
@Suite struct AccountCurrencyEndToEndTests {
    /// USD kept at 0.8897 and JPY at 0.0059 from 2026-11-01; Revolut opens with USD 500.00, Yen with JPY 10'000.
    static let setUp = [
        "budget new 2026-11", "rate set USD 0.8897 --on 2026-11-01", "rate set JPY 0.0059 --on 2026-11-01",
        "account add Revolut --currency USD --opening 500 --on 2026-11-01",
        "account add Yen --currency jpy --opening 10000 --on 2026-11-01",
    ]

    static func made() async throws -> PulpeProcess {
        let pulpe = try PulpeProcess()
        let made = try await pulpe.run(setUp.flatMap { ["-c", $0] }, today: "2026-11-26")
        #expect(made.status == 0, "\(made.stderr)")
        #expect(made.stdout.contains("Added account Revolut (checking): 500.00 USD."), "\(made.stdout)")
        #expect(made.stdout.contains("Added account Yen (checking): 10'000 JPY."), "\(made.stdout)")
        return pulpe
    }

    @Test func anAccountKeepsItsBalanceInItsOwnCurrency() async throws {
        let pulpe = try await Self.made()
        defer { pulpe.cleanUp() }
        let script = [
            "tx add Lunch 12.50 --account Revolut --date 2026-11-20", "tx add Sushi 1500 --account Yen --date 2026-11-21",
            "transfer 100 --from Main --to Revolut --date 2026-11-22",
            "transfer 50 --from Revolut --to Yen --date 2026-11-23 --received 7800",
        ]
        let moved = try await pulpe.run(script.flatMap { ["-c", $0] }, today: "2026-11-26")
        #expect(moved.status == 0, "\(moved.stderr)")
        // 12.50 × 0.8897 = 11.121… → 11.12; 1'500 × 0.0059 = 8.85; 100 / 0.8897 = 112.397… → 112.40.
        #expect(moved.stdout.contains("Added expense 'Lunch' #1: 11.12 (12.50 USD) on 2026-11-20, free."), "\(moved.stdout)")
        #expect(moved.stdout.contains("Added expense 'Sushi' #2: 8.85 (1'500 JPY) on 2026-11-21, free."), "\(moved.stdout)")
        #expect(moved.stdout.contains("Moved 100.00 from Main to Revolut (112.40 USD arrived) on 2026-11-22 (#1)."), "\(moved.stdout)")
        #expect(moved.stdout.contains("Moved 50.00 USD from Revolut to Yen (7'800 JPY arrived)"), "\(moved.stdout)")
        // Revolut 500 − 12.50 + 112.40 − 50 = 549.90 USD; Yen 10'000 − 1'500 + 7'800 = 16'300 JPY; Main −100.
        // Together in francs: −100 + 549.90 × 0.8897 (489.246… → 489.25) + 16'300 × 0.0059 (96.17) = 485.42.
        let listed = try await pulpe.run(["-c", "account list"], today: "2026-11-26")
        #expect(listed.stdout.contains("Revolut  checking  549.90 USD  562.40 USD"), "\(listed.stdout)")
        #expect(listed.stdout.contains("Yen      checking  16'300 JPY  17'800 JPY"), "\(listed.stdout)")
        // No card among them: the note names only the rates.
        #expect(listed.stdout.contains("Together: 485.42 (other currencies at the rates kept)."), "\(listed.stdout)")
        let json = try await pulpe.run(["--json", "-c", "account show Yen"], today: "2026-11-26")
        #expect(json.stdout.contains(#""currency":"JPY""#), "\(json.stdout)")
        #expect(json.stdout.contains(#""balance":16300,"#), "\(json.stdout)")
        // The budget counts francs only: 11.12 + 8.85 = 19.97 of expenses.
        let month = try await pulpe.run(["-c", "tx list"], today: "2026-11-26")
        #expect(month.stdout.contains("spending 19.97"), "\(month.stdout)")
        // The bank's 562.40 is pulpe's 549.90 before the unchecked Lunch (12.50 USD): the bank has not booked it yet.
        let reconciled = try await pulpe.run(["-c", "account reconcile Revolut 562.40 --on 2026-11-25"], today: "2026-11-26")
        #expect(reconciled.stdout.contains("the bank says 562.40 USD, pulpe 549.90 USD"), "\(reconciled.stdout)")
        #expect(reconciled.stdout.contains("Lunch  -12.50 USD  ← the difference"), "\(reconciled.stdout)")
        let agreed = try await pulpe.run(["-c", "account reconcile Revolut 549.90 --on 2026-11-25"], today: "2026-11-26")
        #expect(agreed.stdout.contains("549.90 USD at the bank and in pulpe: agrees; checked 1 transaction."), "\(agreed.stdout)")
        let doctor = try await pulpe.run(["-c", "doctor"], today: "2026-11-26")
        #expect(doctor.stdout.contains("all right"), "\(doctor.stdout)")
    }

    @Test func moneyThatDoesNotFitTheAccountIsRefusedAndNothingChanges() async throws {
        let pulpe = try await Self.made()
        defer { pulpe.cleanUp() }
        let added = try await pulpe.run(["-c", "tx add Lunch 12.50 --account Revolut", "-c", "account add Savings"], today: "2026-11-26")
        #expect(added.status == 0, "\(added.stderr)")
        let cases: [(String, Int32, String)] = [
            ("tx add X 5 --account Revolut --currency EUR --rate 0.94", 1, "'Revolut' holds USD: type the amount in USD"),
            ("tx set #1 --account Main", 1, "'Revolut' holds USD and 'Main' CHF: a transaction cannot move between them"),
            ("account set Revolut --currency EUR", 1, "'Revolut' holds 1 transaction in its currency"),
            ("account default Yen", 1, "the default account holds the budget's currency"),
            ("transfer 10 --from Main --to Savings --received 3", 1, "--received is for accounts of two currencies"),
            ("tx add Sushi 1500.5 --account Yen", 65, "amount '1500.5' has decimals, and the currency has none"),
            ("account remove Revolut --move-to Main", 1, "'Revolut' holds USD and 'Main' CHF"),
            ("tx split #1 none=5 none=7.50", 1, "which holds USD: a movement of an account of its own currency is not split"),
        ]
        for (command, status, message) in cases {
            let refused = try await pulpe.run(["-c", command], today: "2026-11-26")
            #expect(refused.status == status, "\(command): \(refused.stderr)")
            #expect(refused.stderr.contains(message), "\(command): \(refused.stderr)")
        }
        // At 0.004 one yen is 0.004 CHF, 0.00 once rounded: nothing would arrive.
        let rate = try await pulpe.run(["-c", "rate set JPY 0.004"], today: "2026-11-26")
        #expect(rate.status == 0, "\(rate.stderr)")
        let tiny = try await pulpe.run(["-c", "transfer 1 --from Yen --to Main"], today: "2026-11-26")
        #expect(tiny.status == 65, "\(tiny.stderr)")
        #expect(tiny.stderr.contains("1 JPY is less than 0.01 CHF at its rate, too little to record"), "\(tiny.stderr)")
        let after = try await pulpe.run(["-c", "account list"], today: "2026-11-26")
        #expect(after.stdout.contains("Revolut  checking  487.50 USD"), "\(after.stdout)")
        #expect(after.stdout.contains("Yen      checking  10'000 JPY"), "\(after.stdout)")
    }

    /// A statement of the yen account: its amounts are yen (0 decimals), converted at the rate kept for each day.
    @Test func aStatementOfTheYenAccountIsReadInYen() async throws {
        let pulpe = try await Self.made()
        defer { pulpe.cleanUp() }
        let csv = """
            Date,Description,Amount,Balance
            2026-11-10,Ramen,-1200,8800
            2026-11-12,Refund,300,9100
            """
        let imported = try await pulpe.run(
            ["-c", "import csv \(try pulpe.write("yen.csv", csv)) --account Yen"], today: "2026-11-26")
        #expect(imported.status == 0, "\(imported.stderr)")
        // The closing balance is yen too: 10'000 − 1'200 + 300 = 9'100.
        #expect(imported.stdout.contains("Closing balance 9'100 on 2026-11-12: account Yen agrees."), "\(imported.stdout)")
        // 1'200 × 0.0059 = 7.08; 300 × 0.0059 = 1.77; the account: 10'000 − 1'200 + 300 = 9'100 JPY.
        let json = try await pulpe.run(["--json", "-c", "tx list"], today: "2026-11-26")
        #expect(json.stdout.contains(#""amount":7.08,"#), "\(json.stdout)")
        #expect(json.stdout.contains(#""original":{"amount":1200,"currency":"JPY"}"#), "\(json.stdout)")
        #expect(json.stdout.contains(#""amount":1.77,"#), "\(json.stdout)")
        let account = try await pulpe.run(["-c", "account show Yen"], today: "2026-11-26")
        #expect(account.stdout.contains("Balance today  9'100 JPY"), "\(account.stdout)")
        // A new rate for the same days changes what the file's yen are worth, not which rows it holds.
        let again = try await pulpe.run(
            ["-c", "rate set JPY 0.006 --on 2026-11-01", "-c", "import csv \(try pulpe.write("yen2.csv", csv)) --account Yen"],
            today: "2026-11-26")
        #expect(again.status == 0, "\(again.stderr)")
        let same = try await pulpe.run(["-c", "account show Yen"], today: "2026-11-26")
        #expect(same.stdout.contains("Balance today  9'100 JPY"), "a second import adds nothing: \(same.stdout)")
        // Before any rate kept: the import has no --rate, so the message offers only `rate set`.
        let early = try await pulpe.run(
            ["-c", "import csv \(try pulpe.write("early.csv", "Date,Description,Amount\n2026-10-20,Tea,-500\n")) --account Yen"],
            today: "2026-11-26")
        #expect(early.status == 65, "\(early.stderr)")
        #expect(
            early.stderr.contains(
                "no rate for JPY on or before 2026-10-20: keep one with `rate set JPY R --on 2026-10-20` (R: what 1 JPY is worth in CHF)"),
            "\(early.stderr)")
        #expect(!early.stderr.contains("--rate"), "\(early.stderr)")
    }

    /// An OFX statement booked in euros: into Main (francs) it is taken as francs with a note that
    /// says so; into an account in euros it is read in euros and converted at the rate kept.
    @Test func aStatementInAnotherCurrencyThanItsAccountIsNamed() async throws {
        let pulpe = try await Self.made()
        defer { pulpe.cleanUp() }
        let ofx = """
            OFXHEADER:100
            DATA:OFXSGML

            <OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>EUR
            <BANKACCTFROM><ACCTID>DE44500105175407324931</BANKACCTFROM>
            <BANKTRANLIST>
            <STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261103<TRNAMT>-20.00<FITID>F1<NAME>Bakery</STMTTRN>
            </BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>
            """
        let file = try pulpe.write("eur.ofx", ofx)
        let intoMain = try await pulpe.run(["-c", "import ofx \(file) --dry-run"], today: "2026-11-26")
        #expect(intoMain.status == 0, "\(intoMain.stderr)")
        #expect(
            intoMain.stdout.contains("the file books its amounts in EUR and account Main holds CHF: they were taken as CHF"),
            "\(intoMain.stdout)")
        let script = ["rate set EUR 0.94 --on 2026-11-01", "account add Euro --currency EUR", "import ofx \(file) --account Euro"]
        let intoEuro = try await pulpe.run(script.flatMap { ["-c", $0] }, today: "2026-11-26")
        #expect(intoEuro.status == 0, "\(intoEuro.stderr)")
        #expect(!intoEuro.stdout.contains("the file books"), "\(intoEuro.stdout)")
        // 20.00 × 0.94 = 18.80 in the budget; the account moves EUR 20.00.
        let json = try await pulpe.run(["--json", "-c", "tx list"], today: "2026-11-26")
        #expect(json.stdout.contains(#""amount":18.80,"#), "\(json.stdout)")
        let account = try await pulpe.run(["-c", "account show Euro"], today: "2026-11-26")
        #expect(account.stdout.contains("Balance today  -20.00 EUR"), "\(account.stdout)")
    }

    /// A CSV file's currency column is read: a row in dollars imported into Main (francs) is named
    /// in a note, where it used to be taken as francs without a word.
    @Test func aCSVRowInAnotherCurrencyIsNamed() async throws {
        let pulpe = try await Self.made()
        defer { pulpe.cleanUp() }
        let file = try pulpe.write(
            "mixed.csv", "Datum;Text;Betrag;Währung\n03.11.2026;Migros;-82,40;CHF\n10.11.2026;Amazon US;-45,00;USD\n")
        let imported = try await pulpe.run(["-c", "import csv \(file) --dry-run"], today: "2026-11-26")
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("currency 'Währung'"), "\(imported.stdout)")
        #expect(
            imported.stdout.contains("line 3: the file books its amounts in USD and account Main holds CHF: they were taken as CHF"),
            "\(imported.stdout)")
    }

    @Test(.enabled(if: ExportEndToEndTests.hledger != nil, "hledger is not installed: skipped"))
    func hledgerReadsEachAccountInItsCurrency() async throws {
        let hledger = try #require(ExportEndToEndTests.hledger)
        let pulpe = try await Self.made()
        defer { pulpe.cleanUp() }
        let script = [
            "tx add Lunch 12.50 --account Revolut --date 2026-11-20", "transfer 100 --from Main --to Revolut --date 2026-11-22",
            "transfer 50 --from Revolut --to Yen --date 2026-11-23 --received 7800", "export journal pulpe.journal",
        ]
        let made = try await pulpe.run(script.flatMap { ["-c", $0] }, today: "2026-11-26")
        #expect(made.status == 0, "\(made.stderr)")
        let journal = pulpe.folder.appendingPathComponent("pulpe.journal").path
        let text = try String(contentsOfFile: journal, encoding: .utf8)
        #expect(text.contains("assets:checking:Revolut  USD -12.50 @@ CHF 11.12"), "\(text)")
        #expect(text.contains("assets:checking:Revolut  USD 112.40 @@ CHF 100.00"), "\(text)")
        // Each account in its own currency, as `account list` has them: 500 − 12.50 + 112.40 − 50 = 549.90 USD.
        let balances = try await ExportEndToEndTests.run(hledger, ["-f", journal, "balance", "assets", "-N", "-O", "csv"])
        #expect(balances.contains(#""assets:checking:Revolut","USD 549.90""#), "\(balances)")
        #expect(balances.contains(#""assets:checking:Yen","JPY 17800""#), "\(balances)")
        #expect(balances.contains(#""assets:checking:Main","CHF -100.00""#), "\(balances)")
    }
}
