import Model
import PropertyBased
import Shared
import Testing

@Suite struct PeriodPropertyTests {
    static let days = Gen.int(in: LocalDate(year: 1990, month: 1, day: 1).dayNumber...LocalDate(year: 2100, month: 12, day: 31).dayNumber)

    @Test func everyDateLiesInTheBudgetItBelongsTo() async {
        await propertyCheck(count: 300, input: Self.days, Gen.int(in: 0...35)) { day, payDay in
            let date = LocalDate(dayNumber: day)
            let period = PeriodFormulas.period(containing: date, payDay: payDay)
            #expect(period.contains(date))
            #expect((28...31).contains(period.dayCount))
            #expect(
                PeriodFormulas.daysRemaining(today: date, payDay: payDay)
                    == PeriodFormulas.periodDayProgress(today: date, payDay: payDay).daysRemaining)
        }
    }

    @Test func consecutivePeriodsTouchOrShareOneDay() async {
        await propertyCheck(count: 300, input: Gen.int(in: 1990 * 12 + 1...2100 * 12), Gen.int(in: 1...31)) { index, payDay in
            let current = PeriodFormulas.period(of: YearMonth(periodIndex: index), payDay: payDay)
            let next = PeriodFormulas.period(of: YearMonth(periodIndex: index + 1), payDay: payDay)
            #expect([0, 1].contains(current.end.days(until: next.start)))
            #expect(PeriodFormulas.budgetMonth(for: next.end, payDay: payDay) == next.month)
        }
    }
}
