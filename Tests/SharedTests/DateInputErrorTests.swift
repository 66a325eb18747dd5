import Shared
import Testing

/// A date written YYYY-MM-DD whose day its month lacks is told how many days the month has;
/// anything else is not a date.
@Suite struct DateInputErrorTests {
    @Test(arguments: [
        ("2026-11-31", DateInputError.noSuchDay("2026-11-31", month: "2026-11", days: 30)),
        ("2026-02-29", .noSuchDay("2026-02-29", month: "2026-02", days: 28)),
        ("2028-02-30", .noSuchDay("2028-02-30", month: "2028-02", days: 29)),
        ("2026-13-01", .notADate("2026-13-01")), ("2026-11-3x", .notADate("2026-11-3x")), ("31.11.2026", .notADate("31.11.2026")),
        ("tomorrowish", .notADate("tomorrowish")),
    ])
    func unreadableDateNamesWhatIsWrong(text: String, expected: DateInputError) {
        #expect(DateInputError.unreadableDate(text) == expected)
    }

    @Test func aDayTheMonthLacksSaysHowManyItHas() {
        #expect(
            DateInputError.unreadableDate("2026-11-31").message
                == "'2026-11-31' is not a day of 2026-11, which has 30 days: give a day from 1 to 30, or a date YYYY-MM-DD")
    }
}
