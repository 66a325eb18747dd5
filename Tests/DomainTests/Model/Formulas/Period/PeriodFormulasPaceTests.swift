import Model
import Shared
import TestSupport
import Testing

/// The month page's day curve: what went out each day, its running total and the even pace.
@Suite struct PeriodFormulasPaceTests {
    let period = BudgetPeriod(month: month("2026-03"), start: date("2026-03-01"), end: date("2026-03-05"))

    @Test func outflowSumsExpensesAndSavingsByDayThroughToday() {
        let transactions = [
            tx(1, .expense, "1000", on: "2026-03-01"), tx(2, .expense, "20", on: "2026-03-03"),
            tx(3, .income, "3000", on: "2026-03-03"), tx(4, .saving, "100", on: "2026-03-04"),
            tx(5, .expense, "7", on: "2026-03-05"),
        ]
        let days = PeriodFormulas.outflowByDay(transactions, in: period, through: date("2026-03-04"))
        // The 5th is after today: unknown, even with a transaction already dated then.
        #expect(days == [money("1000"), .zero, money("20"), money("100"), nil])
        #expect(PeriodFormulas.runningTotal(days) == [money("1000"), money("1000"), money("1020"), money("1120"), nil])
    }

    @Test func beforeThePeriodNothingIsKnownAndAfterItEverything() {
        let transactions = [tx(1, .expense, "5", on: "2026-03-02")]
        #expect(PeriodFormulas.outflowByDay(transactions, in: period, through: date("2026-02-20")) == [nil, nil, nil, nil, nil])
        #expect(
            PeriodFormulas.outflowByDay(transactions, in: period, through: date("2026-04-20"))
                == [.zero, money("5"), .zero, .zero, .zero])
    }

    @Test func theEvenPaceReachesAvailableOnTheLastDay() {
        #expect(PeriodFormulas.evenPace(available: money("100"), days: 3) == [money("33.33"), money("66.67"), money("100")])
        #expect(PeriodFormulas.evenPace(available: money("3000"), days: 30).prefix(2) == [money("100"), money("200")])
        #expect(PeriodFormulas.evenPace(available: money("-30"), days: 2) == [money("-15"), money("-30")])
        #expect(PeriodFormulas.evenPace(available: money("30"), days: 0).isEmpty)
    }
}
