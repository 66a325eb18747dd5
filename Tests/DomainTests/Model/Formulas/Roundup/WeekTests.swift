import Model
import Shared
import TestSupport
import Testing

/// Weeks from a first weekday, named like the ISO week holding their Thursday; hand-read days.
@Suite struct WeekTests {
    @Test(
        arguments: [
            // 2026-11-26 is a Thursday.
            ("2026-11-26", Weekday.monday, "2026-11-23", "2026-W48"), ("2026-11-26", .sunday, "2026-11-22", "2026-W48"),
            // A Sunday starts a Sunday week and ends a Monday one.
            ("2026-11-22", .monday, "2026-11-16", "2026-W47"), ("2026-11-22", .sunday, "2026-11-22", "2026-W48"),
            // Across the year's end: 2026-01-01 is a Thursday, 2027-01-01 a Friday, 2027-01-03 a Sunday.
            ("2026-01-01", .monday, "2025-12-29", "2026-W01"), ("2026-01-01", .sunday, "2025-12-28", "2026-W01"),
            ("2027-01-01", .monday, "2026-12-28", "2026-W53"), ("2027-01-01", .sunday, "2026-12-27", "2026-W53"),
            ("2027-01-03", .monday, "2026-12-28", "2026-W53"), ("2027-01-03", .sunday, "2027-01-03", "2027-W01"),
        ] as [(String, Weekday, String, String)])
    func theWeekOfADay(day: String, first: Weekday, start: String, name: String) {
        let week = Week(containing: date(day), firstWeekday: first)
        #expect(week.first == date(start))
        #expect(week.last == date(start).adding(days: 6))
        #expect(week.description == name)
        #expect(week.firstWeekday == first)
    }

    @Test func aNumberNamesTheWeekFromEitherFirstDay() throws {
        let number = try #require(IsoWeek.parse("2026-W48"))
        #expect(Week(number, firstWeekday: .monday).days == date("2026-11-23")...date("2026-11-29"))
        #expect(Week(number, firstWeekday: .sunday).days == date("2026-11-22")...date("2026-11-28"))
        // Monday weeks are exactly ISO weeks.
        #expect(Week(number, firstWeekday: .monday).first == number.monday)
    }

    @Test func everyDayIsInTheWeekItsNameGivesBack() {
        for number in date("2025-12-01").dayNumber...date("2028-01-31").dayNumber {
            let day = LocalDate(dayNumber: number)
            for first in Weekday.allCases {
                let week = Week(containing: day, firstWeekday: first)
                #expect(week.days.contains(day))
                #expect(Week(week.number, firstWeekday: first) == week)
            }
        }
    }
}
