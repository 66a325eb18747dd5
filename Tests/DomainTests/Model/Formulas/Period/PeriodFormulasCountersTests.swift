import Model
import Shared
import TestSupport
import Testing

@Suite struct PeriodFormulasCountersTests {
    @Test func periodIndexArithmetic() {
        #expect(PeriodFormulas.periodIndex(of: date("2026-03-27"), payDay: 27) == 2026 * 12 + 4)
        #expect(month("2026-12").periodIndex + 1 == month("2027-01").periodIndex)
        #expect(YearMonth(periodIndex: 2026 * 12 + 13) == month("2027-01"))
        #expect(YearMonth(periodIndex: 2026 * 12 + 12) == month("2026-12"))
        #expect(month("2026-11").adding(months: 14) == month("2028-01"))
        #expect(month("2026-01").adding(months: -1) == month("2025-12"))
    }

    @Test(arguments: [("2025-12", "2026-01", -1), ("2026-01", "2026-01", 0), ("2027-01", "2026-12", 1), ("2026-02", "2026-11", -1)])
    func compareBudgetPeriods(a: String, b: String, expected: Int) {
        #expect(PeriodFormulas.compareBudgetPeriods(month(a), month(b)) == expected)
    }

    @Test(
        arguments: [
            ("2026-03-20", 27, 7), ("2026-03-26", 27, 1), ("2026-03-27", 27, 31),
            ("2026-02-28", nil, 1), ("2026-02-01", nil, 28), ("2028-02-01", 1, 29),
            ("2026-03-04", 5, 1), ("2026-12-31", 1, 1),
        ] as [(String, Int?, Int)])
    func daysRemainingIncludesToday(today: String, payDay: Int?, expected: Int) {
        #expect(PeriodFormulas.daysRemaining(today: date(today), payDay: payDay) == expected)
    }

    @Test func exampleCProgress() {
        let progress = PeriodFormulas.periodDayProgress(today: date("2026-03-20"), payDay: 27)
        #expect(progress == PeriodDayProgress(day: 22, totalDays: 28))
        #expect(progress.daysRemaining == 7)
    }

    @Test(arguments: [("2026-02-10", 1), ("2026-03-01", 1), ("2026-03-31", 31), ("2026-05-01", 31)])
    func progressIsClampedToThePeriod(today: String, day: Int) {
        let period = PeriodFormulas.period(of: month("2026-03"), payDay: nil)
        #expect(PeriodFormulas.periodDayProgress(in: period, today: date(today)) == PeriodDayProgress(day: day, totalDays: 31))
    }

    @Test(arguments: [
        ("2026-03-16", 50.0), ("2026-03-01", 0.0), ("2026-03-31", 100.0), ("2026-02-01", 0.0), ("2026-06-01", 100.0), ("2026-03-04", 10.0),
    ])
    func timeElapsed(today: String, expected: Double) {
        let period = PeriodFormulas.period(of: month("2026-03"), payDay: nil)
        #expect(PeriodFormulas.timeElapsedPercentage(in: period, today: date(today)) == expected)
    }

    @Test func timeElapsedOfAOneDayPeriod() {
        let period = BudgetPeriod(month: month("2026-03"), start: date("2026-03-05"), end: date("2026-03-05"))
        #expect(PeriodFormulas.timeElapsedPercentage(in: period, today: date("2026-03-04")) == 0)
        #expect(PeriodFormulas.timeElapsedPercentage(in: period, today: date("2026-03-05")) == 100)
    }

    @Test func calendarProjectionOnTheBoundary() throws {
        let projection = try #require(
            PeriodFormulas.calendarProjection(
                month: month("2026-04"), today: date("2026-04-10"), available: money("3000"),
                realizedExpenses: money("1000"), budgetedExpenses: money("3000")))
        #expect(projection.dailyRate == money("100"))
        #expect(projection.projected == .zero)
        #expect(projection.isOnTrack)
        let over = PeriodFormulas.calendarProjection(
            month: month("2026-04"), today: date("2026-04-10"), available: money("3000"),
            realizedExpenses: money("1000"), budgetedExpenses: money("2999.99"))
        #expect(over?.isOnTrack == false)
    }

    @Test func calendarProjectionKeepsTheExactRate() throws {
        let projection = try #require(
            PeriodFormulas.calendarProjection(
                month: month("2026-04"), today: date("2026-04-03"), available: money("2000"),
                realizedExpenses: money("100"), budgetedExpenses: money("500")))
        #expect(projection.dailyRate == money("33.33"))
        #expect(projection.projected == money("1000"))
        #expect(!projection.isOnTrack)
    }

    @Test(arguments: ["2026-03", "2026-05", "2025-04"])
    func calendarProjectionOnlyForTodaysCalendarMonth(other: String) {
        #expect(
            PeriodFormulas.calendarProjection(
                month: month(other), today: date("2026-04-10"), available: money("1"),
                realizedExpenses: .zero, budgetedExpenses: .zero) == nil)
    }
}
