import Model
import Shared
import Testing

@Suite struct CSVMappingGuessTests {
    private func rows(_ text: String, _ separator: Character = ",") -> [[String]] {
        let reader = CSVReader(bytes: Array(text.utf8), separator: separator.asciiValue!)
        return Array(sequence(state: reader) { $0.next() }).map(\.texts)
    }

    @Test func headerNamesPickTheColumns() throws {
        let mapping = try CSVMappingGuess.mapping(rows("Date,Description,Amount\n2026-11-03,Migros,-82.40\n2026-11-04,Salary,6500\n"))
        #expect(mapping.hasHeader)
        #expect((mapping.date, mapping.payee, mapping.amount) == (0, 1, 2))
        #expect(mapping.dateFormat == .iso)
        #expect(mapping.decimal == .point)
        #expect(
            mapping.input(["2026-11-03", "Migros", "-82.40"], line: 2)
                == .row(ImportRow(line: 2, date: date(2026, 11, 3), amount: Money(cents: -8240), payee: "Migros", text: "Migros")))
    }

    /// A balance column is found by its name (`Saldo CHF` too) and read for the closing balance, never as the amount.
    @Test func aBalanceColumnIsFoundByItsName() throws {
        let text = "Datum;Text;Betrag;Saldo CHF\n03.11.2026;Migros;-82,40;917,60\n05.11.2026;Coop;-20,00;897,60\n"
        let mapping = try CSVMappingGuess.mapping(rows(text, ";"))
        #expect((mapping.amount, mapping.balance) == (2, 3))
        #expect(mapping.balanceCents(["05.11.2026", "Coop", "-20,00", "897,60"]) == 89_760)
        let plain = try CSVMappingGuess.mapping(rows("Date,Description,Amount\n2026-11-03,Migros,-82.40\n"))
        #expect(plain.balance == nil)
        #expect(plain.balanceCents(["2026-11-03", "Migros", "-82.40"]) == nil)
    }

    /// A currency column is found by its name and gives each row the currency it is booked in; one
    /// holding anything but currency codes is not taken for it.
    @Test func aCurrencyColumnGivesTheRowsTheirCurrency() throws {
        let text = "Datum;Text;Betrag;Währung\n03.11.2026;Migros;-82,40;CHF\n10.11.2026;Amazon US;-45,00;usd\n"
        let mapping = try CSVMappingGuess.mapping(rows(text, ";"))
        #expect((mapping.amount, mapping.currency) == (2, 3))
        guard case .row(let row) = mapping.input(["10.11.2026", "Amazon US", "-45,00", "usd"], line: 3) else {
            Issue.record("not a row")
            return
        }
        #expect((row.amount, row.booked?.code) == (Money(cents: -4500), "USD"))
        let notCodes = try CSVMappingGuess.mapping(rows("Date,Description,Amount,Currency\n2026-11-03,Migros,-82.40,Swiss francs\n"))
        #expect(notCodes.currency == nil)
    }

    @Test func germanHeaderWithDebitAndCredit() throws {
        let text = "Buchungsdatum;Buchungstext;Belastung;Gutschrift\n03.11.2026;Coop;1.234,50;\n25.11.2026;Lohn;;6.500,00\n"
        let mapping = try CSVMappingGuess.mapping(rows(text, ";"))
        #expect((mapping.date, mapping.payee, mapping.debit, mapping.credit) == (0, 1, 2, 3))
        #expect(mapping.decimal == .comma)
        #expect(mapping.dateFormat == .dayMonthYearDots)
        #expect(
            mapping.input(["03.11.2026", "Coop", "1.234,50", ""], line: 2)
                == .row(ImportRow(line: 2, date: date(2026, 11, 3), amount: Money(cents: -123_450), payee: "Coop", text: "Coop")))
        #expect(
            mapping.input(["25.11.2026", "Lohn", "", "6.500,00"], line: 3)
                == .row(ImportRow(line: 3, date: date(2026, 11, 25), amount: Money(cents: 650_000), payee: "Lohn", text: "Lohn")))
    }

    @Test func withoutHeaderColumnsAreFoundByTheirValues() throws {
        let mapping = try CSVMappingGuess.mapping(rows("03/11/2026,-12.00,Bakery Muller\n25/11/2026,6500.00,ACME payroll\n"))
        #expect(!mapping.hasHeader)
        #expect((mapping.date, mapping.amount, mapping.payee) == (0, 1, 2))
        #expect(mapping.dateFormat == .dayMonthYearSlashes)
        #expect(mapping.reference(1) == "2")
    }

    @Test func ambiguousDatesAreRefusedUnlessAFormatIsGiven() throws {
        let sample = rows("Date,Payee,Amount\n01/02/2026,A,-1.00\n03/04/2026,B,-2.00\n")
        #expect(throws: CSVMappingError.ambiguousDates(column: "Date", formats: [.dayMonthYearSlashes, .monthDayYearSlashes])) {
            try CSVMappingGuess.mapping(sample)
        }
        let mapping = try CSVMappingGuess.mapping(sample, dateFormat: .monthDayYearSlashes)
        #expect(
            mapping.input(["01/02/2026", "A", "-1.00"], line: 2)
                == .row(ImportRow(line: 2, date: date(2026, 1, 2), amount: Money(cents: -100), payee: "A", text: "A")))
    }

    @Test func aProfileNamesColumnsByHeaderOrNumber() throws {
        let sample = rows("When,Who,How much,Ref\n2026-11-03,Kiosk,-3.50,X1\n")
        let profile = ImportProfile(name: "bank", date: "when", amount: "3", payee: "Who", reference: "Ref")
        let mapping = try CSVMappingGuess.mapping(sample, profile: profile)
        #expect((mapping.date, mapping.amount, mapping.payee, mapping.reference) == (0, 2, 1, 3))
        #expect(throws: CSVMappingError.unknownColumn("Betrag", known: ["When", "Who", "How much", "Ref"])) {
            try CSVMappingGuess.mapping(sample, profile: ImportProfile(name: "b", date: "When", amount: "Betrag", payee: "Who"))
        }
    }

    @Test func aBadRowNamesItsColumnAndValue() throws {
        let mapping = try CSVMappingGuess.mapping(rows("Date,Payee,Amount\n2026-11-03,A,-1.00\n"))
        #expect(
            mapping.input(["2026-11-03", "A", "12.3.4"], line: 7)
                == .bad(ImportProblem(line: 7, column: "Amount", value: "12.3.4", problem: "is not an amount")))
        #expect(
            mapping.input(["2026-13-03", "A", "1"], line: 8)
                == .bad(ImportProblem(line: 8, column: "Date", value: "2026-13-03", problem: "is not a date written YYYY-MM-DD")))
    }

    /// An "Amount" column none of whose values read is named with its value, not reported missing.
    @Test func anAmountColumnThatDoesNotReadIsNamed() throws {
        #expect(throws: CSVMappingError.unreadableAmounts(column: "Amount", sample: "-12.3.4")) {
            try CSVMappingGuess.mapping(rows("Date,Payee,Amount\n2026-11-03,Migros,-12.3.4\n"))
        }
        #expect(throws: CSVMappingError.noAmountColumn(known: ["Date", "Payee", "Note"])) {
            try CSVMappingGuess.mapping(rows("Date,Payee,Note\n2026-11-03,Migros,lunch\n"))
        }
    }

    /// `-1,234.56` unquoted in a comma file makes the row one field wider than the others: refused,
    /// where its amount would have been read as -1.00, even when the split lands in an empty last
    /// column. A separator ending every row, or columns the header does not name, make the rows'
    /// usual width the limit.
    @Test func aRowWiderThanTheOthersIsRefused() throws {
        let problem = { (line: Int, count: Int, limit: Int) in
            ImportInput.bad(
                ImportProblem(
                    line: line, column: "", value: "",
                    problem: "the row has \(count) fields where the others have \(limit): '-1' and '234.56' look like one amount "
                        + "split by the separator; it must be in quotes"))
        }
        let mapping = try CSVMappingGuess.mapping(rows("Date,Description,Amount\n2026-11-02,Walmart,-1,234.56\n2026-11-03,Shop,-20.00\n"))
        #expect(mapping.fieldLimit == 3)
        #expect(mapping.input(["2026-11-02", "Walmart", "-1", "234.56"], line: 2) == problem(2, 4, 3))
        #expect(
            mapping.input(["2026-11-03", "Shop", "-20.00"], line: 3)
                == .row(ImportRow(line: 3, date: date(2026, 11, 3), amount: Money(cents: -2000), payee: "Shop", text: "Shop")))
        let memo = try CSVMappingGuess.mapping(
            rows("Date,Description,Amount,Memo\n2026-11-02,Walmart,-1,234.56,\n2026-11-03,Shop,-20.00,\n2026-11-04,Kiosk,-3.00,\n"))
        #expect(memo.fieldLimit == 4)
        #expect(memo.input(["2026-11-02", "Walmart", "-1", "234.56", ""], line: 2) == problem(2, 5, 4))
        let trailing = try CSVMappingGuess.mapping(rows("Date,Payee,Amount\n2026-11-02,A,-1.00,\n2026-11-03,B,-2.00,\n"))
        #expect(trailing.fieldLimit == 4)
        #expect(
            trailing.input(["2026-11-02", "A", "-1.00", ""], line: 2)
                == .row(ImportRow(line: 2, date: date(2026, 11, 2), amount: Money(cents: -100), payee: "A", text: "A")))
        let wider = try CSVMappingGuess.mapping(
            rows("Date,Payee,Amount\n2026-11-02,A,-1.00,x,y\n2026-11-03,B,-2.00,y,z\n2026-11-04,C,-3.00,y,z\n"))
        #expect(wider.fieldLimit == 5)
        // A long text spilling into more fields after the amount is read as it is (a bank's memo).
        let memoSpill = try CSVMappingGuess.mapping(rows("Date;Amount;Payee\n2026-11-02;-1,00;A\n2026-11-03;-2,00;B\n", ";"))
        #expect(
            memoSpill.input(["2026-11-04", "-3,00", "C", "more", "text"], line: 4)
                == .row(ImportRow(line: 4, date: date(2026, 11, 4), amount: Money(cents: -300), payee: "C", text: "C")))
    }

    private func date(_ year: Int, _ month: Int, _ day: Int) -> LocalDate { LocalDate(year: year, month: month, day: day) }
}
