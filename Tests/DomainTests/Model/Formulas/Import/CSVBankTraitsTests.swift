import Model
import Shared
import Testing

/// CSV files as banks write them: a preamble before the header, blank, total, detail and
/// pending rows left out with their reason, the booking date before the value date, and a
/// direction column for unsigned amounts.
@Suite struct CSVBankTraitsTests {
    private func rows(_ text: String, _ separator: Character = ";") -> [[String]] {
        let reader = CSVReader(bytes: Array(text.utf8), separator: separator.asciiValue!)
        return Array(sequence(state: reader) { $0.next() }).map(\.texts)
    }

    @Test func thePreambleEndsAtTheHeaderAboveTheFirstBooking() {
        let text = """
            Konto;CH93 0076 2011 6238 5295 7
            Zeitraum;01.11.2026 - 30.11.2026
            Saldo;1'200.50
            ;;
            Datum;Text;Betrag
            03.11.2026;Bakery;-8.20
            """
        #expect(CSVMappingGuess.dataStart(rows(text)) == 4)
        #expect(CSVMappingGuess.dataStart(rows("03.11.2026;Bakery;-8.20\n04.11.2026;Kiosk;-2.00")) == 0)
        #expect(CSVMappingGuess.dataStart(rows("Datum;Text;Betrag\n03.11.2026;Bakery;-8.20")) == 0)
    }

    /// A first booking whose date or amount does not read is a booking, not the header: the data
    /// starts with it (and the import refuses it by its line) whatever the rows after it hold.
    @Test func aFirstBookingThatDoesNotReadIsNotTheHeader() {
        #expect(CSVMappingGuess.dataStart(rows("Datum;Text;Betrag\n31.11.2026;Kiosk;-12,00\n21.11.2026;Bakery;-2,00")) == 0)
        #expect(CSVMappingGuess.dataStart(rows("Date;Payee;Amount\n2026-11-20;Kiosk;-12.3.4\n2026-11-21;Bakery;-2,00")) == 0)
        // Without a header the rows are all data, the bad one included.
        #expect(CSVMappingGuess.dataStart(rows("31.11.2026;Kiosk;-12,00\n21.11.2026;Bakery;-2,00")) == 0)
        // After a preamble: the header is found above the bad booking.
        #expect(CSVMappingGuess.dataStart(rows("Konto;CH93\n;;\nDatum;Text;Betrag\n31.11.2026;Kiosk;-12,00\n21.11.2026;Bakery;-2")) == 2)
    }

    @Test func blankTotalDetailAndPendingRowsAreLeftOutWithTheirReason() throws {
        let records = rows("Datum;Text;Betrag\n03.11.2026;Bakery;-8.20\n04.11.2026;Kiosk;-2.00")
        let mapping = try CSVMappingGuess.mapping(records)
        #expect(mapping.input(["", "", ""], line: 5) == .leftOut(line: 5, reason: "a blank row"))
        #expect(mapping.input(["", "Split: bread", "-3.00"], line: 6) == .leftOut(line: 6, reason: "a detail row (no date)"))
        #expect(mapping.input(["Total", "", "-10.20"], line: 7) == .leftOut(line: 7, reason: "a total row"))
        #expect(mapping.input(["", "Summe", "-10.20"], line: 8) == .leftOut(line: 8, reason: "a total row"))
        #expect(
            mapping.input(["Remarks:", "", ""], line: 9) == .leftOut(line: 9, reason: "not a booking (no date: a heading or footer row)"))
        #expect(mapping.input(["05.11.2026", "Card hold", ""], line: 10) == .leftOut(line: 10, reason: "no amount (a pending row)"))
        if case .bad(let problem) = mapping.input(["O5.11.2026", "Typo", "-1.00"], line: 11) {
            #expect(problem.messageAfterLine == "column 'Datum': 'O5.11.2026' is not a date written DD.MM.YYYY")
        } else {
            Issue.record("a date with a typo is a bad row, not left out")
        }
    }

    @Test(arguments: [
        ("Valuta;Buchungsdatum;Text;Betrag", "02.11.2026;03.11.2026;Bakery;-8.20", 1),
        ("Buchungstag;Valutadatum;Text;Betrag", "03.11.2026;02.11.2026;Bakery;-8.20", 0),
        ("Data valuta;Data contabile;Descrizione;Importo", "02.11.2026;03.11.2026;Forno;-8.20", 1),
        ("Value date;Booking date;Description;Amount", "02.11.2026;03.11.2026;Bakery;-8.20", 1),
        ("Saldo;Valutadatum;Text;Betrag", "100.00;02.11.2026;Bakery;-8.20", 1),
    ])
    func theBookingDateIsPreferredToTheValueDate(header: String, row: String, column: Int) throws {
        #expect(try CSVMappingGuess.mapping(rows(header + "\n" + row + "\n")).date == column)
    }

    @Test(arguments: [("D", "C"), ("Af", "Bij"), ("Debit", "Credit"), ("S", "H")])
    func aDirectionColumnSignsUnsignedAmounts(debit: String, credit: String) throws {
        let text = "Datum;Naam;Bedrag;Richting\n03-11-2026;Bakery;8,20;\(debit)\n25-11-2026;Salary;6500,00;\(credit)\n"
        let mapping = try CSVMappingGuess.mapping(rows(text))
        #expect(mapping.direction == 3)
        #expect(mapping.dateFormat.rawValue == "DD-MM-YYYY")
        #expect(
            mapping.input(["03-11-2026", "Bakery", "8,20", debit], line: 2)
                == .row(
                    ImportRow(
                        line: 2, date: LocalDate(year: 2026, month: 11, day: 3), amount: Money(cents: -820), payee: "Bakery", text: "Bakery"
                    )))
        #expect(
            mapping.input(["25-11-2026", "Salary", "6500,00", credit], line: 3)
                == .row(
                    ImportRow(
                        line: 3, date: LocalDate(year: 2026, month: 11, day: 25), amount: Money(cents: 650_000), payee: "Salary",
                        text: "Salary"))
        )
    }

    @Test func aReferenceColumnThatRepeatsIsNotAKey() throws {
        let text = "Date;Text;Amount;Reference\n2026-11-03;A;-1.00;X1\n2026-11-04;B;-2.00;X1\n"
        #expect(try CSVMappingGuess.mapping(rows(text)).reference == nil)
        let unique = "Date;Text;Amount;Reference\n2026-11-03;A;-1.00;X1\n2026-11-04;B;-2.00;X2\n"
        #expect(try CSVMappingGuess.mapping(rows(unique)).reference == 3)
    }
}

@Suite struct CSVHeaderlessAmountTests {
    @Test func withoutAHeaderTheSignedColumnWithDecimalsIsTheAmountNotTheBalance() throws {
        let text = "13-11-2026,CH93,1000.00,Bakery,-8.20,2754\n14-11-2026,CH93,991.80,Salary,6500.00,2755\n"
        let reader = CSVReader(bytes: Array(text.utf8), separator: UInt8(ascii: ","))
        let mapping = try CSVMappingGuess.mapping(Array(sequence(state: reader) { $0.next() }).map(\.texts))
        #expect(mapping.amount == 4)
        #expect(mapping.dateFormat.rawValue == "DD-MM-YYYY")
    }
}
