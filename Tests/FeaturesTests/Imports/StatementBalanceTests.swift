import Model
import Shared
import Testing

@testable import ImportsFeature

/// The closing balance each reader finds (camt `Bal` CLBD, OFX `LEDGERBAL`, MT940 `:62F:`) and
/// the sentence the import prints with it.
@Suite struct StatementBalanceTests {
    private func closing(_ read: (_ emit: StatementEmit) throws -> StatementRead) throws -> StatementBalance? {
        try read { _ in }.closing
    }

    @Test func mt940TakesTheLastFinalClosingBalanceWithItsMark() throws {
        let text = """
            :20:ST1
            :25:CH9300762011623852957
            :60F:C261031CHF100,00
            :61:2611031103D82,40NTRFNONREF//B1
            :62M:C261103CHF17,60
            :62F:D261105CHF1234,50
            """
        let found = try closing { try MT940Reader.read(Array(text.utf8), path: "s.sta", emit: $0) }
        #expect(found == StatementBalance(date: LocalDate(year: 2026, month: 11, day: 5), amount: Money(cents: -123_450)))
    }

    @Test func ofxReadsTheLedgerBalanceNotTheAvailableOne() throws {
        let text = """
            OFXHEADER:100
            DATA:OFXSGML

            <OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKACCTFROM><ACCTID>7001</BANKACCTFROM><BANKTRANLIST>
            <STMTTRN><DTPOSTED>20261103<TRNAMT>-82.40<FITID>T1<NAME>Bakery</STMTTRN>
            </BANKTRANLIST><LEDGERBAL><BALAMT>5753.46<DTASOF>20261104120000</LEDGERBAL>
            <AVAILBAL><BALAMT>1.00<DTASOF>20261105</AVAILBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>
            """
        let found = try closing { try OFXReader.read(Array(text.utf8), path: "s.ofx", emit: $0) }
        #expect(found == StatementBalance(date: LocalDate(year: 2026, month: 11, day: 4), amount: Money(cents: 575_346)))
    }

    @Test func camtReadsTheBookedClosingBalanceNotTheOpeningOne() throws {
        let text = """
            <?xml version="1.0"?>
            <Document><BkToCstmrStmt><Stmt><Acct><Id><IBAN>CH9300762011623852957</IBAN></Id></Acct>
            <Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="CHF">100.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-10-31</Dt></Dt></Bal>
            <Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="CHF">17.60</Amt><CdtDbtInd>DBIT</CdtDbtInd><Dt><Dt>2026-11-05</Dt></Dt></Bal>
            <Ntry><Amt Ccy="CHF">82.40</Amt><CdtDbtInd>DBIT</CdtDbtInd><BookgDt><Dt>2026-11-03</Dt></BookgDt></Ntry>
            </Stmt></BkToCstmrStmt></Document>
            """
        let found = try closing { try CamtReader.read(Array(text.utf8), path: "s.xml", emit: $0) }
        #expect(found == StatementBalance(date: LocalDate(year: 2026, month: 11, day: 5), amount: Money(cents: -1_760)))
    }

    /// Main opened at 0 holds −94.40 on 2026-11-05; the bank says 5.60: 100.00 less, the opening it lacks.
    @Test func theSentenceSaysAgreesOrTheDifferenceAndTheMissingOpening() {
        let closing = StatementBalance(date: LocalDate(year: 2026, month: 11, day: 5), amount: Money(cents: 560))
        let main = Account(id: 1, name: "Main")
        #expect(
            StatementBalance.sentence(closing, account: main, pulpe: Money(cents: 560))
                == "Closing balance 5.60 on 2026-11-05: account Main agrees.")
        #expect(
            StatementBalance.sentence(closing, account: main, pulpe: Money(cents: -9_440))
                == "Closing balance 5.60 on 2026-11-05: account Main holds -94.40 then, 100.00 less than the bank (`account reconcile "
                + "Main 5.60 --on 2026-11-05` lists what could explain it, such as a row imported twice or into another account; if Main "
                + "held 100.00 before these rows, `account set Main --opening 100.00`)."
        )
    }

    /// An opening already set is not offered again (the difference lies in the rows), and a name
    /// with a space is quoted in the commands offered.
    @Test func anOpeningSetAlreadyIsNotOfferedAgain() {
        let closing = StatementBalance(date: LocalDate(year: 2026, month: 11, day: 5), amount: Money(cents: 560))
        let giro = Account(id: 2, name: "Giro Bank", opening: Money(cents: 50_000))
        #expect(
            StatementBalance.sentence(closing, account: giro, pulpe: Money(cents: 600))
                == "Closing balance 5.60 on 2026-11-05: account Giro Bank holds 6.00 then, 0.40 more than the bank (`account reconcile "
                + "\"Giro Bank\" 5.60 --on 2026-11-05` lists what could explain it, such as a row imported twice or into another account).")
    }
}
