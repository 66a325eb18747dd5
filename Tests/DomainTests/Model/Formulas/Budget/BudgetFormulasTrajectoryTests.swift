import Model
import Shared
import TestSupport
import Testing

@Suite struct BudgetFormulasTrajectoryTests {
    let period = PeriodFormulas.period(of: YearMonth(year: 2026, month: 3), payDay: nil)
    let lines = [line(1, .income, "1000"), line(2, .expense, "200")]

    @Test func planThenOnePointPerDayThroughToday() {
        let transactions = [
            tx(1, .expense, "300", on: "2026-03-02"),
            tx(2, .expense, "150", line: 2, on: "2026-03-03"),
            tx(3, .expense, "100", line: 2, checked: true, on: "2026-03-03"),
        ]
        let points = BudgetFormulas.balanceTrajectory(
            lines: lines, transactions: transactions, rollover: money("50"),
            period: period, today: date("2026-03-04"))
        #expect(points.map(\.date) == [nil, date("2026-03-01"), date("2026-03-02"), date("2026-03-03"), date("2026-03-04")])
        #expect(points.map(\.remaining) == [money("850"), money("850"), money("550"), money("500"), money("500")])
    }

    @Test func lastPointIsTheHeroFigureAndStopsAtTheEnd() {
        let transactions = [tx(1, .expense, "10", on: "2026-03-31")]
        let points = BudgetFormulas.balanceTrajectory(
            lines: lines, transactions: transactions, rollover: .zero,
            period: period, today: date("2026-05-01"))
        #expect(points.count == 32)
        #expect(points.last?.date == date("2026-03-31"))
        #expect(points.last?.remaining == BudgetFormulas.metrics(lines: lines, transactions: transactions, rollover: .zero).remaining)
    }

    @Test func checkingNeverMovesTheCurve() {
        let unchecked = [tx(1, .expense, "300", on: "2026-03-02")]
        let checked = [tx(1, .expense, "300", checked: true, on: "2026-03-02")]
        let a = BudgetFormulas.balanceTrajectory(
            lines: lines, transactions: unchecked, rollover: .zero, period: period, today: date("2026-03-05"))
        let b = BudgetFormulas.balanceTrajectory(
            lines: lines, transactions: checked, rollover: .zero, period: period, today: date("2026-03-05"))
        #expect(a == b)
    }

    @Test func beforeThePeriodOnlyThePlan() {
        let points = BudgetFormulas.balanceTrajectory(
            lines: lines, transactions: [], rollover: .zero, period: period, today: date("2026-02-10"))
        #expect(points == [TrajectoryPoint(date: nil, remaining: money("800"))])
    }
}
