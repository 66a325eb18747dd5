import Model
import Shared
import TestSupport
import Testing

/// The outlook beside the §8.2 figures (Docs/Domain.md §8.7), with hand-computed months.
@Suite struct SavingsGoalFormulasOutlookTests {
    /// Holidays: 3000 by 2027-06-30, made on 2026-11-13; the default template feeds it 375 a month.
    static let goal = SavingsGoal(
        id: 1, name: "Holidays", target: money("3000"), targetDate: date("2027-06-30"), startDate: nil,
        initialAmount: .zero, status: .active, createdOn: date("2026-11-13"))
    static let today = date("2026-11-13")

    static func outlook(
        _ goal: SavingsGoal = goal, checked: Bool, templateMonthly: String = "375", planned: [PlannedWithdrawal] = [],
        budgetMonths: Set<YearMonth> = [month("2026-11")]
    ) -> (GoalProgress, GoalOutlook) {
        let november = GoalLinkedLine(id: 1, month: month("2026-11"), amount: money("375"), isChecked: checked)
        let snapshot = SavingsGoalSnapshot(
            goal: goal, lines: [november], plannedWithdrawals: planned, templateMonthly: money(templateMonthly),
            budgetMonths: budgetMonths)
        let progress = SavingsGoalFormulas.progress(snapshot, today: today, payDay: nil)
        return (progress, SavingsGoalFormulas.outlook(snapshot, progress: progress))
    }

    /// Right after the template line: the §8.2 figures (gap 375, no estimate) stay; the outlook
    /// says 375 is still open this month, 375 comes in each of the 7 months after, and the plan
    /// reaches 3000 in 2027-06 (375 × 8).
    @Test func rightAfterTheTemplateLine() {
        let (progress, outlook) = Self.outlook(checked: false)
        #expect(progress.cumulativeGap == money("375"))
        #expect(progress.estimatedCompletion == nil)
        #expect(outlook.openThisMonth == money("375"))
        #expect(outlook.fromTemplate.keys.sorted() == (1...7).map { month("2026-11").adding(months: $0) })
        #expect(Set(outlook.fromTemplate.values) == [money("375")])
        #expect(outlook.plannedCompletion == month("2027-06"))
        #expect(outlook.requiredAfterThisMonth == nil)
    }

    /// Once November is checked: required stays (3000 − 375) / 8 = 328.125 → 328.13 (§8.2); after
    /// this month it is 2625 / 7 = 375.00; nothing is open; the plan still ends in 2027-06.
    @Test func afterTheLineIsChecked() {
        let (progress, outlook) = Self.outlook(checked: true)
        #expect(progress.required?.roundedUp == money("328.13"))
        #expect(progress.estimatedCompletion == month("2027-06"))
        #expect(outlook.requiredAfterThisMonth == MonthlyRate(total: money("2625"), months: 7))
        #expect(outlook.requiredAfterThisMonth?.roundedUp == money("375"))
        #expect(outlook.openThisMonth == .zero)
        #expect(outlook.plannedCompletion == month("2027-06"))
    }

    /// 500 a month from the template: 375 + 500 × 6 = 3375 ≥ 3000 in 2027-05 (375 + 500 × 5 = 2875 in April).
    @Test func aBiggerTemplateLineReachesTheTargetEarlier() {
        let (_, outlook) = Self.outlook(checked: false, templateMonthly: "500")
        #expect(outlook.plannedCompletion == month("2027-05"))
    }

    /// 300 a month: 375 + 300 × 7 = 2475 < 3000 by the deadline: the plan falls short.
    @Test func aPlanThatFallsShortHasNoCompletion() {
        let (progress, outlook) = Self.outlook(checked: false, templateMonthly: "300")
        #expect(progress.paceStatus == .behind)
        #expect(outlook.plannedCompletion == nil)
    }

    /// A planned withdrawal of 375 in 2027-06 takes June's addition back: 375 × 7 = 2625 at the
    /// deadline, short; the same with a budget already made for 2027-02 (its month adds nothing
    /// from the template, and it has no linked line).
    @Test func plannedWithdrawalsAndBudgetedMonthsAreNotCounted() {
        let withdrawal = PlannedWithdrawal(id: 9, month: month("2027-06"), amount: money("375"))
        #expect(Self.outlook(checked: false, planned: [withdrawal]).1.plannedCompletion == nil)
        let (_, outlook) = Self.outlook(checked: false, budgetMonths: [month("2026-11"), month("2027-02")])
        #expect(outlook.fromTemplate[month("2027-02")] == nil)
        #expect(outlook.fromTemplate.count == 6)
        #expect(outlook.plannedCompletion == nil)
    }

    /// A paused goal has no planned completion; a goal without a deadline is fed until the target:
    /// 375 × 8 = 3000 in 2027-06 again.
    @Test func pausedAndWithoutDeadline() {
        let paused = SavingsGoal(
            id: 1, name: "Holidays", target: money("3000"), targetDate: date("2027-06-30"), startDate: nil,
            initialAmount: .zero, status: .paused, createdOn: date("2026-11-13"))
        #expect(Self.outlook(paused, checked: false).1.plannedCompletion == nil)
        let open = SavingsGoal(
            id: 1, name: "Holidays", target: money("3000"), targetDate: nil, startDate: nil,
            initialAmount: .zero, status: .active, createdOn: date("2026-11-13"))
        let (progress, outlook) = Self.outlook(open, checked: false)
        #expect(progress.required == nil)
        #expect(outlook.plannedCompletion == month("2027-06"))
        #expect(outlook.requiredAfterThisMonth == nil)
    }

    /// Example D: no template; June's 1000 is open, the plan stops at 6000 < 12000; the §8.2
    /// figures are the spec's (gap 1000, estimate 2027-03).
    @Test func exampleDHasOnlyItsOpenMonth() {
        let snapshot = ExampleD.snapshot()
        let progress = ExampleD.progress(snapshot)
        let outlook = SavingsGoalFormulas.outlook(snapshot, progress: progress)
        #expect(progress.cumulativeGap == money("1000"))
        #expect(progress.estimatedCompletion == month("2027-03"))
        #expect(outlook.fromTemplate.isEmpty)
        #expect(outlook.openThisMonth == money("1000"))
        #expect(outlook.plannedCompletion == nil)
        #expect(outlook.requiredAfterThisMonth == nil)
    }
}
