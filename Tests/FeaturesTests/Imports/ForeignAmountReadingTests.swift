import Foundation
import Model
import Shared
import Testing

@testable import ImportsFeature

/// Statement rows paid in another currency than the one booked keep it: a camt entry's instructed
/// amount, an OFX transaction's `CURRENCY` (amount in it, converted at `CURRATE`) or
/// `ORIGCURRENCY` (amount already converted). Figures hand-computed.
@Suite struct ForeignAmountReadingTests {
    static let usd = Currency.parse("USD")!

    static func camt(instructed: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
          <BkToCstmrStmt><Stmt>
            <Acct><Id><IBAN>CH9300762011623852957</IBAN></Id></Acct>
            <Ntry>
              <Amt Ccy="CHF">39.65</Amt><CdtDbtInd>DBIT</CdtDbtInd><BookgDt><Dt>2026-11-03</Dt></BookgDt>
              <NtryDtls><TxDtls>
                <AmtDtls>\(instructed)<TxAmt><Amt Ccy="CHF">39.65</Amt></TxAmt></AmtDtls>
                <RltdPties><Cdtr><Nm>Amazon</Nm></Cdtr></RltdPties>
              </TxDtls></NtryDtls>
            </Ntry>
          </Stmt></BkToCstmrStmt>
        </Document>
        """
    }

    private func rows(_ read: CollectedStatement) -> [ImportRow] {
        read.inputs.compactMap { if case .row(let row) = $0 { row } else { nil } }
    }

    @Test func aCamtEntryKeepsItsInstructedAmountInAnotherCurrency() throws {
        let text = Self.camt(instructed: #"<InstdAmt><Amt Ccy="USD">45.00</Amt></InstdAmt>"#)
        let read = try CollectedStatement.of { try CamtReader.read(Array(text.utf8), path: "s.xml", emit: $0) }
        let row = try #require(rows(read).first)
        #expect(row.amount == Money(cents: -3965))
        #expect(row.original == ForeignAmount(amount: Money(cents: -4500), currency: Self.usd))
    }

    @Test func aCamtEntryInstructedInItsOwnCurrencyHasNoOriginal() throws {
        let text = Self.camt(instructed: #"<InstdAmt><Amt Ccy="CHF">39.65</Amt></InstdAmt>"#)
        let read = try CollectedStatement.of { try CamtReader.read(Array(text.utf8), path: "s.xml", emit: $0) }
        #expect(try #require(rows(read).first).original == nil)
    }

    static func ofx(_ transaction: String) -> String {
        """
        OFXHEADER:100
        DATA:OFXSGML

        <OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>CHF
        <BANKACCTFROM><ACCTID>12345</BANKACCTFROM>
        <BANKTRANLIST>
        <STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261103<FITID>F1<NAME>Amazon\(transaction)</STMTTRN>
        </BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>
        """
    }

    @Test func anOFXAmountInAnotherCurrencyIsConvertedAtItsRate() throws {
        // -45.00 USD × 0.8812 = -39.654 → -39.65 CHF.
        let text = Self.ofx("<TRNAMT>-45.00<CURRENCY><CURRATE>0.8812<CURSYM>USD</CURRENCY>")
        let read = try CollectedStatement.of { try OFXReader.read(Array(text.utf8), path: "s.ofx", emit: $0) }
        let row = try #require(rows(read).first)
        #expect(row.amount == Money(cents: -3965))
        #expect(row.original == ForeignAmount(amount: Money(cents: -4500), currency: Self.usd))
    }

    @Test func anOFXAmountAlreadyConvertedKeepsItsOriginal() throws {
        // -39.65 CHF ÷ 0.8812 = -44.9954… → -45.00 USD; the booked amount stays.
        let text = Self.ofx("<TRNAMT>-39.65<ORIGCURRENCY><CURRATE>0.8812<CURSYM>USD</ORIGCURRENCY>")
        let read = try CollectedStatement.of { try OFXReader.read(Array(text.utf8), path: "s.ofx", emit: $0) }
        let row = try #require(rows(read).first)
        #expect(row.amount == Money(cents: -3965))
        #expect(row.original == ForeignAmount(amount: Money(cents: -4500), currency: Self.usd))
    }

    @Test func anOFXTransactionInTheStatementsCurrencyIsPlain() throws {
        let text = Self.ofx("<TRNAMT>-39.65<CURRENCY><CURRATE>1<CURSYM>CHF</CURRENCY>")
        let read = try CollectedStatement.of { try OFXReader.read(Array(text.utf8), path: "s.ofx", emit: $0) }
        let row = try #require(rows(read).first)
        #expect(row.amount == Money(cents: -3965))
        #expect(row.original == nil)
    }
}
