import Model
import Shared
import TestSupport
import Testing

@Suite struct GoalCalendarTests {
    @Test func anchorIsTheLaterOfCreationAndStart() {
        let early = GoalCalendar(goal: ExampleD.goal(start: "2025-06-01"), today: ExampleD.today, payDay: nil)
        #expect(early.anchor == month("2026-01"))
        let late = GoalCalendar(goal: ExampleD.goal(start: "2026-09-01"), today: ExampleD.today, payDay: nil)
        #expect(late.anchor == month("2026-09"))
        #expect(late.remainingStart == month("2026-09"))
        #expect(late.monthsElapsed == 1)
        #expect(late.monthsRemaining == 4)
        #expect(!late.isOverdue)
    }

    @Test func eligibility() {
        let calendar = GoalCalendar(anchor: month("2026-01"), current: month("2026-06"), target: month("2026-12"))
        #expect(calendar.isEligible(month("2026-01")))
        #expect(calendar.isEligible(month("2026-12")))
        #expect(!calendar.isEligible(month("2025-12")))
        #expect(!calendar.isEligible(month("2027-01")))
        let open = GoalCalendar(anchor: month("2026-01"), current: month("2026-06"), target: nil)
        #expect(open.isEligible(month("2030-01")))
        #expect(open.monthsRemaining == nil)
    }

    @Test func overdueStartsTheMonthAfterTheDeadline() {
        #expect(!GoalCalendar(anchor: month("2026-01"), current: month("2026-06"), target: month("2026-06")).isOverdue)
        #expect(GoalCalendar(anchor: month("2026-01"), current: month("2026-07"), target: month("2026-06")).isOverdue)
        #expect(GoalCalendar(anchor: month("2026-01"), current: month("2026-07"), target: month("2026-06")).monthsRemaining == 0)
    }
}
