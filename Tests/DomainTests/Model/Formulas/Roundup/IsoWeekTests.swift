import Model
import Shared
import TestSupport
import Testing

@Suite struct IsoWeekTests {
    @Test(arguments: [
        ("2026-11-09", "2026-W46"),  // Monday
        ("2026-11-13", "2026-W46"),
        ("2026-11-15", "2026-W46"),  // Sunday
        ("2026-11-16", "2026-W47"),  // next Monday
        ("2025-12-29", "2026-W01"),  // a Monday of December in next year's week 1
        ("2026-01-01", "2026-W01"),
        ("2027-01-01", "2026-W53"),  // 2026 starts on a Thursday: 53 weeks
        ("2027-01-03", "2026-W53"),
        ("2027-01-04", "2027-W01"),
        ("2021-01-03", "2020-W53"),  // 2020 is leap and starts on a Wednesday
        ("2024-12-30", "2025-W01"),
    ])
    func weekContainingADate(day: String, week: String) {
        #expect(IsoWeek(containing: date(day)).description == week)
    }

    @Test func mondayAndSundayBoundTheWeek() throws {
        let week = try #require(IsoWeek.parse("2026-W46"))
        #expect(week.monday == date("2026-11-09"))
        #expect(week.sunday == date("2026-11-15"))
        #expect(week.monday.isoWeekday == 1)
        #expect(week.sunday.isoWeekday == 7)
        #expect(week.contains(date("2026-11-15")))
        #expect(!week.contains(date("2026-11-16")))
        #expect(!week.contains(date("2026-11-08")))
        #expect(IsoWeek.parse("2026-W01")?.monday == date("2025-12-29"))
        #expect(IsoWeek.parse("2026-W53")?.sunday == date("2027-01-03"))
    }

    @Test func parsingIsStrict() {
        #expect(IsoWeek.parse("2026-W05") == IsoWeek(year: 2026, week: 5))
        #expect(IsoWeek.parse("2026-w05") == IsoWeek(year: 2026, week: 5))
        #expect(IsoWeek.parse("2026-W53") != nil)
        for bad in ["2027-W53", "2026-W00", "2026-W5", "2026W05", "2026-05", "2026-W054", "26-W05", "2026-X05", ""] {
            #expect(IsoWeek.parse(bad) == nil, "\(bad)")
        }
    }

    @Test func weekCounts() {
        #expect(IsoWeek.weekCount(of: 2026) == 53)
        #expect(IsoWeek.weekCount(of: 2027) == 52)
        #expect(IsoWeek.weekCount(of: 2020) == 53)
        #expect(IsoWeek.weekCount(of: 2015) == 53)
        #expect(IsoWeek.weekCount(of: 2024) == 52)
    }

    @Test func everyDayOfSeveralYearsRoundTrips() {
        var day = date("2019-12-01")
        while day < date("2031-02-01") {
            let week = IsoWeek(containing: day)
            #expect(week.contains(day))
            #expect(IsoWeek.parse(week.description) == week)
            #expect(day.days(until: week.sunday) == 7 - day.isoWeekday)
            day = day.adding(days: 1)
        }
    }

    @Test func nextAndPreviousCrossYears() throws {
        let last = try #require(IsoWeek(year: 2026, week: 53))
        #expect(last.next.description == "2027-W01")
        #expect(last.next.previous == last)
        #expect(try #require(IsoWeek(year: 2026, week: 1)) < last)
    }
}
