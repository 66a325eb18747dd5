import Testing

@testable import Shared

/// Dates as screens print them: ISO unless a locale's rules are bound; the stored form never changes.
@Suite struct DateRulesTests {
    private let date = LocalDate(year: 2026, month: 11, day: 3)

    @Test func unboundScreensPrintISO() {
        #expect(DateRules.current == .iso)
        #expect(date.shown == "2026-11-03")
        #expect(LocalDate.shown(timestamp: "2026-11-24 10:53:02") == "2026-11-24 10:53:02")
    }

    @Test func boundTheyPrintTheLocalesFormat() {
        DateRules.$current.withValue(DateRules(format: .dayMonthYearDots, firstWeekday: .monday)) {
            #expect(date.shown == "03.11.2026")
            #expect(date.description == "2026-11-03")
            #expect(LocalDate.shown(timestamp: "2026-11-24 10:53:02") == "24.11.2026 10:53:02")
            #expect(LocalDate.shown(timestamp: "soon") == "soon")
        }
        DateRules.$current.withValue(DateRules(format: .monthDayYearSlashes, firstWeekday: .sunday)) {
            #expect(date.shown == "11/03/2026")
        }
        // ISO given as a format is no format at all: the fast path.
        #expect(DateRules(format: .iso, firstWeekday: .monday) == .iso)
    }

    @Test func aFormatWritesWhatItReads() throws {
        #expect(DateFormat.dayMonthYearSlashes.text(date) == "03/11/2026")
        #expect(try #require(DateFormat(rawValue: "YYYY/MM/DD")).text(date) == "2026/11/03")
        #expect(try #require(DateFormat(rawValue: "DD-MM-YYYY")).text(date) == "03-11-2026")
        #expect(try #require(DateFormat(rawValue: "DD MMM YYYY")).text(date) == "03 Nov 2026")
        #expect(try #require(DateFormat(rawValue: "DD.MM.YY")).text(date) == "03.11.26")
        // The formats of the known locales read back what they print.
        let screens = [DateFormat.iso, .dayMonthYearDots, .dayMonthYearSlashes, .monthDayYearSlashes]
        for format in try screens + ["DD-MM-YYYY", "YYYY/MM/DD"].map({ try #require(DateFormat(rawValue: $0)) }) {
            for day in [LocalDate(year: 2026, month: 1, day: 1), date, LocalDate(year: 2028, month: 2, day: 29)] {
                #expect(format.date(format.text(day)) == day, "\(format)")
            }
        }
    }
}
