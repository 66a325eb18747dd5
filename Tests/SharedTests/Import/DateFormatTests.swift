import Shared
import Testing

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
