import Model
import Shared
import TestSupport
import Testing

@Suite struct ReportFormulasTests {
    @Test func periodsFollowThePayDay() {
        // Pay day 25: 2026-11-30 belongs to budget 2026-12.
        let today = date("2026-11-30")
        #expect(
            ReportFormulas.span(of: .month, today: today, payDay: 25, firstWeekday: .monday) == .months(month("2026-12")...month("2026-12"))
        )
        #expect(
            ReportFormulas.span(of: .quarter, today: today, payDay: 25, firstWeekday: .monday)
                == .months(month("2026-10")...month("2026-12")))
        #expect(
            ReportFormulas.span(of: .year, today: today, payDay: 25, firstWeekday: .monday) == .months(month("2026-01")...month("2026-12")))
        #expect(
            ReportFormulas.span(of: .month, today: today, payDay: 1, firstWeekday: .monday) == .months(month("2026-11")...month("2026-11")))
        #expect(ReportFormulas.span(of: .all, today: today, payDay: 25, firstWeekday: .monday) == .months(nil))
        // 2026-12-26 is already in budget 2027-01: its year is 2027.
        #expect(
            ReportFormulas.span(of: .year, today: date("2026-12-26"), payDay: 25, firstWeekday: .monday)
                == .months(month("2027-01")...month("2027-12")))
    }

    /// The last N budget months end with today's and cross a year end; `Nm` and `last-N-months`
    /// are read for N in 1 … 24 only.
    @Test func theLastMonthsRollBackFromTodaysBudgetMonth() {
        // Pay day 25: 2026-01-26 is in budget 2026-02, so 3m is 2025-12 … 2026-02.
        #expect(
            ReportFormulas.span(of: .lastMonths(3), today: date("2026-01-26"), payDay: 25, firstWeekday: .monday)
                == .months(month("2025-12")...month("2026-02")))
        #expect(
            ReportFormulas.span(of: .lastMonths(1), today: date("2026-01-24"), payDay: 25, firstWeekday: .monday)
                == .months(month("2026-01")...month("2026-01")))
        #expect(
            ReportFormulas.span(of: .lastMonths(24), today: date("2026-11-13"), payDay: nil, firstWeekday: .monday)
                == .months(month("2024-12")...month("2026-11")))
        #expect(ReportPeriod.parse("3m") == .lastMonths(3))
        #expect(ReportPeriod.parse("Last-12-Months") == .lastMonths(12))
        #expect(ReportPeriod.parse("last-1-month") == .lastMonths(1))
        #expect(ReportPeriod.parse("24m") == .lastMonths(24))
        for refused in ["0m", "25m", "m", "last-months", "last-3-month", "last-3m", "3 m", "-3m", "last-x-months", "99999m"] {
            #expect(ReportPeriod.parse(refused) == nil, "\(refused)")
        }
    }

    @Test func theWeekIsTheIsoWeekAcrossAYearEnd() {
        #expect(
            ReportFormulas.span(of: .week, today: date("2026-01-01"), payDay: 25, firstWeekday: .monday)
                == .days(date("2025-12-29")...date("2026-01-04")))
        // With pay day 25 those days lie in the budgets 2026-01 (from 2025-12-25) and 2026-01 again.
        #expect(
            ReportFormulas.budgetMonths(covering: date("2025-12-29")...date("2026-01-04"), payDay: 25) == month(
                "2026-01")...month("2026-01"))
        #expect(
            ReportFormulas.budgetMonths(covering: date("2025-12-29")...date("2026-01-04"), payDay: 1) == month("2025-12")...month("2026-01")
        )
    }

    /// 2026-11-26 is a Thursday: its Monday week is 2026-11-23 … 29, its Sunday week 2026-11-22 … 28;
    /// 2026-01-01 (a Thursday) is in the Sunday week 2025-12-28 … 2026-01-03; a Sunday starts its
    /// own Sunday week and ends a Monday week.
    @Test(
        arguments: [
            ("2026-11-26", Weekday.monday, "2026-11-23", "2026-11-29"), ("2026-11-26", .sunday, "2026-11-22", "2026-11-28"),
            ("2026-01-01", .sunday, "2025-12-28", "2026-01-03"), ("2026-11-22", .sunday, "2026-11-22", "2026-11-28"),
            ("2026-11-22", .monday, "2026-11-16", "2026-11-22"),
        ] as [(String, Weekday, String, String)])
    func theWeekStartsOnTheFirstWeekday(today: String, first: Weekday, start: String, end: String) {
        #expect(ReportFormulas.span(of: .week, today: date(today), payDay: 25, firstWeekday: first) == .days(date(start)...date(end)))
    }

    @Test func sharesAreBasisPointsRoundedHalfUp() {
        #expect(ReportFormulas.shareBasisPoints(money("1.00"), of: money("3.00")) == 3333)
        #expect(ReportFormulas.shareBasisPoints(money("2.00"), of: money("3.00")) == 6667)
        #expect(ReportFormulas.shareBasisPoints(money("1.00"), of: .zero) == 0)
        // Tenths of a percent are rounded once, from the amounts: 291.70 / 1'141.70 = 25.5496 % → 25.5,
        // where its 2555 basis points rounded again would give 25.6 (and three shares adding to 100.1 %).
        #expect(ReportFormulas.shareBasisPoints(money("291.70"), of: money("1141.70")) == 2555)
        #expect(ReportFormulas.sharePermille(money("291.70"), of: money("1141.70")) == 255)
        #expect(ReportFormulas.sharePermille(money("600.00"), of: money("1141.70")) == 526)
        #expect(ReportFormulas.sharePermille(money("250.00"), of: money("1141.70")) == 219)
        #expect(ReportFormulas.sharePermille(money("1.00"), of: .zero) == 0)
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

    @Test func aTrendAveragesEveryMonthAndComparesWithTheMonthsBefore() {
        let range = ReportFormulas.trendMonths(count: 2, endingWith: month("2026-06"))
        #expect(range.months == month("2026-05")...month("2026-06"))
        #expect(range.previous == month("2026-03")...month("2026-04"))
        let points = [
            ReportMonthGroup(month: month("2026-04"), group: ReportGroup(key: "Food", amount: money("200"), count: 1)),
            ReportMonthGroup(month: month("2026-05"), group: ReportGroup(key: "Food", amount: money("100"), count: 1)),
            ReportMonthGroup(month: month("2026-06"), group: ReportGroup(key: "Food", amount: money("300.01"), count: 2)),
            ReportMonthGroup(month: month("2026-06"), group: ReportGroup(key: nil, amount: money("5"), count: 1)),
            // Only seen before the range: left out.
            ReportMonthGroup(month: month("2026-03"), group: ReportGroup(key: "Gone", amount: money("9"), count: 1)),
        ]
        let rows = ReportFormulas.trend(points, months: range.months, previous: range.previous)
        #expect(rows.map(\.label) == ["Food", "(none)"])
        #expect(rows[0].values == [money("100"), money("300.01")])
        // 400.01 / 2 = 200.005 → 200.01 (half up); (400.01 - 200) / 200 = +100.005 % → 10001 basis points.
        #expect(rows[0].average == money("200.01"))
        #expect(rows[0].changeBasisPoints == 10001)
        #expect(rows[1].values == [.zero, money("5")] && rows[1].changeBasisPoints == nil)
    }

    @Test func aPlanJoinsLinesByKindAndNameAcrossMonths() {
        let points = [
            PlanPoint(month: month("2026-01"), key: "rent", name: "Rent", kind: .expense, planned: money("1000"), consumed: money("1000")),
            PlanPoint(month: month("2026-02"), key: "rent", name: "Rent", kind: .expense, planned: money("1000"), consumed: money("1100")),
            PlanPoint(month: month("2026-02"), key: "salary", name: "Salary", kind: .income, planned: money("5000"), consumed: .zero),
        ]
        let rows = ReportFormulas.plan(points, months: month("2026-01")...month("2026-02"))
        #expect(rows.map(\.name) == ["Salary", "Rent"])
        #expect(rows[1].planned == money("2000") && rows[1].consumed == money("2100") && rows[1].difference == money("-100"))
        #expect(rows[1].overrunMonths == 1)
        #expect(rows[0].points.map { $0 == nil } == [true, false])
    }
}
