import Model
import Shared
import TestSupport
import Testing

@Suite struct PeriodFormulasTests {
    @Test(arguments: [(nil, 1), (0, 1), (1, 1), (2, 2), (15, 15), (31, 31), (45, 31), (-3, 1)] as [(Int?, Int)])
    func normalizedPayDay(payDay: Int?, expected: Int) {
        #expect(PeriodFormulas.normalizedPayDay(payDay) == expected)
    }

    @Test(
        arguments: [
            // date, pay day, budget month
            ("2026-03-27", 27, "2026-04"),
            ("2026-03-26", 27, "2026-03"),
            ("2026-02-27", 27, "2026-03"),
            ("2026-03-20", 27, "2026-03"),
            ("2026-03-05", 5, "2026-03"),
            ("2026-03-04", 5, "2026-02"),
            ("2026-04-04", 5, "2026-03"),
            ("2026-03-31", 1, "2026-03"),
            ("2026-03-31", 0, "2026-03"),
            ("2026-12-27", 27, "2027-01"),
            ("2027-01-04", 5, "2026-12"),
            ("2027-01-01", 1, "2027-01"),
            ("2026-02-28", 30, "2026-02"),
            ("2026-03-01", 30, "2026-03"),
            ("2028-02-29", 30, "2028-02"),
            ("2026-06-30", 31, "2026-06"),
            ("2026-05-31", 31, "2026-06"),
            ("2026-07-01", 31, "2026-07"),
            ("2026-03-15", 15, "2026-03"),
            ("2026-03-16", 16, "2026-04"),
        ] as [(String, Int, String)])
    func dateToBudgetMonth(day: String, payDay: Int, expected: String) {
        #expect(PeriodFormulas.budgetMonth(for: date(day), payDay: payDay) == month(expected))
    }

    @Test(
        arguments: [
            // month, pay day, start, end
            ("2026-03", 1, "2026-03-01", "2026-03-31"),
            ("2026-02", 1, "2026-02-01", "2026-02-28"),
            ("2028-02", 1, "2028-02-01", "2028-02-29"),
            ("2026-03", 27, "2026-02-27", "2026-03-26"),
            ("2026-03", 5, "2026-03-05", "2026-04-04"),
            ("2026-03", 30, "2026-02-28", "2026-03-29"),
            ("2026-02", 30, "2026-01-30", "2026-02-28"),
            ("2028-03", 30, "2028-02-29", "2028-03-29"),
            ("2028-02", 30, "2028-01-30", "2028-02-29"),
            ("2028-03", 31, "2028-02-29", "2028-03-30"),
            ("2026-05", 31, "2026-04-30", "2026-05-30"),
            ("2026-06", 31, "2026-05-31", "2026-06-30"),
            ("2026-07", 31, "2026-06-30", "2026-07-30"),
            ("2027-01", 27, "2026-12-27", "2027-01-26"),
            ("2026-12", 5, "2026-12-05", "2027-01-04"),
        ] as [(String, Int, String, String)])
    func budgetMonthToDates(name: String, payDay: Int, start: String, end: String) {
        let period = PeriodFormulas.period(of: month(name), payDay: payDay)
        #expect(period.start == date(start))
        #expect(period.end == date(end))
        #expect(period.month == month(name))
    }

    @Test func payDayThirtySharesTheTwentyEighthOfFebruary() {
        let february = PeriodFormulas.period(of: month("2026-02"), payDay: 30)
        let march = PeriodFormulas.period(of: month("2026-03"), payDay: 30)
        #expect(february.contains(date("2026-02-28")))
        #expect(march.contains(date("2026-02-28")))
        #expect(PeriodFormulas.period(containing: date("2026-02-28"), payDay: 30) == february)
    }

    @Test func exampleCPayDay27() {
        let period = PeriodFormulas.period(containing: date("2026-03-20"), payDay: 27)
        #expect(period.month == month("2026-03"))
        #expect(period.dayCount == 28)
        #expect(PeriodFormulas.daysLeft(in: period, today: date("2026-03-20")) == 7)
        #expect(PeriodFormulas.dailyAllowance(remaining: money("700"), daysLeft: 7) == money("100"))
    }

    @Test(
        arguments: [
            ("2026-03-20", 7), ("2026-02-01", 28), ("2026-03-26", 1), ("2026-03-27", 0),
        ] as [(String, Int)])
    func daysLeftCountsFromTheLaterOfTodayAndStart(today: String, expected: Int) {
        let period = PeriodFormulas.period(of: month("2026-03"), payDay: 27)
        #expect(PeriodFormulas.daysLeft(in: period, today: date(today)) == expected)
    }

    @Test(
        arguments: [
            ("700", 7, "100"), ("2450", 12, "204.16"), ("0.05", 3, "0.01"), ("100", 0, "0"), ("-100", 5, "0"), ("0", 5, "0"),
        ] as [(String, Int, String)])
    func dailyAllowanceRoundsDown(remaining: String, days: Int, expected: String) {
        #expect(PeriodFormulas.dailyAllowance(remaining: money(remaining), daysLeft: days) == money(expected))
    }

    @Test(
        arguments: [
            // date, from, to, pay day, moved date
            ("2026-10-31", "2026-10", "2026-11", 1, "2026-11-30"),  // the day clamped to November's end
            ("2026-11-13", "2026-11", "2027-01", 1, "2027-01-13"),
            ("2026-12-20", "2026-12", "2026-11", 1, "2026-11-20"),  // backwards
            ("2026-03-28", "2026-04", "2026-05", 27, "2026-04-28"),  // 2026-05 runs 04-27 … 05-26
            ("2026-04-26", "2026-04", "2026-03", 27, "2026-03-26"),  // 2026-03 runs 02-27 … 03-26
            ("2026-11-26", "2026-12", "2027-01", 27, "2026-12-27"),  // stranded: 12-26 is before 2027-01's start
            ("2026-01-31", "2026-02", "2026-03", 31, "2026-02-28"),  // 2026-03 runs 02-28 … 03-30
        ] as [(String, String, String, Int, String)])
    func aMovedDateKeepsItsDayInsideTheNewPeriod(day: String, from: String, to: String, payDay: Int, expected: String) {
        let moved = PeriodFormulas.movedDate(date(day), from: month(from), to: month(to), payDay: payDay)
        #expect(moved == date(expected))
        #expect(PeriodFormulas.period(of: month(to), payDay: payDay).contains(moved))
    }
}
