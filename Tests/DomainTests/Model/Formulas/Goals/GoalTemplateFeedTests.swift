import Model
import Shared
import TestSupport
import Testing

/// The goal screen agrees with itself: the template lines that will feed a goal count in its
/// projection, and the months behind plus the months left make up its window.
@Suite struct GoalTemplateFeedTests {
    /// Holidays: 3000 by 2027-06-30, made on 2026-11-05, no pay day: window 2026-11 … 2027-06, 8 months.
    static let goal = SavingsGoal(
        id: 1, name: "Holidays", target: money("3000"), targetDate: date("2027-06-30"), startDate: nil,
        initialAmount: .zero, status: .active, createdOn: date("2026-11-05"))
    /// The 375 saving line the default template put into the 2026-11 budget, not checked yet.
    static let november = GoalLinkedLine(id: 1, month: month("2026-11"), amount: money("375"))

    @Test func templateFeedCountsTheMonthsWithoutABudget() {
        let feed = SavingsGoalFormulas.templateFeed(
            monthly: money("375"), months: month("2026-11")...month("2027-06"), budgetMonths: [month("2026-11")])
        #expect(feed == money("2625"))  // 375 × 7 (December … June)
        #expect(
            SavingsGoalFormulas.templateFeed(
                monthly: money("375"), months: month("2026-11")...month("2026-11"), budgetMonths: [month("2026-11")]) == .zero)
    }

    /// Right after a 375/month template line: 375 in November + 375 × 7 from the template = 3000,
    /// the target: on track, not behind; required 3000 / 8 = 375.
    @Test func aTemplateLineKeepsTheGoalOnTrack() {
        let snapshot = SavingsGoalSnapshot(
            goal: Self.goal, lines: [Self.november], templateMonthly: money("375"), budgetMonths: [month("2026-11")])
        let progress = SavingsGoalFormulas.progress(snapshot, today: date("2026-11-05"), payDay: nil)
        #expect(progress.projected == money("3000"))
        #expect(progress.paceStatus == .onTrack)
        #expect(progress.required?.roundedUp == money("375"))
        #expect(progress.calendar.monthsPast == 0)
        #expect(progress.monthsRemaining == 8)
        #expect(progress.calendar.windowMonths == 8)
    }

    /// Without a default template feeding it, the same goal projects only the November line: behind.
    @Test func withoutTemplateOnlyTheBudgetedLinesCount() {
        let snapshot = SavingsGoalSnapshot(goal: Self.goal, lines: [Self.november], budgetMonths: [month("2026-11")])
        let progress = SavingsGoalFormulas.progress(snapshot, today: date("2026-11-05"), payDay: nil)
        #expect(progress.projected == money("375"))
        #expect(progress.paceStatus == .behind)
    }

    /// Example D (2026-01 … 2026-12, seen in June): 5 months behind + 7 left = 12.
    @Test func pastAndRemainingMakeTheWindow() {
        let calendar = GoalCalendar(anchor: month("2026-01"), current: month("2026-06"), target: month("2026-12"))
        #expect(calendar.monthsPast == 5)
        #expect(calendar.monthsRemaining == 7)
        #expect(calendar.windowMonths == 12)
        let later = GoalCalendar(anchor: month("2026-09"), current: month("2026-06"), target: month("2026-12"))
        #expect(later.monthsPast == 0)
        #expect(later.monthsRemaining == 4)
        #expect(later.windowMonths == 4)
    }
}
