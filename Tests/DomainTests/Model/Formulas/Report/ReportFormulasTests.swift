import Model
import Shared
import TestSupport
import Testing

@Suite struct ReportFormulasTests {
    @Test func periodsFollowThePayDay() {
        // Pay day 25: 2026-11-30 belongs to budget 2026-12.
        let today = date("2026-11-30")
        #expect(ReportFormulas.span(of: .month, today: today, payDay: 25) == .months(month("2026-12")...month("2026-12")))
        #expect(ReportFormulas.span(of: .quarter, today: today, payDay: 25) == .months(month("2026-10")...month("2026-12")))
        #expect(ReportFormulas.span(of: .year, today: today, payDay: 25) == .months(month("2026-01")...month("2026-12")))
        #expect(ReportFormulas.span(of: .month, today: today, payDay: 1) == .months(month("2026-11")...month("2026-11")))
        #expect(ReportFormulas.span(of: .all, today: today, payDay: 25) == .months(nil))
        // 2026-12-26 is already in budget 2027-01: its year is 2027.
        #expect(ReportFormulas.span(of: .year, today: date("2026-12-26"), payDay: 25) == .months(month("2027-01")...month("2027-12")))
    }

    @Test func theWeekIsTheIsoWeekAcrossAYearEnd() {
        #expect(ReportFormulas.span(of: .week, today: date("2026-01-01"), payDay: 25) == .days(date("2025-12-29")...date("2026-01-04")))
        // With pay day 25 those days lie in the budgets 2026-01 (from 2025-12-25) and 2026-01 again.
        #expect(
            ReportFormulas.budgetMonths(covering: date("2025-12-29")...date("2026-01-04"), payDay: 25) == month(
                "2026-01")...month("2026-01"))
        #expect(
            ReportFormulas.budgetMonths(covering: date("2025-12-29")...date("2026-01-04"), payDay: 1) == month("2025-12")...month("2026-01")
        )
    }

    @Test func sharesAreBasisPointsRoundedHalfUp() {
        #expect(ReportFormulas.shareBasisPoints(money("1.00"), of: money("3.00")) == 3333)
        #expect(ReportFormulas.shareBasisPoints(money("2.00"), of: money("3.00")) == 6667)
        #expect(ReportFormulas.shareBasisPoints(money("1.00"), of: .zero) == 0)
    }

    @Test func theTableSortsAndFoldsTheRestIntoOthers() {
        let groups = [
            ReportGroup(key: "Food", amount: money("60"), count: 3), ReportGroup(key: "Rent", amount: money("100"), count: 1),
            ReportGroup(key: nil, amount: money("40"), count: 2),
        ]
        let table = ReportFormulas.table(groups)
        #expect(table.rows.map(\.label) == ["Rent", "Food", "(none)"])
        #expect(table.rows.map(\.shareBasisPoints) == [5000, 3000, 2000])
        #expect(table.total == money("200") && table.count == 6)
        let top = ReportFormulas.table(groups, top: 1)
        #expect(top.rows.map(\.label) == ["Rent", "(others)"])
        #expect(top.rows.map(\.amount) == [money("100"), money("100")])
        #expect(top.rows.map(\.count) == [1, 5])
        #expect(top.total == money("200"))
        let months = ReportFormulas.table(groups, sorted: false, top: 2)
        #expect(months.rows.map(\.label) == ["Food", "Rent", "(others)"])
        #expect(ReportFormulas.table([]).rows.isEmpty && ReportFormulas.table([]).total == .zero)
    }

    @Test func totalsAreRecountedPerBudgetKindAndGroup() {
        let transactions = [
            Transaction(
                id: 1, budgetID: 3, lineID: 7, name: "a", amount: money("12.50"), kind: .expense, date: date("2026-11-02"), category: "Food"
            ),
            Transaction(id: 2, budgetID: 3, name: "b", amount: money("7.50"), kind: .expense, date: date("2026-11-03"), category: "Food"),
            Transaction(id: 3, budgetID: 3, name: "c", amount: money("4.00"), kind: .expense, date: date("2026-11-04")),
        ]
        #expect(
            ReportFormulas.categoryTotals(transactions) == [
                ReportAggregateKey(budgetID: 3, kind: .expense, group: "Food"): ReportAggregate(amount: money("20.00"), count: 2),
                ReportAggregateKey(budgetID: 3, kind: .expense, group: ""): ReportAggregate(amount: money("4.00"), count: 1),
            ])
        #expect(
            ReportFormulas.lineTotals(transactions) == [
                ReportAggregateKey(budgetID: 3, kind: .expense, group: "7"): ReportAggregate(amount: money("12.50"), count: 1),
                ReportAggregateKey(budgetID: 3, kind: .expense, group: "0"): ReportAggregate(amount: money("11.50"), count: 2),
            ])
    }
}
