import Shared
import Testing

/// Weekdays and the start of a week from a first weekday, against hand-read calendar days.
@Suite struct WeekdayTests {
    private func day(_ text: String) -> LocalDate { LocalDate.parse(text)! }

    @Test func namesTheDayOfADate() {
        #expect(day("2026-11-26").weekday == .thursday)
        #expect(day("2026-11-22").weekday == .sunday)
        #expect(day("2026-11-23").weekday == .monday)
        #expect(Weekday.sunday.description == "Sunday")
    }

    /// 2026-11-26 is a Thursday: its Monday week starts 2026-11-23, its Sunday week 2026-11-22,
    /// a Saturday week 2026-11-21.
    @Test func aWeekStartsOnItsFirstWeekdayOnOrBeforeTheDate() {
        #expect(day("2026-11-26").startOfWeek(first: .monday) == day("2026-11-23"))
        #expect(day("2026-11-26").startOfWeek(first: .sunday) == day("2026-11-22"))
        #expect(day("2026-11-26").startOfWeek(first: .saturday) == day("2026-11-21"))
        #expect(day("2026-11-26").startOfWeek(first: .thursday) == day("2026-11-26"))
        // A Sunday starts a Sunday week and ends a Monday one.
        #expect(day("2026-11-22").startOfWeek(first: .sunday) == day("2026-11-22"))
        #expect(day("2026-11-22").startOfWeek(first: .monday) == day("2026-11-16"))
        // Across a year's end: 2026-01-01 is a Thursday.
        #expect(day("2026-01-01").startOfWeek(first: .sunday) == day("2025-12-28"))
    }

    @Test func everyDayIsInTheWeekItStarts() {
        for number in day("2026-01-01").dayNumber...day("2027-12-31").dayNumber {
            let date = LocalDate(dayNumber: number)
            for first in Weekday.allCases {
                let start = date.startOfWeek(first: first)
                #expect(start.weekday == first)
                #expect((0...6).contains(start.days(until: date)))
            }
        }
    }
}
