import Model
import Shared
import TestSupport
import Testing

@Suite struct GoalPlanFormulasTests {
    let budgets = Set((1...6).map { YearMonth(year: 2026, month: $0) })

    func plan(_ snapshot: SavingsGoalSnapshot = ExampleD.snapshot(), canCreate: Bool = true) -> GoalPlan {
        GoalPlanFormulas.timeline(snapshot, today: ExampleD.today, payDay: nil, budgetMonths: budgets, canCreateBudgets: canCreate)
    }

    @Test func exampleDTimeline() throws {
        let plan = plan()
        #expect(plan.rows.map(\.month) == (1...12).map { YearMonth(year: 2026, month: $0) })
        let march = try #require(plan.row(month("2026-03")))
        #expect(march.state == .past)
        #expect(march.isLocked)
        #expect(!march.isContributive)
        #expect(march.confirmedAmount == money("1000"))
        let june = try #require(plan.row(month("2026-06")))
        #expect(june.state == .current)
        #expect(!june.isLocked)
        #expect(june.isOpen)
        #expect(june.isContributive)
        #expect(june.hasBudget)
        let september = try #require(plan.row(month("2026-09")))
        #expect(september.state == .gap)
        #expect(!september.hasBudget)
        #expect(september.isProvisionable)
        #expect(september.isContributive)
        #expect(plan.rows.last?.confirmedCumulative == money("5000"))
        #expect(plan.rows.last?.plannedCumulative == money("6000"))
        #expect(plan.rows.map(\.confirmedCumulative).prefix(3) == ["1000", "2000", "3000"].map(money)[...])
    }

    @Test func gapsCannotBeProvisionedWithoutBudgetOrDeadline() throws {
        let noCreation = plan(canCreate: false)
        #expect(noCreation.row(month("2026-09"))?.isProvisionable == false)
        let noDeadline = plan(ExampleD.snapshot(ExampleD.goal(deadline: nil)))
        #expect(noDeadline.rows.last?.month == month("2026-06"))
        #expect(noDeadline.rows.allSatisfy { !$0.isProvisionable })
    }

    @Test func fullyCheckedFutureRowIsLockedAndPastGapIsLocked() throws {
        let lines =
            ExampleD.lines.filter { $0.month != month("2026-02") }
            + [GoalLinkedLine(id: 9, month: month("2026-08"), amount: money("200"), isChecked: true)]
        let plan = plan(ExampleD.snapshot(lines: lines))
        let august = try #require(plan.row(month("2026-08")))
        #expect(august.state == .future)
        #expect(august.isLocked)
        #expect(!august.isContributive)
        let february = try #require(plan.row(month("2026-02")))
        #expect(february.state == .gap)
        #expect(february.isLocked)
        #expect(!february.isProvisionable)
    }

    @Test func rowsAreCappedAtCurrentPlus119AndCutPeriodsFoldIntoTheOpening() throws {
        let plan = plan(ExampleD.snapshot(ExampleD.goal(target: "200000", deadline: "2040-01-15", initial: "10")))
        #expect(plan.rows.count == 120)
        #expect(plan.rows.first?.month == month("2026-06"))
        #expect(plan.rows.last?.month == month("2036-05"))
        #expect(plan.initialAmount == money("10"))
        #expect(plan.openingAmount == money("5010"))
        #expect(plan.rows.first?.confirmedCumulative == money("5010"))
        #expect(plan.rows.first?.plannedCumulative == money("6000"))
        let simulation = try GoalPlanFormulas.simulate(plan, monthly: money("1000"))
        #expect(simulation.finalAmount == money("125010"))
    }

    @Test func shortTimelineKeepsItsHistory() {
        let plan = plan()
        #expect(plan.openingAmount == .zero)
        #expect(plan.rows.first?.month == month("2026-01"))
    }

    @Test func timelineStartsAtTheEarliestLineOrWithdrawal() {
        let lines = ExampleD.lines + [GoalLinkedLine(id: 9, month: month("2025-11"), amount: money("50"), isChecked: true)]
        let withdrawals = [GoalWithdrawal(month: month("2025-10"), amount: money("20"))]
        let plan = plan(ExampleD.snapshot(lines: lines, withdrawals: withdrawals))
        #expect(plan.rows.first?.month == month("2025-10"))
        #expect(plan.row(month("2025-11"))?.isContributionEligible == false)
        #expect(plan.row(month("2025-11"))?.confirmedCumulative == money("-20"))
        #expect(plan.rows.last?.confirmedCumulative == money("4980"))
    }

    @Test func simulateAtTheRequiredMonthlyReachesTheTargetInDecember() throws {
        let simulation = try GoalPlanFormulas.simulate(plan(), monthly: money("1000"))
        #expect(simulation.finalAmount == money("12000"))
        #expect(simulation.attainedPeriod == month("2026-12"))
        #expect(simulation.months.first?.amount == money("1000"))
    }

    @Test func simulateWithThePlanAloneMissesTheTarget() throws {
        let simulation = try GoalPlanFormulas.simulate(plan())
        #expect(simulation.finalAmount == money("6000"))
        #expect(simulation.attainedPeriod == nil)
    }

    @Test func simulateWithAnAdjustment() throws {
        let simulation = try GoalPlanFormulas.simulate(plan(), adjustments: [month("2026-07"): money("7000")])
        #expect(simulation.attainedPeriod == month("2026-07"))
        #expect(simulation.finalAmount == money("13000"))
    }

    @Test func attainedPeriodIsDroppedWhenAWithdrawalUndoesIt() throws {
        let planned = [PlannedWithdrawal(id: 1, month: month("2026-11"), amount: money("1500"))]
        let simulation = try GoalPlanFormulas.simulate(
            plan(ExampleD.snapshot(planned: planned)),
            adjustments: [month("2026-07"): money("7000")])
        #expect(simulation.finalAmount == money("11500"))
        #expect(simulation.attainedPeriod == nil)
    }

    @Test func simulatedAmountNeverGoesBelowWhatIsConfirmed() throws {
        var lines = ExampleD.lines
        lines[5] = GoalLinkedLine(id: 6, month: month("2026-06"), amount: money("1000"), checkedConsumption: money("800"))
        let simulation = try GoalPlanFormulas.simulate(plan(ExampleD.snapshot(lines: lines)), monthly: money("100"))
        #expect(simulation.months[5].amount == money("800"))
        #expect(simulation.finalAmount == money("6400"))
    }

    /// Example D, seen 2026-06-15, due 2026-12: March is past, May 2027 after the deadline, and
    /// June, its line checked, is done; each says so.
    @Test func adjustingANonContributiveMonthSaysWhy() {
        #expect(throws: GoalPlanError.pastMonth(month("2026-03"))) {
            try GoalPlanFormulas.simulate(plan(), adjustments: [month("2026-03"): money("10")])
        }
        #expect(throws: GoalPlanError.outsideGoal(month("2027-05"))) {
            try GoalPlanFormulas.simulate(plan(), adjustments: [month("2027-05"): money("10")])
        }
        var lines = ExampleD.lines
        lines[5] = GoalLinkedLine(id: 6, month: month("2026-06"), amount: money("1000"), isChecked: true)
        #expect(throws: GoalPlanError.checkedMonth(month("2026-06"))) {
            try GoalPlanFormulas.simulate(plan(ExampleD.snapshot(lines: lines)), adjustments: [month("2026-06"): money("10")])
        }
    }

    @Test func redistributeSplitsWhatIsMissing() throws {
        let amounts = try GoalPlanFormulas.redistribute(plan())
        #expect(amounts.map(\.month) == (6...12).map { YearMonth(year: 2026, month: $0) })
        #expect(amounts.map(\.amount) == Array(repeating: money("1000"), count: 7))
    }

    @Test func redistributeAroundAPin() throws {
        let amounts = try GoalPlanFormulas.redistribute(plan(), pinned: [month("2026-06"): money("400")])
        #expect(amounts.first == MonthAmount(month: month("2026-06"), amount: money("400")))
        #expect(amounts.dropFirst().map(\.amount) == Array(repeating: money("1100"), count: 6))
    }

    @Test func redistributeCoversWithdrawalsAndReachesTheTargetExactly() throws {
        let withdrawals = [GoalWithdrawal(month: month("2026-04"), amount: money("500"))]
        let plan = plan(ExampleD.snapshot(withdrawals: withdrawals))
        let amounts = try GoalPlanFormulas.redistribute(plan)
        #expect(amounts.map(\.amount) == ["1071.43", "1071.43", "1071.43", "1071.43", "1071.43", "1071.43", "1071.42"].map(money))
        let adjustments = Dictionary(uniqueKeysWithValues: amounts.map { ($0.month, $0.amount) })
        let simulation = try GoalPlanFormulas.simulate(plan, adjustments: adjustments)
        #expect(simulation.finalAmount == money("12000"))
        #expect(simulation.attainedPeriod == month("2026-12"))
    }

    @Test func redistributeWhenAlreadyReachedGivesZeros() throws {
        let amounts = try GoalPlanFormulas.redistribute(plan(ExampleD.snapshot(ExampleD.goal(target: "3000"))))
        #expect(amounts.allSatisfy { $0.amount == .zero })
        #expect(amounts.count == 7)
    }

    /// `--pin` (or `--set`) on a month without budget and without a default template
    /// names that cause, not "locked, outside the goal's dates, or has no open line".
    @Test func fixingAMonthWithoutBudgetOrDefaultTemplateSaysSo() {
        let noCreation = plan(canCreate: false)
        #expect(throws: GoalPlanError.unprovisionable(month("2026-09"))) {
            try GoalPlanFormulas.redistribute(noCreation, pinned: [month("2026-09"): money("100")])
        }
        #expect(throws: GoalPlanError.unprovisionable(month("2026-09"))) {
            try GoalPlanFormulas.simulate(noCreation, adjustments: [month("2026-09"): money("100")])
        }
        #expect(
            GoalPlanError.unprovisionable(month("2026-09")).description
                == "2026-09 has no line and no budget can be created for it (it has no budget and there is no default template): "
                + "create it with `budget new 2026-09`, or make a template the default with `template default NAME`")
        // A past month, and one after the deadline, say so.
        #expect(throws: GoalPlanError.pastMonth(month("2026-03"))) {
            try GoalPlanFormulas.redistribute(noCreation, pinned: [month("2026-03"): money("100")])
        }
        #expect(throws: GoalPlanError.outsideGoal(month("2027-05"))) {
            try GoalPlanFormulas.simulate(noCreation, adjustments: [month("2027-05"): money("100")])
        }
    }

    @Test func redistributeRefusals() {
        #expect(throws: GoalPlanError.noTarget) { try GoalPlanFormulas.redistribute(plan(ExampleD.snapshot(ExampleD.goal(target: nil)))) }
        #expect(throws: GoalPlanError.unprovisionable(month("2026-07"))) { try GoalPlanFormulas.redistribute(plan(canCreate: false)) }
        let overdue = plan(ExampleD.snapshot(ExampleD.goal(deadline: "2026-05-01")))
        #expect(throws: GoalPlanError.noContributiveMonth) { try GoalPlanFormulas.redistribute(overdue) }
        #expect(throws: GoalPlanError.pastMonth(month("2026-01"))) {
            try GoalPlanFormulas.redistribute(plan(), pinned: [month("2026-01"): money("5")])
        }
        let everyMonthPinned = Dictionary(uniqueKeysWithValues: (6...12).map { (YearMonth(year: 2026, month: $0), money("1")) })
        #expect(throws: GoalPlanError.everyMonthPinned) { try GoalPlanFormulas.redistribute(plan(), pinned: everyMonthPinned) }
    }
}
