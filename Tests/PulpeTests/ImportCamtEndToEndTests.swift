import Foundation
import Testing

/// `import camt` on a camt.053 statement and a camt.054 notification written here: entries in
/// their pay-day budgets, rules, the entry reference as import key (the notification's entry,
/// already in the statement, is not added twice), and a bad entry named by its line.
@Suite(.serialized) struct ImportCamtEndToEndTests {
    static func entry(_ amount: String, _ direction: String, _ date: String, _ reference: String, party: String) -> String {
        let role = direction == "DBIT" ? "Cdtr" : "Dbtr"
        return """
                  <Ntry>
                    <Amt Ccy="CHF">\(amount)</Amt>
                    <CdtDbtInd>\(direction)</CdtDbtInd>
                    <Sts><Cd>BOOK</Cd></Sts>
                    <BookgDt><Dt>\(date)</Dt></BookgDt>
                    <ValDt><Dt>\(date)</Dt></ValDt>
                    <AcctSvcrRef>\(reference)</AcctSvcrRef>
                    <NtryDtls><TxDtls><RltdPties><\(role)><Nm>\(party)</Nm></\(role)></RltdPties>
                      <RmtInf><Ustrd>Invoice 42</Ustrd></RmtInf></TxDtls></NtryDtls>
                  </Ntry>
            """
    }

    /// A camt.053 statement of CH93 0076 2011 6238 5295 7 holding `entries` (made by `entry`).
    static func document(_ entries: [String]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
          <BkToCstmrStmt>
            <GrpHdr><MsgId>S1</MsgId><CreDtTm>2026-11-30T18:00:00</CreDtTm></GrpHdr>
            <Stmt>
              <Id>STMT-2026-11</Id>
              <Acct><Id><IBAN>CH9300762011623852957</IBAN></Id></Acct>
        \(entries.joined(separator: "\n"))
            </Stmt>
          </BkToCstmrStmt>
        </Document>
        """
    }

    static let statement = document([
        entry("82.40", "DBIT", "2026-11-03", "ZV20261103A", party: "Migros Zürich"),
        entry("6500.00", "CRDT", "2026-11-25", "ZV20261125B", party: "ACME AG"),
    ])

    static let notification = """
        <?xml version="1.0" encoding="UTF-8"?>
        <Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08">
          <BkToCstmrDbtCdtNtfctn>
            <GrpHdr><MsgId>N1</MsgId><CreDtTm>2026-11-03T09:00:00</CreDtTm></GrpHdr>
            <Ntfctn>
              <Id>N-1</Id>
              <Acct><Id><IBAN>CH9300762011623852957</IBAN></Id></Acct>
        \(entry("82.40", "DBIT", "2026-11-03", "ZV20261103A", party: "Migros Zürich"))
        \(entry("19.90", "DBIT", "2026-11-04", "ZV20261104C", party: "Swisscom"))
            </Ntfctn>
          </BkToCstmrDbtCdtNtfctn>
        </Document>
        """

    @Test func statementThenNotificationAddEachEntryOnce() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        try pulpe.write("camt053.xml", Self.statement)
        try pulpe.write("camt054.xml", Self.notification)
        let setup = try await pulpe.run([
            "-c", "settings set payday 25", "-c", "template new Normal", "-c", "template line add Normal expense Groceries 600",
            "-c", "rule add migros --line Groceries",
        ])
        #expect(setup.status == 0, "\(setup.stderr)")
        let first = try await pulpe.run(["-c", "import camt camt053.xml"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("camt.053 of CH9300762011623852957: 2 entries."))
        #expect(first.stdout.contains("camt053.xml: 2 added, 0 already there, 0 left out."))
        #expect(first.stdout.contains("Budgets created from the default template: 2026-11, 2026-12."))
        let second = try await pulpe.run(["-c", "import camt camt054.xml"])
        #expect(second.stdout.contains("camt054.xml: 1 added, 1 already there, 0 left out."))
        let show = try await pulpe.run(["--json", "-c", "budget show 2026-11"])
        // Groceries consumed 82.40; Swisscom 19.90 free; the salary of the 25th is in 2026-12.
        #expect(show.stdout.contains(#""name":"Groceries","kind":"expense","amount":600.00,"consumed":82.40"#))
        #expect(show.stdout.contains(#""name":"Swisscom","kind":"expense","amount":19.90"#))
        let december = try await pulpe.run(["--json", "-c", "budget show 2026-12"])
        #expect(december.stdout.contains(#""name":"ACME AG","kind":"income","amount":6500.00,"date":"2026-11-25""#))
    }

    @Test func aBadEntryIsNamedByItsLineAndNothingIsWritten() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        try pulpe.write(
            "bad.xml", Self.statement.replacingOccurrences(of: "<Amt Ccy=\"CHF\">6500.00</Amt>", with: "<Amt Ccy=\"CHF\">lots</Amt>"))
        let result = try await pulpe.run(["-c", "import camt bad.xml"])
        #expect(result.status == 65)
        #expect(result.stderr.contains("bad.xml:18: error: column 'Amt': 'lots' is not an amount"), "\(result.stderr)")
        let list = try await pulpe.run(["--json", "-c", "budget list"])
        #expect(list.stdout == "[]\n")
        let notXML = try pulpe.write("x.xml", "not xml")
        let refused = try await pulpe.run(["-c", "import camt \(notXML)"])
        #expect(refused.stderr.contains("not well-formed XML"))
    }
}
