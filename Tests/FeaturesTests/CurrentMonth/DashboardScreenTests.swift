import CommandKit
import Model
import Shared
import Testing

@testable import CurrentMonthFeature

/// The dashboard's headline is what remains; it lists what is still to check.
@Suite struct DashboardScreenTests {
    /// Salary 5'000.00 (checked), Rent 1'500.00, a free Cinema 30.00, rollover 200.00: available
    /// 5'200.00, expenses 1'530.00, 3'670.00 left; seen on 2026-11-21.
    static func november() -> BudgetDetails {
        let lines = [
            BudgetLine(id: 1, budgetID: 1, name: "Salary", amount: Money(units: 5000), kind: .income, isChecked: true),
            BudgetLine(id: 2, budgetID: 1, name: "Rent", amount: Money(units: 1500), kind: .expense),
        ]
        let transactions = [
            Transaction(
                id: 1, budgetID: 1, name: "Cinema", amount: Money(units: 30), kind: .expense,
                date: LocalDate(year: 2026, month: 11, day: 2))
        ]
        let month = YearMonth(year: 2026, month: 11)
        let details = BudgetDetails(
            budget: Budget(id: 1, month: month), lines: lines, transactions: transactions,
            rollover: Money(units: 200), period: PeriodFormulas.period(of: month, payDay: 1))
        return details
    }

    /// Salary 5'000.00 (checked), Groceries 600.00 with Migros 650.00 (#1, the 3rd) on it, and five
    /// free expenses: Cinema 30 (#2, the 2nd), Bus 5 (the 20th), Book 20 (the 19th), Shoes 100 (the
    /// 18th), Tea 4 (the 21st); nothing checked but the salary.
    static func spentNovember() -> BudgetDetails {
        let day = { (day: Int) in LocalDate(year: 2026, month: 11, day: day) }
        let lines = [
            BudgetLine(id: 1, budgetID: 1, name: "Salary", amount: Money(units: 5000), kind: .income, isChecked: true),
            BudgetLine(id: 2, budgetID: 1, name: "Groceries", amount: Money(units: 600), kind: .expense),
        ]
        let transactions = [
            Transaction(id: 1, budgetID: 1, lineID: 2, name: "Migros", amount: Money(units: 650), kind: .expense, date: day(3)),
            Transaction(id: 2, budgetID: 1, name: "Cinema", amount: Money(units: 30), kind: .expense, date: day(2)),
            Transaction(id: 3, budgetID: 1, name: "Bus", amount: Money(units: 5), kind: .expense, date: day(20)),
            Transaction(id: 4, budgetID: 1, name: "Book", amount: Money(units: 20), kind: .expense, date: day(19)),
            Transaction(id: 5, budgetID: 1, name: "Shoes", amount: Money(units: 100), kind: .expense, date: day(18)),
            Transaction(id: 6, budgetID: 1, name: "Tea", amount: Money(units: 4), kind: .expense, date: day(21)),
        ]
        let month = YearMonth(year: 2026, month: 11)
        return BudgetDetails(
            budget: Budget(id: 1, month: month), lines: lines, transactions: transactions, rollover: .zero,
            period: PeriodFormulas.period(of: month, payDay: 1))
    }

    /// A saving line over its amount is money saved, not spent: with one among them the list is
    /// "Over plan" and its overrun says "saved" (Trip 320.00 of 300.00 → +20.00 saved).
    @Test func aSavingLineOverItsAmountIsSavedNotOverspent() {
        var details = Self.spentNovember()
        details = BudgetDetails(
            budget: details.budget,
            lines: details.lines + [BudgetLine(id: 3, budgetID: 1, name: "Trip", amount: Money(units: 300), kind: .saving)],
            transactions: details.transactions + [
                Transaction(
                    id: 7, budgetID: 1, lineID: 3, name: "To Trip", amount: Money(units: 320), kind: .saving,
                    date: LocalDate(year: 2026, month: 11, day: 5))
            ], rollover: .zero, period: details.period)
        let screen = DashboardScreen(details: details, today: LocalDate(year: 2026, month: 11, day: 21), currency: .chf, style: .plain)
            .render()
        #expect(screen.contains("Over plan (2):\n    · Groceries 650.00 of 600.00 (+50.00)\n    · Trip 320.00 of 300.00 (+20.00 saved)\n"))
        #expect(!screen.contains("Overspent"))
    }

    @Test func headlineFiguresAndItemsToCheck() {
        let details = Self.november()
        let screen = DashboardScreen(details: details, today: LocalDate(year: 2026, month: 11, day: 21), currency: .chf, style: .plain)
            .render()
        // available 5200, expenses 1530 → 3670 left; 10 days left (21…30) → 367.00 a day.
        #expect(screen.contains("CHF 3'670.00 left (comfortable)"))
        #expect(screen.contains("10 days left · 367.00 a day"))
        #expect(screen.contains("To check (2):\n    · Rent 1'500.00\n    · Cinema 30.00 (2026-11-02)"))
        #expect(!screen.contains("Salary 5'000.00"))
    }

    /// Nothing checked but the salary: checked 0, committed = expenses 650 (Groceries overrun) +
    /// 159 free = 809; at this pace (nothing realized) the month ends at the 5000 available.
    @Test func progressOverspentCategoriesAndLatest() {
        let day = { (day: Int) in LocalDate(year: 2026, month: 11, day: day) }
        let details = Self.spentNovember()
        let categories = ReportFormulas.table([
            ReportGroup(key: "Food", amount: Money(units: 650), count: 1), ReportGroup(key: nil, amount: Money(units: 159), count: 5),
        ])
        let extras = DashboardExtras(
            week: Week(containing: day(21), firstWeekday: .monday), weekSpent: Money(units: 129), categories: categories)
        let screen = DashboardScreen(details: details, today: day(21), currency: .chf, style: .plain, extras: extras).render()
        #expect(screen.contains("checked 0.00 · still committed 809.00\n"))
        #expect(screen.contains("at this pace the month ends at 5'000.00 (on track)\n"))
        #expect(screen.contains("spent this week (2026-W47): 129.00\n"))
        #expect(screen.contains("Overspent (1):\n    · Groceries 650.00 of 600.00 (+50.00)\n"))
        // 159 of 650 over 20 cells = 4.89 cells → 4 full and 7 eighths.
        #expect(
            screen.contains("Top expense categories:\n    Food    ████████████████████  650.00\n    (none)  ████▉                 159.00\n")
        )
        #expect(
            screen.contains(
                "Latest transactions:\n    2026-11-21  Tea       4.00\n    2026-11-20  Bus       5.00\n"
                    + "    2026-11-19  Book     20.00\n    2026-11-18  Shoes   100.00\n    2026-11-03  Migros  650.00\n"))
        let ascii = DashboardScreen(
            details: details, today: day(21), currency: .chf, style: ScreenStyle(ascii: true), extras: extras
        ).render()
        #expect(ascii.contains("    (none)  #####                 159.00\n"))
    }

    /// At 40 columns the bars' words are short ("elapsed", "planned") and the category bars take
    /// what the label (6), the amount (6) and the gaps leave: 40 − 4 − 6 − 2 − 2 − 6 = 20 → all 20;
    /// at 34 they take 14. Each of those rows stays within the screen.
    @Test func barsAndListsFitANarrowScreen() {
        let day = { (day: Int) in LocalDate(year: 2026, month: 11, day: day) }
        let categories = ReportFormulas.table([
            ReportGroup(key: "Food", amount: Money(units: 650), count: 1), ReportGroup(key: nil, amount: Money(units: 159), count: 5),
        ])
        let extras = DashboardExtras(
            week: Week(containing: day(21), firstWeekday: .monday), weekSpent: Money(units: 129), categories: categories)
        for width in [40, 34] {
            let screen = DashboardScreen(
                details: Self.spentNovember(), today: day(21), currency: .chf, style: ScreenStyle(width: width), extras: extras
            ).render()
            let rows = screen.split(separator: "\n").filter { $0.contains("█") || $0.contains("░") || $0.hasPrefix("    2026-") }
            #expect(rows.count == 2 + 2 + 5, "\(screen)")
            #expect(rows.allSatisfy { $0.count <= width }, "\(rows.filter { $0.count > width })")
            #expect(screen.contains(" elapsed\n") && !screen.contains("of the period"), "\(screen)")
        }
        let narrow = DashboardScreen(
            details: Self.spentNovember(), today: day(21), currency: .chf, style: ScreenStyle(width: 34), extras: extras
        ).render()
        #expect(narrow.contains("    Food    ██████████████  650.00\n"), "\(narrow)")

        // An income among the latest takes 7 more (" income"): at 40 its long name keeps
        // 40 − 4 − 10 − 2 − 2 − 8 − 7 = 7 columns ("Salary…") and the row stays one row.
        let spent = Self.spentNovember()
        let paid = BudgetDetails(
            budget: spent.budget, lines: spent.lines,
            transactions: spent.transactions + [
                Transaction(
                    id: 7, budgetID: 1, lineID: 1, name: "Salary November ACME Corporation AG", amount: Money(units: 5000),
                    kind: .income, date: day(25))
            ], rollover: .zero, period: spent.period)
        let forty = DashboardScreen(details: paid, today: day(25), currency: .chf, style: ScreenStyle(width: 40)).render()
        #expect(forty.contains("    2026-11-25  Salary…  5'000.00 income\n"), "\(forty)")
    }

    /// `spentNovember` with seven expense categories (the top
    /// five and `(others)`, 30): 44 lines in all. On 38 rows (37 above the prompt) the items to check
    /// go to 3 (41 lines), the latest transactions to 3 (39), the categories to 4 (38), then 3 (37).
    /// On 12 rows, once every section that can go is gone, the top 11 lines are kept: the headline first.
    @Test func aShortTerminalShortensTheListsThenLeavesSectionsOut() {
        let day = { (day: Int) in LocalDate(year: 2026, month: 11, day: day) }
        let details = Self.spentNovember()
        let groups = [("Food", 600), ("Rent", 300), ("Bus", 150), ("Books", 75), ("Tea", 30), ("Misc", 20), ("Toys", 10)]
        let extras = DashboardExtras(
            week: Week(containing: day(21), firstWeekday: .monday), weekSpent: Money(units: 129),
            categories: ReportFormulas.table(
                groups.map { ReportGroup(key: $0.0, amount: Money(units: Int64($0.1)), count: 1) }, top: 5))
        func screen(height: Int) -> String {
            var style = ScreenStyle()
            style.height = height
            return DashboardScreen(details: details, today: day(21), currency: .chf, style: style, extras: extras).render()
        }
        let whole = DashboardScreen(details: details, today: day(21), currency: .chf, style: .plain, extras: extras).render()
        #expect(whole.split(separator: "\n", omittingEmptySubsequences: false).count == 44, "\(whole)")
        let shortened = screen(height: 38)
        #expect(shortened.split(separator: "\n", omittingEmptySubsequences: false).count == 37, "\(shortened)")
        #expect(shortened.hasPrefix("2026-11 · 2026-11-01 to 2026-11-30\n\n  CHF 4'191.00 left (comfortable)\n"))
        // Food 600 fills 20 cells: Rent 300 → 10, Bus 150 → 5; Books, Tea and (others) are the 3 more.
        #expect(
            shortened.contains(
                "\n  Top expense categories:\n    Food  ████████████████████  600.00\n    Rent  ██████████            300.00\n"
                    + "    Bus   █████                 150.00\n    … and 3 more\n"), "\(shortened)")
        #expect(
            shortened.contains(
                "\n  Latest transactions:\n    2026-11-21  Tea    4.00\n    2026-11-20  Bus    5.00\n    2026-11-19  Book  20.00\n"),
            "\(shortened)")
        // The open line, then the unchecked transactions in the order the month holds them (#1 Migros, #2 Cinema).
        #expect(
            shortened.hasSuffix(
                "\n  To check (7):\n    · Groceries 600.00\n    · Migros 650.00 (2026-11-03)\n    · Cinema 30.00 (2026-11-02)\n"
                    + "    … and 4 more"), "\(shortened)")
        // available 5000 − expenses (Groceries 650 past its 600, free 159) 809 = 4191; 10 days → 419.10 a day.
        #expect(
            screen(height: 12) == """
                2026-11 · 2026-11-01 to 2026-11-30

                  CHF 4'191.00 left (comfortable)

                  Available           5'000.00
                    income            5'000.00
                    rollover              0.00
                  Expenses              809.00
                    of which savings      0.00

                  10 days left · 419.10 a day
                """)
    }

    /// At 60 columns the note of what was left out is wrapped between words, each command whole
    /// on its row (an even number of backticks on every row), and every row fits.
    @Test func theLeftOutNoteNeverBreaksACommand() {
        let day = LocalDate(year: 2026, month: 11, day: 21)
        let extras = DashboardExtras(
            week: Week(containing: day, firstWeekday: .monday), weekSpent: Money(units: 129),
            categories: ReportFormulas.table([ReportGroup(key: "Food", amount: Money(units: 600), count: 1)], top: 5))
        var notes: [String] = []
        for height in 12...40 {
            var style = ScreenStyle(width: 60)
            style.height = height
            let screen = DashboardScreen(details: Self.spentNovember(), today: day, currency: .chf, style: style, extras: extras).render()
            let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(rows.allSatisfy { DisplayWidth.of(String($0)) <= 60 }, "\(height) rows: \(screen)")
            #expect(rows.allSatisfy { $0.filter { $0 == "`" }.count % 2 == 0 }, "\(height) rows: \(screen)")
            if let start = rows.firstIndex(where: { $0.contains("Left out to fit the window") }) {
                notes.append(rows[start...].joined(separator: "\n"))
            }
        }
        // The latest transactions and the categories left out: 87 columns of note on two rows.
        #expect(
            notes.contains(
                "  Left out to fit the window: the latest transactions\n  (`tx list`), the top categories (`report`)."),
            "\(notes)")
    }
}
