import Testing

@testable import Shared

@Suite struct DateFormatTests {
    @Test func eachFormatReadsItsDates() {
        #expect(DateFormat.iso.date("2026-11-03") == LocalDate(year: 2026, month: 11, day: 3))
        #expect(DateFormat.iso.date("2026-11-03T10:22:00") == LocalDate(year: 2026, month: 11, day: 3))
        #expect(DateFormat.dayMonthYearDots.date("3.11.26") == LocalDate(year: 2026, month: 11, day: 3))
        #expect(DateFormat.dayMonthYearSlashes.date("11/03/2026") == LocalDate(year: 2026, month: 3, day: 11))
        #expect(DateFormat.monthDayYearSlashes.date("11/03/2026") == LocalDate(year: 2026, month: 11, day: 3))
        #expect(DateFormat.iso.date("2026-02-30") == nil)
        #expect(DateFormat.dayMonthYearDots.date("2026-11-03") == nil)
    }

    @Test func ambiguousSlashesNeedARowOnlyOneFormatReads() {
        #expect(DateFormat.formats(reading: ["01/02/2026", "03/04/2026"]) == [.dayMonthYearSlashes, .monthDayYearSlashes])
        #expect(DateFormat.formats(reading: ["01/02/2026", "25/04/2026"]) == [.dayMonthYearSlashes])
        #expect(DateFormat.formats(reading: ["01/02/2026", "04/25/2026"]) == [.monthDayYearSlashes])
        #expect(DateFormat.named("dd.mm.yyyy") == .dayMonthYearDots)
    }
}

@Suite struct DateFormatPatternTests {
    private func day(_ pattern: String, _ text: String) -> LocalDate? { DateFormat.named(pattern)?.date(text) }

    @Test func patternsOfYearsMonthsAndDaysReadTheirDates() {
        let third = LocalDate(year: 2020, month: 2, day: 13)
        #expect(day("DD-MM-YYYY", "13-02-2020") == third)
        #expect(day("YYYYMMDD", "20200213") == third)
        #expect(day("YYYY.MM.DD", "2020.02.13") == third)
        #expect(day("D MMM YYYY", "13 Feb 2020") == third)
        #expect(day("D MMM YYYY", "13 févr. 2020") == third)
        #expect(day("DD.MM.YY", "13.02.20") == third)
        #expect(day("M/D/YYYY", "2/13/2020") == third)
        #expect(day("YYYYMMDD", "2020213") == nil, "touching numbers take their full width")
        #expect(day("DD-MM-YYYY", "13.02.2020") == nil)
        #expect(day("YYYY-MM-DD", "2020-02-13 08:15:00.0") == third, "a time after the date is ignored")
    }

    @Test func aPatternNeedsAYearAMonthAndADay() {
        #expect(DateFormat.named("YYYY-MM") == nil)
        #expect(DateFormat.named("DD.MM.YYYY.DD") == nil)
        #expect(DateFormat.named("DD.QQ.YYYY") == nil)
        #expect(DateFormat.named("yyyy.mm.dd")?.rawValue == "YYYY.MM.DD")
    }

    @Test func detectionReadsDashedAndCompactDates() {
        #expect(DateFormat.formats(reading: ["24-08-2020", "25-08-2020"]).map(\.rawValue) == ["DD-MM-YYYY"])
        #expect(DateFormat.formats(reading: ["20200213", "20200214"]).map(\.rawValue) == ["YYYYMMDD"])
        #expect(DateFormat.formats(reading: ["2025.12.04"]).map(\.rawValue) == ["YYYY.MM.DD"])
        #expect(DateFormat.formats(reading: ["03.04.18", "22.03.18"]).map(\.rawValue) == ["DD.MM.YYYY"], "a leading 03 is no year")
    }
}

@Suite struct StatementDateTests {
    @Test func isoDatesKeepTheirDayWhateverTimeOrOffsetFollows() {
        let first = LocalDate(year: 2017, month: 4, day: 1)
        #expect(StatementDate.iso("2017-04-01") == first)
        #expect(StatementDate.iso("2017-04-01+02:00") == first)
        #expect(StatementDate.iso("2017-04-01T10:00:00") == first)
        #expect(StatementDate.iso("2017-04-01T23:30:00.0-05:00") == first)
        #expect(StatementDate.iso("2017-04-01Z") == first)
        #expect(StatementDate.iso("2017-04-31") == nil)
        #expect(StatementDate.iso("2017-04-01x") == nil)
    }

    @Test func ofxAndCompactDates() {
        #expect(StatementDate.ofx("20090401122017.000[-5:EST]") == LocalDate(year: 2009, month: 4, day: 1))
        #expect(StatementDate.ofx("20131215") == LocalDate(year: 2013, month: 12, day: 15))
        #expect(StatementDate.ofx("2013121") == nil)
        #expect(StatementDate.compact(Array("250801".utf8)[...]) == LocalDate(year: 2025, month: 8, day: 1))
        #expect(StatementDate.compact(Array("991231".utf8)[...]) == LocalDate(year: 1999, month: 12, day: 31))
    }
}

@Suite struct StatementAmountTests {
    @Test func exactAmountsReadWhateverTheirDecimals() {
        #expect(StatementAmount.read("8.850") == .cents(885))
        #expect(StatementAmount.read("8.85000") == .cents(885))
        #expect(StatementAmount.read("200000") == .cents(20_000_000))
        #expect(StatementAmount.read("-42,5") == .cents(-4250))
        #expect(StatementAmount.read("+1,234.56") == .cents(123_456))
        #expect(StatementAmount.read("1.234,56") == .cents(123_456))
        #expect(StatementAmount.read(".5") == .cents(50))
        // Line breaks around a value (a multi-line cell, an XML text node) are trimmed, alone or as a pair.
        #expect(StatementAmount.read("\n12.50\n") == .cents(1250))
        #expect(StatementAmount.read("\r12.50\r\n") == .cents(1250))
    }

    /// The byte-level reading of the common shape gives what the long way gives, on every short
    /// text of signs, digits, marks and spaces, and takes the shapes bank files write.
    @Test func thePlainShapeReadsAsTheLongWay() {
        var texts = [""]
        var last = [""]
        for _ in 0..<5 {
            last = last.flatMap { text in ["-", "+", "0", "7", ".", ",", " ", "'"].map { text + $0 } }
            texts += last
        }
        texts += ["-65.80", "46.45", "1234,5", "123456789012345", "1234567890123456", "-0.001", "8.850", "+.5", "5.", "12.34.5"]
        for text in texts {
            if let plain = StatementAmount.plain(text) { #expect(plain == StatementAmount.written(text), "\(text.debugDescription)") }
        }
        #expect(StatementAmount.plain("-65.80") == .cents(-6580))
        #expect(StatementAmount.plain("1234,5") == .cents(123_450))
        #expect(StatementAmount.plain("8.855") == .tooPrecise)
        #expect(StatementAmount.plain("1,234.50") == nil)
    }

    @Test func inexactOrUnreadableAmountsAreRefused() {
        #expect(StatementAmount.read("8.855") == .tooPrecise)
        #expect(StatementAmount.read("0.001") == .tooPrecise)
        #expect(StatementAmount.read("12a") == .invalid)
        #expect(StatementAmount.read("") == .invalid)
        #expect(StatementAmount.read("-") == .invalid)
        // Groups of thousands have three digits after the first group's one to three.
        #expect(StatementAmount.read("-64,30.0") == .invalid)
        #expect(StatementAmount.read("-1,2,3.45") == .invalid)
        #expect(StatementAmount.read("-1,2.00") == .invalid)
        #expect(StatementAmount.read("1234,567.00") == .invalid)
        #expect(StatementAmount.read(",123.00") == .invalid)
        #expect(StatementAmount.read("1'234'567.50") == .cents(123_456_750))
        #expect(StatementAmount.read("12 345,50") == .cents(1_234_550))
    }
}
