import Shared
import Testing

/// Relative dates against a Friday, 2026-11-27 (2026-11-23 is a Monday), each figure counted on a calendar.
@Suite struct RelativeDateTests {
    static let friday = LocalDate(year: 2026, month: 11, day: 27)

    @Test(
        arguments: [
            ("today", "2026-11-27"), ("Yesterday", "2026-11-26"), ("tomorrow", "2026-11-28"), ("-0d", "2026-11-27"),
            ("-10d", "2026-11-17"), ("+2w", "2026-12-11"), ("-1m", "2026-10-27"), ("-1y", "2025-11-27"), ("+35d", "2027-01-01"),
            ("monday", "2026-11-23"), ("friday", "2026-11-27"), ("sat", "2026-11-21"), ("last monday", "2026-11-16"),
            ("last-friday", "2026-11-20"), ("next monday", "2026-11-30"), ("next-friday", "2026-12-04"), ("1", "2026-11-01"),
            ("30", "2026-11-30"), ("this-month", "2026-11-01"), ("last-month", "2026-10-01"), ("next-month", "2026-12-01"),
        ] as [(String, String)])
    func namesTheDay(text: String, expected: String) throws {
        #expect(try RelativeDate.date(text, today: Self.friday)?.description == expected)
    }

    /// A month that lacks the day ends on its last: a month before 2026-03-31 is 2026-02-28.
    @Test func aMonthBackClampsToTheMonthsLastDay() throws {
        #expect(try RelativeDate.date("-1m", today: LocalDate(year: 2026, month: 3, day: 31))?.description == "2026-02-28")
    }

    @Test(arguments: ["2026-11-03", "Migros", "-", "+d", "-1.5d", "-3x", "someday", "last", "123"])
    func leavesOtherWordsAlone(text: String) throws {
        #expect(try RelativeDate.date(text, today: Self.friday) == nil)
    }

    @Test func refusesWhatLandsNowhere() throws {
        #expect(throws: DateInputError.outOfRange("+36600d")) { try RelativeDate.date("+36600d", today: Self.friday) }
        #expect(try RelativeDate.date("-36500d", today: Self.friday)?.description == "1926-12-22")
        #expect(throws: DateInputError.outOfRange("+101y")) {
            try RelativeDate.month("+101y", current: YearMonth(year: 2026, month: 11))
        }
        #expect(throws: DateInputError.outOfRange("+999999d")) { try RelativeDate.date("+999999d", today: Self.friday) }
        #expect(throws: DateInputError.outOfRange("-99999999999d")) { try RelativeDate.date("-99999999999d", today: Self.friday) }
        #expect(throws: DateInputError.noSuchDay("31", month: "2026-11", days: 30)) { try RelativeDate.date("31", today: Self.friday) }
        #expect(throws: DateInputError.notAMonthUnit("-3d")) {
            try RelativeDate.month("-3d", current: YearMonth(year: 2026, month: 11))
        }
    }

    @Test(
        arguments: [
            ("this-month", "2026-12"), ("last month", "2026-11"), ("next-month", "2027-01"), ("-3m", "2026-09"), ("+1y", "2027-12"),
        ] as [(String, String)])
    func namesTheMonthFromTheBudgetMonth(text: String, expected: String) throws {
        // The budget month can run ahead of the calendar's (a pay day on the 25th makes 2026-11-27 fall in 2026-12).
        #expect(try RelativeDate.month(text, current: YearMonth(year: 2026, month: 12))?.description == expected)
    }
}
