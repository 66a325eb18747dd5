import CommandKit
import Model
import Shared
import Testing

@testable import SavingsGoalsFeature

/// The goal screens drawn from example D (Docs/Domain.md §9), seen on 2026-06-15.
@Suite struct GoalScreensTests {
    static let today = LocalDate(year: 2026, month: 6, day: 15)

    static func exampleD(status: SavingsGoal.Status = .active, checkedThrough: Int = 5) -> SavingsGoalDetails {
        let goal = SavingsGoal(
            id: 1, name: "Voyage", target: Money(units: 12_000), targetDate: LocalDate(year: 2026, month: 12, day: 15),
            status: status, createdOn: LocalDate(year: 2026, month: 1, day: 10))
        let lines = (1...6).map { index in
            GoalLinkedLine(
                id: Int64(index), month: YearMonth(year: 2026, month: index), amount: Money(units: 1000), isChecked: index <= checkedThrough
            )
        }
        let snapshot = SavingsGoalSnapshot(goal: goal, lines: lines)
        return SavingsGoalDetails(
            snapshot: snapshot,
            progress: SavingsGoalFormulas.progress(snapshot, today: today, payDay: nil),
            plan: GoalPlanFormulas.timeline(
                snapshot, today: today, payDay: nil,
                budgetMonths: Set(lines.map(\.month)), canCreateBudgets: false),
            suggestedMonthly: nil)
    }

    /// The words beside the §8.2 figures (Docs/Domain.md §8.7), each case hand-computed.
    @Test func theOutlookExplainsTheFigures() {
        // Holidays, 3000 by 2027-06-30, November's 375 checked, 500 a month from the template:
        // at the confirmed pace 2026-11 + ⌈2625 / 375⌉ = 2027-06; on plan 375 + 500 × 6 = 3375 in 2027-05.
        let holidays = SavingsGoal(
            id: 2, name: "Holidays", target: Money(units: 3000), targetDate: LocalDate(year: 2027, month: 6, day: 30),
            createdOn: LocalDate(year: 2026, month: 11, day: 13))
        let november = YearMonth(year: 2026, month: 11)
        let snapshot = SavingsGoalSnapshot(
            goal: holidays, lines: [GoalLinkedLine(id: 1, month: november, amount: Money(units: 375), isChecked: true)],
            templateMonthly: Money(units: 500), budgetMonths: [november])
        let today = LocalDate(year: 2026, month: 11, day: 13)
        let details = SavingsGoalDetails(
            snapshot: snapshot, progress: SavingsGoalFormulas.progress(snapshot, today: today, payDay: nil),
            plan: GoalPlanFormulas.timeline(snapshot, today: today, payDay: nil, budgetMonths: [november], canCreateBudgets: true),
            suggestedMonthly: nil)
        #expect(GoalText.completion(details) == "2027-06 at the confirmed pace, 2027-05 on plan")
        // (3000 − 375) / 8 = 328.125 → 328.13; over the 7 months after November 2625 / 7 = 375.
        #expect(GoalText.required(details) == "required 328.13/month (375.00/month over the 7 months after 2026-11)")
        #expect(GoalText.gap(details) == "0.00")
        let december = details.plan.rows[1]
        #expect(GoalText.state(december, details.outlook) == "template")
        #expect(GoalText.planned(december, details.outlook) == Money(units: 500))

        // Example D with May unchecked too: planned 6000, confirmed by lines 4000: gap 2000, of
        // which June's 1000 is this month's.
        #expect(GoalText.gap(Self.exampleD(checkedThrough: 4)) == "2'000.00 (1'000.00 of it not checked yet this month)")
        #expect(GoalText.completion(Self.exampleD(status: .paused)) == "none (paused)")
        #expect(GoalText.completion(Self.exampleD()) == "2027-03")
    }

    @Test func detailsShowEveryFigureAndTheTimeline() {
        let screen = GoalDetailsScreen(details: Self.exampleD(), style: ScreenStyle(width: 140)).render()
        #expect(screen.contains("Goal 'Voyage' #1 (active): target 12'000.00 by 2026-12-15"))
        #expect(screen.contains("Confirmed 5'000.00 (42 %) ████████░░░░░░░░░░░░"))
        #expect(screen.contains("Months past 5 · remaining 7 (of 12) · pace 1'000.00/month · confirmed pace 833.33/month"))
        #expect(
            screen.contains(
                """
                Required 1'000.00/month · projected 6'000.00 at the deadline · pace: behind · \
                gap to plan 1'000.00 (not checked yet this month) ·
                    estimated completion 2027-03
                """), "\(screen)")
        #expect(screen.contains("Month    State            Planned  Confirmed  Withdrawn  Cumulative"))
        #expect(screen.contains("2026-06  current (open)  1'000.00       0.00       0.00    5'000.00"))
        #expect(screen.contains("2026-12  gap                 0.00       0.00       0.00    5'000.00"))
    }

    /// At 60 columns a line of figures breaks between figures, ` ·` ending the broken line, never
    /// between a label and its number: `Months past 5 · … · pace 1'000.00/month ·` ends at column
    /// 59, and `confirmed pace 833.33/month` would not fit after it, so it starts the next line.
    @Test func figuresBreakBetweenFiguresOnANarrowTerminal() {
        let screen = GoalDetailsScreen(details: Self.exampleD(), style: ScreenStyle(width: 60)).render()
        #expect(
            screen.contains(
                """
                Months past 5 · remaining 7 (of 12) · pace 1'000.00/month ·
                    confirmed pace 833.33/month
                Required 1'000.00/month ·
                    projected 6'000.00 at the deadline · pace: behind ·
                    gap to plan 1'000.00 (not checked yet this month) ·
                    estimated completion 2027-03
                """), "\(screen)")
        #expect(screen.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= 60 })
    }

    @Test func listShowsOneRowPerGoal() {
        let screen = GoalListScreen(goals: [Self.exampleD(), Self.exampleD(status: .paused)]).render()
        let rows = screen.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("─") }
        #expect(rows.count == 3)
        #expect(rows[1] == "#1  Voyage  active  5'000.00 / 12'000.00  42 %  ████████░░░░░░░░░░░░  behind")
        #expect(rows[2] == "#1  Voyage  paused  5'000.00 / 12'000.00  42 %  ████████░░░░░░░░░░░░  -")
        #expect(GoalListScreen(goals: []).render().hasPrefix("No goals yet."))
    }

    @Test func roundupScreenListsTheWeek() throws {
        let week = Week(try #require(IsoWeek.parse("2026-W46")), firstWeekday: .monday)
        let coffee = Transaction(
            id: 7, budgetID: 1, name: "Coffee", amount: Money(cents: 450), kind: .expense,
            date: LocalDate(year: 2026, month: 11, day: 9))
        let items = RoundupFormulas.items([coffee], unit: .one)
        let summary = RoundupSummary(week: week, from: week.first, to: week.last, unit: .one, items: items)
        let screen = RoundupScreen(summary: summary, move: nil).render()
        #expect(screen.hasPrefix("Week 2026-W46 (2026-11-09 to 2026-11-15), rounded up to 1:"))
        #expect(screen.contains("#7  2026-11-09  Coffee     4.50      0.50"))
        #expect(screen.hasSuffix("Total 0.50"))
        let empty = RoundupSummary(week: week, from: week.first, to: week.last, unit: .five, items: [])
        #expect(RoundupScreen(summary: empty, move: nil).render().contains("No expenses in these days"))
    }
}
