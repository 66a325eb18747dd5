import Foundation
import TestSupport
import Testing

/// What the bank said stays with each imported transaction: its reference and its words (payee,
/// memo, remittance information), shown by `tx show`, in its JSON, and found by `tx list --search`
/// even after a rule renamed the row. `doctor` checks the search keys and `doctor --fix` writes them.
@Suite(.serialized) struct BankTextEndToEndTests {
    static let camt = """
        <?xml version="1.0" encoding="UTF-8"?>
        <Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
          <BkToCstmrStmt><Stmt><Id>S1</Id>
            <Acct><Id><IBAN>CH9300762011623852957</IBAN></Id></Acct>
            <Ntry><Amt Ccy="CHF">82.40</Amt><CdtDbtInd>DBIT</CdtDbtInd><BookgDt><Dt>2026-11-03</Dt></BookgDt>
              <AcctSvcrRef>ZV20261103A</AcctSvcrRef>
              <NtryDtls><TxDtls><RltdPties><Cdtr><Nm>Bakery Moser</Nm></Cdtr></RltdPties>
                <RmtInf><Ustrd>Card 1234 Basel</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>
          </Stmt></BkToCstmrStmt>
        </Document>
        """
    static let ofx = """
        OFXHEADER:100
        DATA:OFXSGML

        <OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKACCTFROM><ACCTID>7001</BANKACCTFROM><BANKTRANLIST>
        <STMTTRN><DTPOSTED>20261103<TRNAMT>-82.40<FITID>T1<NAME>Bakery Moser<MEMO>Card 1234 Basel</STMTTRN>
        </BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>
        """
    static let qif = "!Type:Bank\nD11/03/26\nT-82.40\nPBakery Moser\nMCard 1234 Basel\n^\n"
    static let mt940 = """
        :20:ST1
        :25:CH9300762011623852957
        :60F:C261031CHF100,00
        :61:2611031103D82,40NTRFNONREF//B1
        :86:/NAME/Bakery Moser/REMI/Card 1234 Basel/
        :62F:C261103CHF17,60
        """
    static let csv = "Date;Payee;Memo;Category;Amount;Reference\n03.11.2026;Bakery Moser;Card 1234 Basel;Food;-82,40;R-77\n"

    @Test(
        arguments: [
            ("s.xml", camt, "camt", "ZV20261103A"), ("s.ofx", ofx, "ofx", "T1"), ("s.qif", qif, "qif", nil),
            ("s.sta", mt940, "mt940", "B1"), ("s.csv", csv, "csv", "R-77"),
        ] as [(String, String, String, String?)])
    func theBanksWordsAreKeptShownAndSearched(file: String, text: String, format: String, reference: String?) async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let path = try pulpe.write(file, text)
        // A rule renames the row: the bank's words stay searchable all the same.
        let setUp = try await pulpe.run([
            "-c", "budget new 2026-11", "-c", "rule add Bakery* --line Food --rename Bread", "-c", "import \(format) \(path)",
        ])
        #expect(setUp.status == 0, "\(setUp.stderr)")
        let found = try await pulpe.run(["--json", "-c", "tx list --all --search '1234 basel'"])
        #expect(found.status == 0, "\(found.stdout)\(found.stderr)")
        let rows = try JSONSerialization.jsonObject(with: Data(found.stdout.utf8)) as? [[String: Any]] ?? []
        #expect(rows.map { $0["name"] as? String } == ["Bread"], "\(found.stdout)\(found.stderr)")
        let id = try #require(rows.first?["id"] as? Int)

        let shown = try await pulpe.run(["--json", "-c", "tx show #\(id)"])
        let detail = try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any] ?? [:]
        #expect(detail["bankReference"] as? String == reference, "\(shown.stdout)")
        let bankText = try #require(detail["bankText"] as? String, "\(shown.stdout)")
        #expect(bankText.contains("Bakery Moser") && bankText.contains("Card 1234 Basel"), "\(bankText)")
        let screen = try await pulpe.run(["-c", "tx show #\(id)"])
        #expect(screen.stdout.contains("Bank text  \(bankText)\n"), "\(screen.stdout)")
        #expect(screen.stdout.contains("Bank ref   \(reference ?? "")") == (reference != nil), "\(screen.stdout)")
        // The reference is searched too.
        if let reference {
            let byReference = try await pulpe.run(["--json", "-c", "tx list --all --search \(reference.lowercased())"])
            #expect(byReference.stdout.contains("\"Bread\""), "\(byReference.stdout)")
        }
        // A transaction typed by hand has no bank fields.
        let typed = try await pulpe.run(["--json", "-c", "tx add Coop 5", "-c", "tx show #2"])
        #expect(typed.stdout.contains("\"bankText\":null"), "\(typed.stdout)")
    }

    @Test func aCategoryColumnIsMapped() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let path = try pulpe.write("s.csv", Self.csv)
        let imported = try await pulpe.run(["-c", "import csv \(path)"])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("category 'Category', text 'Memo'"), "\(imported.stdout)")
        let listed = try await pulpe.run(["--json", "-c", "tx list --all --category food"])
        #expect(listed.stdout.contains("\"Bakery Moser\""), "\(listed.stdout)")
    }

    @Test func doctorFindsAStaleSearchKeyAndFixWritesItAgain() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let path = try pulpe.write("s.qif", Self.qif)
        #expect(try await pulpe.run(["-c", "import qif \(path)"]).status == 0)
        try RawDatabase.execute(pulpe.databasePath, "UPDATE tx SET search_name = 'x', search_bank = NULL WHERE id = 1")
        let sick = try await pulpe.run(["-c", "doctor"])
        #expect(sick.status != 0)
        #expect(sick.stdout.contains("tx #1 search_name is 'x', its text gives 'bakery moser'"), "\(sick.stdout)")
        #expect(sick.stdout.contains("tx #1 search_bank is none, its text gives 'bakery moser / card 1234 basel'"), "\(sick.stdout)")
        let hidden = try await pulpe.run(["--json", "-c", "tx list --all --search moser"])
        #expect(hidden.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "[]", "\(hidden.stdout)")
        let fixed = try await pulpe.run(["-c", "doctor --fix"])
        #expect(fixed.status == 0, "\(fixed.stdout)\(fixed.stderr)")
        #expect(fixed.stdout.hasPrefix("Wrote 2 keys again.\n"), "\(fixed.stdout)")
        let found = try await pulpe.run(["--json", "-c", "tx list --all --search moser"])
        #expect(found.stdout.contains("\"Bakery Moser\""), "\(found.stdout)")
    }
}

extension BankTextEndToEndTests {
    /// The bank's words are stored once: a row named by them has no separate bank text, until a
    /// rename, which keeps them there (and searchable).
    @Test func theNameIsNotStoredTwiceAndARenameKeepsTheBanksWords() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let path = try pulpe.write("s.qif", "!Type:Bank\nD11/03/26\nT-82.40\nPMIGROS BASEL 0412\n^\n")
        #expect(try await pulpe.run(["-c", "import qif \(path)"]).status == 0)
        let plain = try await pulpe.run(["--json", "-c", "tx show #1"])
        #expect(plain.stdout.contains("\"bankText\":null"), "\(plain.stdout)")
        let renamed = try await pulpe.run(["-c", "tx set #1 --name Groceries"])
        #expect(renamed.status == 0, "\(renamed.stderr)")
        let shown = try await pulpe.run(["--json", "-c", "tx show #1"])
        #expect(shown.stdout.contains("\"name\":\"Groceries\""), "\(shown.stdout)")
        #expect(shown.stdout.contains("\"bankText\":\"MIGROS BASEL 0412\""), "\(shown.stdout)")
        let found = try await pulpe.run(["--json", "-c", "tx list --all --search 0412"])
        #expect(found.stdout.contains("\"Groceries\""), "\(found.stdout)")
        #expect(try await pulpe.run(["-c", "doctor"]).status == 0)
        // A row imported before the bank's words were kept (its bank text unknown): a rename stores nothing.
        let older = try pulpe.write("o.qif", "!Type:Bank\nD11/04/26\nT-9.00\nPBread Rule\n^\n")
        #expect(try await pulpe.run(["-c", "import qif \(older)"]).status == 0)
        try RawDatabase.execute(pulpe.databasePath, "UPDATE tx SET bank_text = NULL WHERE id = 2")
        #expect(try await pulpe.run(["-c", "tx set #2 --name Bakery"]).status == 0)
        let unknown = try await pulpe.run(["--json", "-c", "tx show #2"])
        #expect(unknown.stdout.contains("\"bankText\":null"), "\(unknown.stdout)")
    }

    /// `doctor --fix` writes the keys it can: one that would clash with another row's is left for
    /// the user (reported), and the others are written all the same.
    @Test func aKeyThatWouldClashIsLeftAndTheOthersAreWritten() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let setUp = try await pulpe.run([
            "-c", "budget new 2026-11", "-c", "line add expense Rent 100", "-c", "line add expense Food 50", "-c", "tx add Coop 5",
        ])
        #expect(setUp.status == 0, "\(setUp.stderr)")
        try RawDatabase.execute(pulpe.databasePath, "UPDATE budget_line SET name = 'RENT', name_key = 'zz' WHERE name = 'Food'")
        try RawDatabase.execute(pulpe.databasePath, "UPDATE tx SET search_name = 'x' WHERE id = 1")
        let fixed = try await pulpe.run(["-c", "doctor --fix"])
        #expect(fixed.status == 1, "\(fixed.stdout)\(fixed.stderr)")
        #expect(fixed.stdout.hasPrefix("Wrote 1 key again.\n"), "\(fixed.stdout)")
        #expect(fixed.stdout.contains("name_key is 'zz', its text gives 'rent'"), "\(fixed.stdout)")
        #expect(!fixed.stdout.contains("search_name is 'x'"), "\(fixed.stdout)")
    }
}
