import Foundation
import Testing

/// Money paid in another currency through the built binary: `tx add --currency`, the rates kept
/// with `rate set`, notifications in dollars, and a journal the real hledger reads at cost.
@Suite struct ForeignCurrencyEndToEndTests {
    @Test func anAmountInDollarsIsKeptAndConverted() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let script = [
            "budget new 2026-11", "tx add Amazon 45.00 --currency USD --rate 0.8812", "rate set USD 0.8790 --on 2026-11-01",
            "tx add Amazon 45 --currency usd --date 2026-11-20", "tx add Sushi 2700 --currency JPY --rate 0.0059",
        ]
        let made = try await pulpe.run(script.flatMap { ["-c", $0] }, today: "2026-11-26")
        #expect(made.status == 0, "\(made.stderr)")
        // 45 × 0.8812 = 39.654 → 39.65; 45 × 0.879 = 39.555 → 39.56; 2'700 × 0.0059 = 15.93.
        #expect(made.stdout.contains("Added expense 'Amazon' #1: 39.65 (45.00 USD) on 2026-11-26, free."), "\(made.stdout)")
        #expect(made.stdout.contains("Rate kept: 1 USD = 0.879 CHF from 2026-11-01."), "\(made.stdout)")
        #expect(made.stdout.contains("Added expense 'Amazon' #2: 39.56 (45.00 USD) on 2026-11-20, free."), "\(made.stdout)")
        #expect(made.stdout.contains("Added expense 'Sushi' #3: 15.93 (2'700 JPY)"), "\(made.stdout)")
        // A new amount alone would leave the 45.00 USD paid: refused, nothing changed.
        let reset = try await pulpe.run(["-c", "tx set #1 --amount 30"], today: "2026-11-26")
        #expect(reset.status == 1)
        #expect(reset.stderr.contains("transaction #1 was paid 45.00 USD: its amount follows from that"), "\(reset.stderr)")
        let json = try await pulpe.run(["--json", "-c", "tx list"], today: "2026-11-26")
        #expect(json.stdout.contains(#""amount":39.65,"#), "\(json.stdout)")
        #expect(json.stdout.contains(#""original":{"amount":2700,"currency":"JPY"}"#), "\(json.stdout)")
        let shown = try await pulpe.run(["-c", "tx show #1"], today: "2026-11-26")
        #expect(shown.stdout.contains("Paid      45.00 USD"), "\(shown.stdout)")
        // Reports sum the budget's currency: 39.65 + 39.56 + 15.93 = 95.14.
        let listed = try await pulpe.run(["-c", "tx list"], today: "2026-11-26")
        #expect(listed.stdout.contains("spending 95.14"), "\(listed.stdout)")
        let month = try await pulpe.run(["-c", "budget show 2026-11"], today: "2026-11-26")
        #expect(month.stdout.contains("Sushi (2'700 JPY)"), "budget show names what was paid as tx list does: \(month.stdout)")
    }

    @Test func badInputIsRefusedAndChangesNothing() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let made = try await pulpe.run(["-c", "budget new 2026-11"], today: "2026-11-26")
        #expect(made.status == 0, "\(made.stderr)")
        let cases: [(String, Int32, String)] = [
            (
                "tx add Amazon 45 --currency USD", 1,
                "no rate for USD on or before 2026-11-26: add --rate R (what 1 USD is worth in CHF), or keep one with "
                    + "`rate set USD R --on 2026-11-26`"
            ),
            ("tx add Amazon 45 --currency XYZ", 65, "'XYZ' is not a currency code of ISO 4217"),
            ("tx add Amazon 45 --currency USD --rate 0", 65, "rate '0' cannot be used: a rate is above 0"),
            ("tx add Amazon 45 --currency USD --rate -1", 65, "rate '-1' cannot be used: a rate is above 0"),
            ("tx add Sushi 1.5 --currency JPY --rate 0.0059", 65, "amount '1.5' has decimals, and the currency has none"),
            ("tx add Amazon 45.123 --currency USD --rate 1", 65, "amount '45.123' has more than two decimals"),
            ("tx add Amazon 45 --rate 0.88", 64, "--rate needs --currency"),
            ("tx add Taxi 5 --currency CHF --rate 2", 65, "CHF is the budget's currency"),
            ("tx add Gum 1 --currency JPY --rate 0.004", 65, "1 JPY is less than 0.01 CHF at its rate, too little to record"),
            ("rate set CHF 1", 65, "CHF is the budget's currency"),
            ("rate set USD 0,0", 65, "rate '0,0' cannot be used"),
            ("rate remove USD", 1, "no rate of USD is kept"),
        ]
        for (command, status, message) in cases {
            let refused = try await pulpe.run(["-c", command], today: "2026-11-26")
            #expect(refused.status == status, "\(command): \(refused.stderr)")
            #expect(refused.stderr.contains(message), "\(command): \(refused.stderr)")
        }
        let after = try await pulpe.run(["--json", "-c", "tx list", "-c", "rate list"], today: "2026-11-26")
        #expect(after.lines.count == 2, "\(after.stdout)")
        #expect(after.lines.last == "[]", "\(after.stdout)")
        #expect(after.lines.first?.contains(#""count":0"#) == true || after.lines.first == "[]", "\(after.stdout)")
    }

    @Test func ratesAreKeptListedRemovedAndUndone() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let script = ["rate set USD 0.8812 --on 2026-11-01", "rate set eur 0.94", "rate set USD 0.88 --on 2026-11-01"]
        let made = try await pulpe.run(script.flatMap { ["-c", $0] }, today: "2026-11-26")
        #expect(made.stdout.contains("Rate kept: 1 USD = 0.88 CHF from 2026-11-01 (was 0.8812)."), "\(made.stdout)")
        let listed = try await pulpe.run(["--json", "-c", "rate list"], today: "2026-11-26")
        #expect(
            listed.stdout
                == #"[{"currency":"EUR","date":"2026-11-26","rate":0.94,"in":"CHF"},{"currency":"USD","date":"2026-11-01","rate":0.88,"in":"CHF"}]"#
                + "\n", "\(listed.stdout)")
        let undone = try await pulpe.run(["-c", "undo", "-c", "rate list USD"], today: "2026-11-26")
        #expect(undone.stdout.contains("0.8812"), "\(undone.stdout)")
        let removed = try await pulpe.run(["-c", "rate remove USD --on 2026-11-01", "-c", "rate list USD"], today: "2026-11-26")
        #expect(removed.stdout.contains("Removed the USD rate of 2026-11-01."), "\(removed.stdout)")
        #expect(removed.stdout.contains("No rate kept for USD"), "\(removed.stdout)")
    }

    /// The notification examples: rupiah in a rupiah budget as written; dollars in a franc budget at the kept rate.
    @Test func notificationsKeepTheCurrencyTheyName() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let franc = try await pulpe.run(
            [
                "-c", "budget new 2026-11", "-c", "rate set USD 0.8812 --on 2026-11-01", "-c",
                #"tx parse "Payment of $15.99 at Amazon""#, "--json", "-c", "tx show last",
            ], today: "2026-11-26")
        #expect(franc.status == 0, "\(franc.stderr)")
        // 15.99 × 0.8812 = 14.090388 → 14.09.
        #expect(franc.stdout.contains(#""amount":14.09,"original":{"amount":15.99,"currency":"USD"}"#), "\(franc.stdout)")
        let rupiah: String?? = .some(pulpe.folder.appendingPathComponent("idr.sqlite").path)
        let script = [
            "settings set currency IDR", "budget new 2026-01",
            #"tx parse "You spent Rp 50.000 at Coffee Shop on Jan 21" --source BCA"#,
            #"tx parse "You received Rp 1.500.000 from John Doe""#,
        ]
        let idr = try await pulpe.run(script.flatMap { ["-c", $0] }, today: "2026-01-22", database: rupiah)
        #expect(idr.status == 0, "\(idr.stderr)")
        #expect(idr.stdout.contains("Recorded expense 'Coffee Shop' 50'000.00 on 2026-01-21"), "\(idr.stdout)")
        #expect(idr.stdout.contains("Recorded income 'John Doe' 1'500'000.00 on 2026-01-22"), "\(idr.stdout)")
    }

    /// A card payment abroad in a camt statement: booked 39.65 francs, instructed 45.00 dollars; both kept.
    @Test func aStatementRowPaidAbroadKeepsWhatWasPaid() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let path = try pulpe.write("abroad.xml", Self.camtPaidAbroad)
        let imported = try await pulpe.run(["-c", "budget new 2026-11", "-c", "import camt \(path)"], today: "2026-11-26")
        #expect(imported.status == 0, "\(imported.stderr)")
        let listed = try await pulpe.run(["--json", "-c", "tx list"], today: "2026-11-26")
        #expect(listed.stdout.contains(#""amount":39.65,"#), "\(listed.stdout)")
        #expect(listed.stdout.contains(#""original":{"amount":45.00,"currency":"USD"}"#), "\(listed.stdout)")
    }

    static let camtPaidAbroad = """
        <?xml version="1.0" encoding="UTF-8"?>
        <Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
          <BkToCstmrStmt><Stmt>
            <Acct><Id><IBAN>CH9300762011623852957</IBAN></Id></Acct>
            <Ntry>
              <Amt Ccy="CHF">39.65</Amt><CdtDbtInd>DBIT</CdtDbtInd><BookgDt><Dt>2026-11-03</Dt></BookgDt>
              <AcctSvcrRef>R1</AcctSvcrRef>
              <NtryDtls><TxDtls>
                <AmtDtls><InstdAmt><Amt Ccy="USD">45.00</Amt></InstdAmt></AmtDtls>
                <RltdPties><Cdtr><Nm>Amazon</Nm></Cdtr></RltdPties>
              </TxDtls></NtryDtls>
            </Ntry>
          </Stmt></BkToCstmrStmt>
        </Document>
        """

    @Test(.enabled(if: ExportEndToEndTests.hledger != nil, "hledger is not installed: skipped"))
    func hledgerReadsTheJournalAtCostToTheSameTotals() async throws {
        let hledger = try #require(ExportEndToEndTests.hledger)
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let script = [
            "budget new 2026-11", "tx add Amazon 45.00 --currency USD --rate 0.8812 --date 2026-11-03",
            "tx add Refund 20 --currency EUR --rate 0.94 --kind income --date 2026-11-04", "tx add Migros 12.50 --date 2026-11-05",
            "export journal pulpe.journal",
        ]
        let made = try await pulpe.run(script.flatMap { ["-c", $0] }, today: "2026-11-26")
        #expect(made.status == 0, "\(made.stderr)")
        let journal = pulpe.folder.appendingPathComponent("pulpe.journal").path
        let text = try String(contentsOfFile: journal, encoding: .utf8)
        #expect(text.contains("expenses:(free)  USD 45.00 @@ CHF 39.65"), "\(text)")
        #expect(text.contains("income:(free)  EUR -20.00 @@ CHF 18.80"), "\(text)")
        // At cost, hledger sums in francs: out 39.65 + 12.50 = 52.15, in 18.80; the account -52.15 + 18.80 = -33.35.
        let balances = try await ExportEndToEndTests.run(hledger, ["-f", journal, "balance", "--cost", "-N", "-O", "csv"])
        #expect(balances.contains(#""assets:checking:Main","CHF -33.35""#), "\(balances)")
        #expect(balances.contains(#""expenses:(free)","CHF 52.15""#), "\(balances)")
        #expect(balances.contains(#""income:(free)","CHF -18.80""#), "\(balances)")
        let account = try await pulpe.run(["--json", "-c", "account list"], today: "2026-11-26")
        #expect(account.stdout.contains(#""balance":-33.35"#), "\(account.stdout)")
    }
}
