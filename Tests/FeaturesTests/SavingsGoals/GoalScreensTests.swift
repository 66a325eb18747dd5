import CommandKit
import Domain
import Model
import Shared
import Testing

@testable import SavingsGoalsFeature

/// The goal screens drawn from example D (Docs/Domain.md §9), seen on 2026-06-15.
@Suite struct GoalScreensTests {
    static let today = LocalDate(year: 2026, month: 6, day: 15)

    static func exampleD(status: SavingsGoal.Status = .active) -> SavingsGoalDetails {
        let goal = SavingsGoal(
            id: 1, name: "Voyage", target: Money(units: 12_000), targetDate: LocalDate(year: 2026, month: 12, day: 15),
            status: status, createdOn: LocalDate(year: 2026, month: 1, day: 10))
        let lines = (1...6).map { index in
            GoalLinkedLine(id: Int64(index), month: YearMonth(year: 2026, month: index), amount: Money(units: 1000), isChecked: index <= 5)
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

    @Test func detailsShowEveryFigureAndTheTimeline() {
        let screen = GoalDetailsScreen(details: Self.exampleD(), style: ScreenStyle(width: 140)).render()
        #expect(screen.contains("Goal 'Voyage' #1 (active): target 12'000.00 by 2026-12-15"))
        #expect(screen.contains("Confirmed 5'000.00 (42 %) ████████░░░░░░░░░░░░"))
        #expect(screen.contains("Months elapsed 5 · remaining 7 (of 12) · pace 1'000.00/month · confirmed pace 833.33/month"))
        #expect(
            screen.contains(
                "Required 1'000.00/month · projected 6'000.00 at the deadline · pace: behind · gap to plan 1'000.00 · estimated completion 2027-03"
            ))
        #expect(screen.contains("Month    State            Planned  Confirmed  Withdrawn  Cumulative"))
        #expect(screen.contains("2026-06  current (open)  1'000.00       0.00       0.00    5'000.00"))
        #expect(screen.contains("2026-12  gap                 0.00       0.00       0.00    5'000.00"))
    }

    /// At 60 columns a line of figures breaks between figures, ` ·` ending the broken line, never
    /// between a label and its number: `… · pace 1'000.00/month` would end at column 60, and the
    /// ` ·` after it at 62, so the pace starts the next line.
    @Test func figuresBreakBetweenFiguresOnANarrowTerminal() {
        let screen = GoalDetailsScreen(details: Self.exampleD(), style: ScreenStyle(width: 60)).render()
        #expect(
            screen.contains(
                """
                Months elapsed 5 · remaining 7 (of 12) ·
                    pace 1'000.00/month · confirmed pace 833.33/month
                Required 1'000.00/month ·
                    projected 6'000.00 at the deadline · pace: behind ·
                    gap to plan 1'000.00 · estimated completion 2027-03
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
