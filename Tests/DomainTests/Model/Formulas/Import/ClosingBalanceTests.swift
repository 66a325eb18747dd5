import Model
import Shared
import Testing

/// The balance a CSV statement ends with: the latest day's last booking, in either order of rows.
@Suite struct ClosingBalanceTests {
    private func day(_ number: Int) -> LocalDate { LocalDate(year: 2026, month: 11, day: number) }

    @Test func oldestFirstTakesTheLastRowOfTheLatestDay() {
        var closing = ClosingBalance()
        for (date, cents) in [(3, 91_760), (5, 89_760), (5, 99_760)] { closing.add(date: day(date), cents: Int64(cents)) }
        #expect(closing.closing?.date == day(5))
        #expect(closing.closing?.cents == 99_760)
    }

    @Test func newestFirstTakesTheFirstRowOfTheLatestDay() {
        var closing = ClosingBalance()
        for (date, cents) in [(12, 99_000), (12, 99_760), (10, 100_260)] { closing.add(date: day(date), cents: Int64(cents)) }
        #expect(closing.closing?.date == day(12))
        #expect(closing.closing?.cents == 99_000)
    }

    @Test func noRowNoClosing() {
        #expect(ClosingBalance().closing == nil)
    }
}
