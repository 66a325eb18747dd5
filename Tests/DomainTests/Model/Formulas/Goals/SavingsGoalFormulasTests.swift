import Model
import Shared
import TestSupport
import Testing

@Suite struct SavingsGoalFormulasTests {
    @Test(
        arguments: [
            ("5000", "12000" as String?, 42 as Int?), ("125", "1000", 13), ("124.99", "1000", 12), ("0", "1000", 0), ("-5", "1000", 0),
            ("1000", "1000", 100), ("2000", "1000", 100), ("5", "0", 0), ("5", "-1", 0), ("5", nil, nil), ("0.01", "1000000", 0),
            ("9999999999.99", "9999999999.99", 100), ("995", "1000", 100), ("994.99", "1000", 99),
        ] as [(String, String?, Int?)])
    func achievementPercent(confirmed: String, target: String?, expected: Int?) {
        #expect(SavingsGoalFormulas.achievementPercent(confirmed: money(confirmed), target: target.map(money)) == expected)
    }

    @Test(arguments: [
        ("6000", PaceStatus.behind), ("11399.99", .behind), ("11400", .onTrack), ("12000", .onTrack),
        ("12600", .onTrack), ("12600.01", .ahead), ("-1", .behind),
    ])
    func paceStatusBand(projected: String, expected: PaceStatus) {
        #expect(SavingsGoalFormulas.paceStatus(projected: money(projected), target: money("12000")) == expected)
    }

    @Test func estimatedCompletionIsExactInIntegers() {
        // pace 1000 / 3 months = 333.33…: 4000 left takes exactly 12 months, not 13.
        let estimate = SavingsGoalFormulas.estimatedCompletion(
            status: .active, target: money("5000"), confirmed: money("1000"), linesConfirmed: money("1000"),
            monthsElapsed: 3, current: month("2026-06"))
        #expect(estimate == month("2027-06"))
    }

    @Test(
        arguments: [
            (SavingsGoal.Status.paused, "1000" as String?, "0", "100", nil as String?),
            (.active, nil, "0", "100", nil),
            (.active, "0", "0", "100", nil),
            (.active, "1000", "1000", "100", "2026-06"),
            (.completed, "1000", "1200", "100", "2026-06"),
            (.active, "1000", "0", "0", nil),
            (.active, "1000", "100", "-100", nil),
            (.active, "600", "0", "1", "2076-06"),
            (.active, "601", "0", "1", nil),
        ] as [(SavingsGoal.Status, String?, String, String, String?)])
    func estimatedCompletionEdges(status: SavingsGoal.Status, target: String?, confirmed: String, linesConfirmed: String, expected: String?)
    {
        let estimate = SavingsGoalFormulas.estimatedCompletion(
            status: status, target: target.map(money), confirmed: money(confirmed), linesConfirmed: money(linesConfirmed),
            monthsElapsed: 1, current: month("2026-06"))
        #expect(estimate == expected.map(month))
    }

    @Test(
        arguments: [
            // target, initial, deadline, start, today, expected
            ("12000" as String?, "0", "2026-12-15" as String?, nil as String?, "2026-01-10", "1000" as String?),
            ("12000", "2000", "2026-12-15", nil, "2026-01-10", "833.34"),
            ("1000", "0", "2026-03-01", nil, "2026-01-10", "333.34"),
            ("12000", "0", "2026-12-15", "2026-04-01", "2026-01-10", "1333.34"),
            ("500", "0", "2026-01-31", nil, "2026-01-10", "500"),
            ("500", "0", "2025-12-31", nil, "2026-01-10", nil),
            ("500", "500", "2026-12-31", nil, "2026-01-10", nil),
            ("0", "0", "2026-12-31", nil, "2026-01-10", nil),
            (nil, "0", "2026-12-31", nil, "2026-01-10", nil),
            ("500", "0", nil, nil, "2026-01-10", nil),
        ] as [(String?, String, String?, String?, String, String?)])
    func suggestedMonthlyContribution(target: String?, initial: String, deadline: String?, start: String?, today: String, expected: String?)
    {
        let goal = SavingsGoal(
            id: 1, name: "g", target: target.map(money), targetDate: deadline.map(date), startDate: start.map(date),
            initialAmount: money(initial), createdOn: date(today))
        #expect(SavingsGoalFormulas.suggestedMonthlyContribution(for: goal, today: date(today), payDay: nil) == expected.map(money))
    }

    @Test func goalLevelRealizedSavingsIgnoresFreeAndNonSavingItems() {
        let lines = [line(1, .saving, "500", checked: true), line(2, .saving, "300"), line(3, .expense, "900", checked: true)]
        let transactions = [
            tx(1, .saving, "650", line: 1, checked: true),
            tx(2, .saving, "100", line: 2, checked: true),
            tx(3, .saving, "50", line: 2),
            tx(4, .saving, "70", checked: true),
            tx(5, .expense, "40", line: 2, checked: true),
        ]
        #expect(SavingsGoalFormulas.realizedSavingsGoal(lines: lines, transactions: transactions) == money("750"))
        #expect(SavingsGoalFormulas.realizedSavingsGoal(lines: [], transactions: transactions) == .zero)
    }
}
