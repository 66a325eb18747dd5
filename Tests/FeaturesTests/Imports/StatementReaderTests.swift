import Foundation
import Model
import Shared
import Testing

@testable import ImportsFeature

/// The OFX, QIF and MT940 readers and format recognition, on small statements written here.
@Suite struct StatementReaderTests {
    private func rows(_ read: CollectedStatement) -> [String] {
        read.inputs.map { input in
            switch input {
            case .row(let row): "\(row.line) \(row.date) \(row.amount.cents) \(row.payee) \(row.identity ?? "-")"
            case .bad(let problem): "\(problem.line) bad \(problem.messageAfterLine)"
            case .leftOut(let line, let reason): "\(line) out \(reason)"
            }
        }
    }

    private func message(_ body: () throws -> Void) -> String {
        do {
            try body()
            return "no error"
        } catch { return "\(error)" }
    }

    static let sgml = """
        OFXHEADER:100
        DATA:OFXSGML
        VERSION:102
        CHARSET:1252

        <OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>CHF
        <BANKACCTFROM><BANKID>1<ACCTID>4455-01<ACCTTYPE>CHECKING</BANKACCTFROM>
        <BANKTRANLIST>
        <STMTTRN><TRNTYPE>POS<DTPOSTED>20261103120000.000[-5:EST]<TRNAMT>-82.40<FITID>F-1<NAME>Bakery &amp; Co<MEMO>card</STMTTRN>
        <STMTTRN>
        <TRNTYPE>CREDIT
        <DTPOSTED>20261125
        <TRNAMT>6500.000
        <FITID>F-2
        <MEMO>Salary November
        </STMTTRN>
        </BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>
        """

    @Test func ofxSGMLReadsEachTransactionWithItsFITID() throws {
        let read = try CollectedStatement.of { try OFXReader.read(Array(Self.sgml.utf8), path: "s.ofx", emit: $0) }
        #expect(read.account == "4455-01")
        #expect(rows(read) == ["9 2026-11-03 -8240 Bakery & Co F-1", "10 2026-11-25 650000 Salary November F-2"])
    }

    @Test func ofxXMLWithCDATAAndTheDeclaredCharset() throws {
        let head = Array(
            """
            <?xml version="1.0" encoding="windows-1252"?>
            <?OFX OFXHEADER="200" VERSION="200"?>
            <OFX><CREDITCARDMSGSRSV1><CCSTMTTRNRS><CCSTMTRS><CCACCTFROM><ACCTID>9911</ACCTID></CCACCTFROM>
            <BANKTRANLIST><STMTTRN><DTPOSTED>20261104</DTPOSTED><TRNAMT>-19.90</TRNAMT><FITID>7</FITID>
            <NAME><![CDATA[Caf
            """.utf8)
        let bytes = head + [0xE9] + Array("]]></NAME></STMTTRN></BANKTRANLIST></CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>".utf8)
        let read = try CollectedStatement.of { try OFXReader.read(bytes, path: "c.qfx", emit: $0) }
        #expect(read.account == "9911")
        #expect(rows(read) == ["4 2026-11-04 -1990 Café 7"])
    }

    /// Declared CHARSET:1252 but written in UTF-8 (a bank's export tool that never changed its
    /// header): `Café` in UTF-8 read as Windows-1252 would be `CafÃ©`; the bytes decide.
    @Test func anOFXDeclaredSingleByteButWrittenInUTF8ReadsAsUTF8() throws {
        let text = Self.sgml.replacingOccurrences(of: "Bakery &amp; Co", with: "Café Rückerstattung")
        let read = try CollectedStatement.of { try OFXReader.read(Array(text.utf8), path: "s.ofx", emit: $0) }
        #expect(rows(read).first == "9 2026-11-03 -8240 Café Rückerstattung F-1")
    }

    @Test func ofxCutShortOrWithADoctypeIsRefusedNamingTheLine() {
        let cut = Self.sgml.components(separatedBy: "<MEMO>Salary")[0]
        #expect(
            message { _ = try CollectedStatement.of { try OFXReader.read(Array(cut.utf8), path: "s.ofx", emit: $0) } }.contains(
                "the file ends inside the STMTTRN opened on line 10: it is cut short"))
        let doctype = "<?xml version=\"1.0\"?>\n<!DOCTYPE OFX [<!ENTITY x \"y\">]>\n<OFX></OFX>"
        #expect(
            message { _ = try CollectedStatement.of { try OFXReader.read(Array(doctype.utf8), path: "d.ofx", emit: $0) } }.contains(
                "line 2: a DOCTYPE"))
        #expect(
            message { _ = try CollectedStatement.of { try OFXReader.read(Array("Date,Amount\n".utf8), path: "x.ofx", emit: $0) } }.contains(
                "not an OFX file"))
    }

    @Test func ofxAmountWithMoreDecimalsThanCentsIsABadRow() throws {
        let text = "<OFX><STMTTRN><DTPOSTED>20261101<TRNAMT>-1.005<FITID>a</STMTTRN></OFX>"
        let read = try CollectedStatement.of { try OFXReader.read(Array(text.utf8), path: "a.ofx", emit: $0) }
        #expect(rows(read) == ["1 bad column 'TRNAMT': '-1.005' has more decimals than cents hold"])
    }

    @Test func qifReadsBankAndCardSectionsAndPassesOverTheRest() throws {
        let text = """
            !Account
            NEveryday
            TBank
            ^
            !Type:Cat
            NGroceries
            E
            ^
            !Type:Bank
            D11/ 3'26
            T-1,082.40
            PGreengrocer
            LFood
            ^
            D11/25/2026
            U6,500.00
            MSalary
            L[Savings]
            ^
            !Type:CCard
            D11/28/26
            T-30.00
            PBookshop
            SBooks
            $-20.00
            SGifts
            $-10.00
            ^
            """
        let read = try CollectedStatement.of { try QIFReader.read(Array(text.utf8), path: "a.qif", emit: $0) }
        #expect(read.account == "Everyday")
        #expect(rows(read) == ["10 2026-11-03 -108240 Greengrocer -", "15 2026-11-25 650000 Salary -", "21 2026-11-28 -3000 Bookshop -"])
        if case .row(let row) = read.inputs[0] { #expect(row.category == "Food") }
        if case .row(let row) = read.inputs[1] { #expect(row.category == nil, "a transfer has no category") }
    }

    @Test func qifDatesAreDayFirstWhenADayAboveTwelveOrDotsSaySo() throws {
        let text = "!Type:Bank\nD03/11/2026\nT-1.00\nPA\n^\nD25/11/2026\nT-2.00\nPB\n^\n"
        #expect(
            rows(try CollectedStatement.of { try QIFReader.read(Array(text.utf8), path: "d.qif", emit: $0) }).map {
                $0.split(separator: " ")[1]
            } == ["2026-11-03", "2026-11-25"])
        let dots = "!Type:Bank\nD3.11.2026\nT-1,00\nPA\n^\n"
        #expect(
            rows(try CollectedStatement.of { try QIFReader.read(Array(dots.utf8), path: "d.qif", emit: $0) }) == ["2 2026-11-03 -100 A -"])
        // A dotted date beside slashed ones is day first itself, and leaves the slashes month first.
        let mixed = "!Type:Bank\nD11/03/2026\nT-1.00\nPA\n^\nD19.11.2026\nT-2.00\nPB\n^\n"
        #expect(
            rows(try CollectedStatement.of { try QIFReader.read(Array(mixed.utf8), path: "d.qif", emit: $0) }).map {
                $0.split(separator: " ")[1]
            } == ["2026-11-03", "2026-11-19"])
    }

    static let mt940 = """
        {1:F01TESTCHZZAXXX0000000000}{2:I940TESTCHZZXXXXN}{4:
        :20:ST-2026-11
        :25:CH9300762011623852957
        :28C:00011/001
        :60F:C261031CHF1000,00
        :61:2611031103D82,40NTRFNONREF//B-0001
        :86:/NAME/Bakery Moser/REMI/Bill 42
        :61:2611251125CR6500,NMSCPAYROLL-11
        :86:166?00SALARY?20November?32ACME?33 AG
        :61:2612310102D5,00NCHGNONREF
        Account fee
        :62F:C261231CHF7412,60
        -}
        """

    @Test func mt940ReadsEachStatementLineWithItsReferenceAndCounterparty() throws {
        let read = try CollectedStatement.of { try MT940Reader.read(Array(Self.mt940.utf8), path: "s.sta", emit: $0) }
        #expect(read.account == "CH9300762011623852957")
        #expect(
            rows(read) == [
                "6 2026-11-03 -8240 Bakery Moser B-0001|2026-11-03|-8240",
                "8 2026-11-25 650000 ACME AG PAYROLL-11|2026-11-25|650000",
                "10 2027-01-02 -500 Account fee -",
            ])
        // The bank's own reference is kept apart from the key (which adds the date and amount), with the `:86:` text.
        guard case .row(let first) = read.inputs.first else {
            Issue.record("no row")
            return
        }
        #expect(first.reference == "B-0001")
        #expect(first.text == "/NAME/Bakery Moser/REMI/Bill 42")
    }

    @Test func mt940ReferencesAreCutAtTheirDoubleSlashesAsComponentsWould() {
        for text in ["REF1//B2//X", "NONREF//B-0001", "PAYROLL-11", "//B3", "A/B//", "", "/"] {
            let parts = MT940Reader.split(ArraySlice(text.utf8), atDoubleSlash: 2).map { String(decoding: $0, as: UTF8.self) }
            #expect(parts == Array(text.components(separatedBy: "//").prefix(2)), "\(text)")
        }
        #expect(MT940Reader.lines("a\n\nb c\n") == ["a", "b c"])
    }

    /// A character other than the transaction type's N, F or S right after the amount means the
    /// amount is not what it seems: `45,3X…` is refused, never read as 45.30.
    @Test func mt940AnAmountRunningIntoAnythingButTheTransactionTypeIsBad() throws {
        let garbled = Self.mt940.replacingOccurrences(of: ":61:2611031103D82,40NTRF", with: ":61:2611031103D45,3XNTRF")
        let read = try CollectedStatement.of { try MT940Reader.read(Array(garbled.utf8), path: "s.sta", emit: $0) }
        #expect(
            rows(read).first
                == "6 bad column ':61:': '2611031103D45,3XNTRFNONREF//B-0001' has '45,3XNTRFNONREF//B-0001' where the amount and then the transaction type (N, F or S) belong"
        )
        #expect(rows(read).count == 3)
    }

    @Test func mt940WithoutItsClosingBalanceIsCutShort() {
        let cut = Self.mt940.components(separatedBy: ":62F:")[0]
        #expect(
            message { _ = try CollectedStatement.of { try MT940Reader.read(Array(cut.utf8), path: "s.sta", emit: $0) } }.contains(
                "line 5: the statement opened here"))
    }

    @Test func formatsAreRecognisedFromTheContent() {
        #expect(StatementFormat.of(Array(Self.sgml.utf8)) == .ofx)
        #expect(StatementFormat.of(Array("<?xml version=\"1.0\"?>\n<?OFX OFXHEADER=\"200\"?><OFX>".utf8)) == .ofx)
        #expect(StatementFormat.of(Array("<?xml version=\"1.0\"?><Document><BkToCstmrAcctRpt>".utf8)) == .camt)
        #expect(StatementFormat.of([0xEF, 0xBB, 0xBF] + Array("!Type:Bank\nD1/2/26\n".utf8)) == .qif)
        #expect(StatementFormat.of(Array(Self.mt940.utf8)) == .mt940)
        #expect(StatementFormat.of(Array(":20:X\n:25:Y\n".utf8)) == .mt940)
        #expect(StatementFormat.of(Array("Datum;Text;Betrag\n".utf8)) == .csv)
    }
}

/// Each reader passes an entry on as soon as it has read it, before the rest of the file: an
/// error from the import (here, the first entry refused) stops the reading there, so it wins
/// over the cut-short end of the file the reader never reached.
@Suite struct StatementStreamingTests {
    struct Refused: Error {}

    static let cutOFX =
        "OFXHEADER:100\n\n<OFX><BANKACCTFROM><ACCTID>7001</BANKACCTFROM><BANKTRANLIST>\n<STMTTRN><DTPOSTED>20261103<TRNAMT>-1.00<FITID>A<NAME>X</STMTTRN>\n<STMTTRN>"
    static let cutMT940 = ":20:S\n:25:CH93\n:60F:C261031CHF1,00\n:61:2611031103D1,00NTRFNONREF//B1\n:86:/NAME/X/\n:61:26110"
    static let cutCamt = """
        <Document><BkToCstmrStmt><Stmt><Acct><Id><IBAN>CH93</IBAN></Id></Acct>
        <Ntry><Amt>1.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><BookgDt><Dt>2026-11-03</Dt></BookgDt></Ntry>
        <Ntry><Amt>2.00
        """

    @Test(arguments: ["ofx", "mt940", "camt"])
    func theFirstEntryArrivesBeforeTheEndOfTheFile(format: String) {
        var seen: [ImportInput] = []
        let emit: StatementEmit = { input in
            seen.append(input)
            throw Refused()
        }
        do {
            switch format {
            case "ofx": _ = try OFXReader.read(Array(Self.cutOFX.utf8), path: "s.ofx", emit: emit)
            case "mt940": _ = try MT940Reader.read(Array(Self.cutMT940.utf8), path: "s.sta", emit: emit)
            default: _ = try CamtReader.read(Array(Self.cutCamt.utf8), path: "s.xml", emit: emit)
            }
            Issue.record("the cut file was read without an error")
        } catch {
            #expect(error is Refused, "\(error)")
        }
        #expect(seen.count == 1)
        if case .row(let row) = seen.first {
            #expect(row.amount == Money(cents: -100))
            #expect(row.account != nil, "the row carries the file's account for its import key")
        }
    }
}

extension StatementStreamingTests {
    /// The day-first question is decided by the dates of bank records alone: a category's or an
    /// account's `D` description with a dot ("2. Säule") does not turn `01/02/26` into 1 February;
    /// and a record before the `!Account` block is keyed under the file's account all the same.
    @Test func descriptionsDoNotDecideTheDateOrderAndTheAccountIsTheFiles() throws {
        let text = "!Type:Cat\nNVorsorge\nD2. Säule\n^\n!Type:Bank\nD01/02/26\nT-1.00\nPX\n^\n!Account\nNMain\nD3. Konto\n^\n"
        let read = try CollectedStatement.of { try QIFReader.read(Array(text.utf8), path: "a.qif", emit: $0) }
        guard case .row(let row) = read.inputs.first else {
            Issue.record("no row")
            return
        }
        #expect(row.date == LocalDate(year: 2026, month: 1, day: 2))
        #expect(row.account == "Main")
        let dotted = try CollectedStatement.of {
            try QIFReader.read(Array("!Type:Bank\nD01.02.26\nT-1\nPX\n^\n".utf8), path: "d.qif", emit: $0)
        }
        guard case .row(let dottedRow) = dotted.inputs.first else {
            Issue.record("no row")
            return
        }
        #expect(dottedRow.date == LocalDate(year: 2026, month: 2, day: 1))
    }
}
