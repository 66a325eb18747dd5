import Foundation
import Shared
import Testing

@Suite struct LocalDateTests {
    @Test(arguments: ["2026-03-27", "2028-02-29", "2000-02-29", "1900-01-01", "9999-12-31"])
    func parsesAndPrints(text: String) {
        #expect(LocalDate.parse(text)?.description == text)
    }

    @Test(arguments: [
        "2026-02-29", "2100-02-29", "2026-04-31", "2026-02-30", "2026-1-01", "2026-01-1", "2026-00-10", "2026-13-01",
        "2026-01-00", "26-01-01", "2026-01-01T00:00", "", "2026_01_01",
    ])
    func rejects(text: String) {
        #expect(LocalDate.parse(text) == nil)
    }

    @Test(
        arguments: [
            ("1970-01-01", 0, 4), ("1969-12-31", -1, 3), ("2000-01-01", 10_957, 6), ("2026-11-23", 20_780, 1),
            ("2026-11-22", 20_779, 7), ("1900-01-01", -25_567, 1), ("2028-02-29", 21_243, 2), ("9999-12-31", 2_932_896, 5),
        ] as [(String, Int, Int)])
    func dayNumbersAndWeekdays(text: String, dayNumber: Int, weekday: Int) {
        let value = LocalDate.parse(text)!
        #expect(value.dayNumber == dayNumber)
        #expect(value.isoWeekday == weekday)
        #expect(LocalDate(dayNumber: dayNumber) == value)
    }

    @Test func dayNumbersRoundTripAndAreConsecutive() {
        var previous = LocalDate(year: 1899, month: 12, day: 31)
        for number in LocalDate(year: 1900, month: 1, day: 1).dayNumber...LocalDate(year: 2101, month: 1, day: 1).dayNumber {
            let value = LocalDate(dayNumber: number)
            #expect(value.dayNumber == number)
            #expect(previous < value)
            #expect(previous.adding(days: 1) == value)
            previous = value
        }
    }

    @Test func dayArithmetic() {
        #expect(LocalDate(year: 2028, month: 2, day: 28).adding(days: 1) == LocalDate(year: 2028, month: 2, day: 29))
        #expect(LocalDate(year: 2026, month: 2, day: 28).adding(days: 1) == LocalDate(year: 2026, month: 3, day: 1))
        #expect(LocalDate(year: 2026, month: 12, day: 31).adding(days: 1) == LocalDate(year: 2027, month: 1, day: 1))
        #expect(LocalDate(year: 2026, month: 1, day: 1).adding(days: -1) == LocalDate(year: 2025, month: 12, day: 31))
        #expect(LocalDate(year: 2026, month: 1, day: 1).days(until: LocalDate(year: 2027, month: 1, day: 1)) == 365)
        #expect(LocalDate(year: 2028, month: 1, day: 1).days(until: LocalDate(year: 2029, month: 1, day: 1)) == 366)
        #expect(LocalDate(year: 2026, month: 3, day: 5).days(until: LocalDate(year: 2026, month: 3, day: 1)) == -4)
    }

    @Test(
        arguments: [
            ("2026-01-31", 1, "2026-02-28"), ("2028-01-31", 1, "2028-02-29"), ("2026-03-31", -1, "2026-02-28"),
            ("2026-12-15", 1, "2027-01-15"), ("2026-05-31", 1, "2026-06-30"), ("2026-08-31", 12, "2027-08-31"),
        ] as [(String, Int, String)])
    func addingMonthsClampsToTheMonthEnd(start: String, count: Int, expected: String) {
        #expect(LocalDate.parse(start)!.adding(months: count) == LocalDate.parse(expected)!)
    }

    @Test(arguments: [(2024, true), (2026, false), (2000, true), (1900, false), (2100, false), (2400, true)])
    func leapYears(year: Int, leap: Bool) {
        #expect(LocalDate.isLeap(year) == leap)
        #expect(LocalDate.daysIn(year: year, month: 2) == (leap ? 29 : 28))
    }

    @Test func yearMonthOfADate() {
        #expect(LocalDate(year: 2026, month: 3, day: 27).yearMonth == YearMonth(year: 2026, month: 3))
    }

    @Test func fromAnInstantInAZone() throws {
        let epoch = Date(timeIntervalSince1970: 0)
        #expect(LocalDate(epoch, in: TimeZone(identifier: "UTC")!) == LocalDate(year: 1970, month: 1, day: 1))
        #expect(LocalDate(epoch, in: try #require(TimeZone(secondsFromGMT: -3600))) == LocalDate(year: 1969, month: 12, day: 31))
    }

    @Test func codableAsText() throws {
        let data = try JSONEncoder().encode([LocalDate(year: 2026, month: 3, day: 7)])
        #expect(String(decoding: data, as: UTF8.self) == "[\"2026-03-07\"]")
        #expect(try JSONDecoder().decode([LocalDate].self, from: data) == [LocalDate(year: 2026, month: 3, day: 7)])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([LocalDate].self, from: Data("[\"2026-02-30\"]".utf8)) }
    }

    /// The C library's today is Foundation's (read around it, should the day turn in between).
    @Test func todayIsTheLocalCalendarDay() {
        let before = LocalDate(Date())
        let today = LocalDate.today()
        let after = LocalDate(Date())
        #expect(today == before || today == after)
    }
}
