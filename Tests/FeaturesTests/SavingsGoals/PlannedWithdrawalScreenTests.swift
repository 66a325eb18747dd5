import CommandKit
import Model
import Shared
import Testing

@testable import SavingsGoalsFeature

/// The goal of the screen tests (12000 by 2026-12-15, 1000 a month January–June, January–May
/// checked) with 400 planned out in September 2026 and 300 in January 2027 (after the
/// deadline), seen on 2026-06-15.
@Suite struct PlannedWithdrawalScreenTests {
    static func details() -> SavingsGoalDetails {
        let base = GoalScreensTests.exampleD()
        var snapshot = base.snapshot
        snapshot.plannedWithdrawals = [
            PlannedWithdrawal(id: 1, month: YearMonth(year: 2026, month: 9), amount: Money(units: 400)),
            PlannedWithdrawal(id: 2, month: YearMonth(year: 2027, month: 1), amount: Money(units: 300)),
        ]
        let today = GoalScreensTests.today
        return SavingsGoalDetails(
            snapshot: snapshot,
            progress: SavingsGoalFormulas.progress(snapshot, today: today, payDay: nil),
            plan: GoalPlanFormulas.timeline(snapshot, today: today, payDay: nil, budgetMonths: [], canCreateBudgets: false),
            suggestedMonthly: nil)
    }

    @Test func timelineHasAToWithdrawColumnAndTheListFollows() {
        let screen = GoalDetailsScreen(details: Self.details()).render()
        // 5000 confirmed + 1000 open in June − 400.
        #expect(screen.contains("projected 5'600.00 at the deadline"))
        #expect(screen.contains("Month    State            Planned  Confirmed  Withdrawn  To withdraw  Cumulative"))
        #expect(screen.contains("2026-09  gap                 0.00       0.00       0.00       400.00    5'000.00"))
        #expect(screen.contains("2027-01  gap                 0.00       0.00       0.00                 5'000.00"))
        #expect(
            screen.hasSuffix(
                """
                Planned withdrawals (`goal withdraw remove #ID` drops one):
                  #1  2026-09  400.00  due
                  #2  2027-01  300.00  after the deadline (not counted)
                """))
    }

    @Test func screenWithoutPlannedWithdrawalsHasNoList() {
        let screen = GoalDetailsScreen(details: GoalScreensTests.exampleD()).render()
        #expect(!screen.contains("To withdraw"))
        #expect(!screen.contains("Planned withdrawals"))
    }
}
