import Foundation
import Model
import Shared
import Testing

@testable import ImportsFeature

/// The camt reader on documents written here: camt.052, amounts with more decimals than cents,
/// dates with a time or an offset, and the documents it refuses (cut short, too deep, a DOCTYPE,
/// not XML, missing), each with a line.
@Suite struct CamtReaderTests {
    static func document(_ root: String, entries: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.052.001.08">
          <\(root)>
            <GrpHdr><MsgId>R1</MsgId></GrpHdr>
            <Rpt>
              <Acct><Id><IBAN>CH5604835012345678009</IBAN></Id></Acct>
        \(entries)
            </Rpt>
          </\(root)>
        </Document>
        """
    }

    static func entry(_ amount: String, _ direction: String, booked: String, reference: String) -> String {
        """
              <Ntry>
                <Amt Ccy="CHF">\(amount)</Amt>
                <CdtDbtInd>\(direction)</CdtDbtInd>
                <BookgDt>\(booked)</BookgDt>
                <AcctSvcrRef>\(reference)</AcctSvcrRef>
                <NtryDtls><TxDtls><RltdPties><\(direction == "DBIT" ? "Cdtr" : "Dbtr")><Nm>Garage Weber</Nm></\(direction == "DBIT" ? "Cdtr" : "Dbtr")></RltdPties></TxDtls></NtryDtls>
              </Ntry>
        """
    }

    private func read(_ text: String) throws -> CollectedStatement {
        try CollectedStatement.of { try CamtReader.read(Array(text.utf8), path: "r.xml", emit: $0) }
    }

    private func message(_ text: String) -> String {
        do {
            _ = try read(text)
            return "no error"
        } catch { return "\(error)" }
    }

    private func rows(_ reader: CollectedStatement) -> [String] {
        reader.inputs.map { input in
            switch input {
            case .row(let row): "\(row.line) \(row.date) \(row.amount.cents) \(row.payee) \(row.reference ?? "-")"
            case .bad(let problem): "\(problem.line) bad \(problem.messageAfterLine)"
            case .leftOut(let line, let reason): "\(line) out \(reason)"
            }
        }
    }

    @Test func anAccountReportReadsLikeAStatementWithExactDecimalsAndDatesWithOffsets() throws {
        let entries = [
            Self.entry("8.850", "CRDT", booked: "<Dt>2017-04-01+02:00</Dt>", reference: "A1"),
            Self.entry("120.5", "DBIT", booked: "<DtTm>2017-04-02T23:10:00-05:00</DtTm>", reference: "A2"),
            Self.entry("1.005", "DBIT", booked: "<Dt>2017-04-03</Dt>", reference: "A3"),
        ].joined(separator: "\n")
        let reader = try read(Self.document("BkToCstmrAcctRpt", entries: entries))
        #expect(reader.kind == "camt.052")
        #expect(reader.account == "CH5604835012345678009")
        #expect(
            rows(reader) == [
                "7 2017-04-01 885 Garage Weber A1", "14 2017-04-02 -12050 Garage Weber A2",
                "21 bad column 'Amt': '1.005' has more decimals than cents hold",
            ])
    }

    /// Only booked entries are money that moved: a pending one (camt.052's `PDNG`, in the v2 form
    /// `<Sts>PDNG</Sts>` or the v8 form `<Sts><Cd>PDNG</Cd></Sts>`) is left out, saying why; an
    /// entry with no status counts as booked.
    @Test func pendingEntriesAreLeftOutAndBookedOnesRead() throws {
        func entry(_ status: String, _ reference: String) -> String {
            Self.entry("10.00", "DBIT", booked: "<Dt>2026-11-02</Dt>", reference: reference)
                .replacingOccurrences(of: "<CdtDbtInd>", with: "\(status)<CdtDbtInd>")
        }
        let text = Self.document(
            "BkToCstmrAcctRpt",
            entries: [
                entry("<Sts><Cd>BOOK</Cd></Sts>", "B1"), entry("<Sts>PDNG</Sts>", "P1"), entry("<Sts><Cd>PDNG</Cd></Sts>", "P2"),
                entry("<Sts><Cd>INFO</Cd></Sts>", "I1"), entry("", "N1"),
            ].joined(separator: "\n"))
        #expect(
            rows(try read(text)) == [
                "7 2026-11-02 -1000 Garage Weber B1",
                "14 out pending at the bank (Sts PDNG): imported once a statement lists it booked",
                "21 out pending at the bank (Sts PDNG): imported once a statement lists it booked",
                "28 out for information only (Sts INFO): the bank books no money for it",
                "35 2026-11-02 -1000 Garage Weber N1",
            ])
    }

    @Test func aDocumentCutShortIsAnErrorNamingTheLine() {
        let whole = Self.document(
            "BkToCstmrStmt",
            entries: (1...4).map { Self.entry("\($0).00", "DBIT", booked: "<Dt>2026-11-0\($0)</Dt>", reference: "R\($0)") }.joined(
                separator: "\n"))
        let insideEntry = String(whole.prefix(whole.range(of: "R3")!.lowerBound.utf16Offset(in: whole)))
        #expect(message(insideEntry).contains("cut short"))
        #expect(message(insideEntry).contains("r.xml: line "))
        let insideHeader = String(whole.prefix(whole.range(of: "<MsgId>")!.lowerBound.utf16Offset(in: whole)))
        #expect(message(insideHeader).contains("cut short"))
    }

    @Test func refusedDocumentsSayWhy() {
        #expect(message("<?xml version=\"1.0\"?>\n<!DOCTYPE d [<!ENTITY a \"b\">]>\n<Document/>").contains("line 2: a DOCTYPE"))
        #expect(message("<Document>\n<Rpt></Stmt>\n</Document>").contains("not well-formed XML: an end tag does not match"))
        let deep = String(repeating: "<a>", count: 10_000) + String(repeating: "</a>", count: 10_000)
        #expect(message(deep).contains("nest deeper than 64"))
        #expect(message("<Document><Other/></Document>").contains("no camt.052 report"))
        do {
            _ = try CamtReader.read(path: "/nonexistent/camt.xml") { _ in }
            Issue.record("a missing file was read")
        } catch {
            #expect("\(error)" == "cannot read /nonexistent/camt.xml: no such file")
        }
    }

    @Test func aDocumentOverTenMegabytesIsReadWhole() throws {
        // One chunk of the whole file made libxml2 fail past about 10 MB ("parser error 1").
        let filler = "<!--" + String(repeating: "x", count: 1000) + "-->\n"
        let entries =
            Self.entry("1.00", "DBIT", booked: "<Dt>2026-11-01</Dt>", reference: "B1") + "\n"
            + String(repeating: filler, count: 11_000) + Self.entry("2.00", "DBIT", booked: "<Dt>2026-11-02</Dt>", reference: "B2")
        let reader = try read(Self.document("BkToCstmrStmt", entries: entries))
        #expect(reader.inputs.count == 2)
    }

    /// An ultimate creditor names the payee when the creditor has no name (as the string match
    /// of earlier releases read it, so such entries keep their names and keys).
    @Test func anUltimateCreditorNamesThePayee() throws {
        let entry = """
                  <Ntry><Amt>5.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><BookgDt><Dt>2026-11-03</Dt></BookgDt>
                    <NtryDtls><TxDtls><RltdPties><UltmtCdtr><Nm>Kiosk Bahnhof</Nm></UltmtCdtr></RltdPties>
                    <RmtInf><Ustrd>Card 4711</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>
            """
        let found = rows(try read(Self.document("BkToCstmrStmt", entries: entry)))
        #expect(found.count == 1 && found[0].hasSuffix(" 2026-11-03 -500 Kiosk Bahnhof -"), "\(found)")
    }

    @Test func aWideEncodingIsRefusedAndAFileIsCheckedThroughOneOpening() throws {
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in "<Document/>".utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        #expect(throws: ImportError.self) { try CamtReader.read(utf16, path: "w.xml") { _ in } }
        // A DOCTYPE past the first chunk of 1 MiB, its line counted across chunks.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("camt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("big.xml").path
        let filler = String(repeating: "<!--" + String(repeating: "x", count: 1000) + "-->\n", count: 1_100)
        #expect(
            FileManager.default.createFile(atPath: file, contents: Data(("<?xml version=\"1.0\"?>\n" + filler + "<!DOCTYPE d>\n<d/>").utf8))
        )
        do {
            _ = try CamtReader.read(path: file) { _ in }
            Issue.record("a DOCTYPE was read")
        } catch {
            #expect("\(error)".contains("line 1102: a DOCTYPE"), "\(error)")
        }
        #expect(
            FileManager.default.createFile(
                atPath: file,
                contents: Data(
                    Self.document("BkToCstmrStmt", entries: Self.entry("1.00", "DBIT", booked: "<Dt>2026-11-01</Dt>", reference: "B1")).utf8
                )))
        var seen = 0
        let found = try CamtReader.read(path: file) { _ in seen += 1 }
        #expect(found.entries == 1 && seen == 1 && found.account == "CH5604835012345678009")
    }
}
