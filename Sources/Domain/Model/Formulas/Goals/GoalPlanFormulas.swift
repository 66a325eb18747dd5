import Shared

/// The plan simulator of savings goals (Docs/Domain.md §8.4): timeline, simulation, redistribution.
public enum GoalPlanFormulas {
    /// The most rows a timeline holds.
    public static let maximumRows = 120

    /// One row per period from min(anchor, current, any line or withdrawal, real or planned) to
    /// max(deadline ?? current, any line or withdrawal). With a deadline the timeline holds at
    /// most 120 rows ending at most at current + 119, and the periods cut off before the first
    /// row are folded into the plan's opening amount; without one it is never cut.
    /// A row's planned cumulative is Σ planned from the anchor through the row (no initial
    /// amount, no withdrawal); its confirmed cumulative starts at the initial amount and
    /// subtracts the withdrawals. Example: initial 500, lines 1000 (checked) in February and 500
    /// in March, 200 withdrawn in March → March planned cumulative 1500, confirmed 1300.
    /// `budgetMonths` are the months that have a budget; `canCreateBudgets` tells whether a
    /// missing one can be made (a default template exists).
    public static func timeline(
        _ snapshot: SavingsGoalSnapshot, today: LocalDate, payDay: Int?,
        budgetMonths: Set<YearMonth>, canCreateBudgets: Bool
    ) -> GoalPlan {
        let goal = snapshot.goal
        let calendar = GoalCalendar(goal: goal, today: today, payDay: payDay)
        let current = calendar.current
        let range = timelineRange(snapshot, calendar: calendar)
        let first = range.lowerBound

        let cutLines = snapshot.lines.filter { $0.month >= calendar.anchor && $0.month < first }
        let cutWithdrawals = snapshot.withdrawals.filter { $0.month < first }.sum(of: \.amount)
        var plannedCumulative = cutLines.sum(of: \.amount)
        var confirmedCumulative = goal.initialAmount + cutLines.sum(of: \.confirmed) - cutWithdrawals
        let opening = confirmedCumulative
        var rows: [GoalPlanRow] = []
        for index in range.lowerBound.periodIndex...range.upperBound.periodIndex {
            let month = YearMonth(periodIndex: index)
            let lines = snapshot.lines.filter { $0.month == month }
            let fromAnchor = month >= calendar.anchor
            let eligible = calendar.isEligible(month)
            let isLocked = month < current || (!lines.isEmpty && lines.allSatisfy(\.isChecked))
            let hasBudget = budgetMonths.contains(month)
            let planned = lines.sum(of: \.amount)
            let confirmed = lines.sum(of: \.confirmed)
            let withdrawn = snapshot.withdrawals.filter { $0.month == month }.sum(of: \.amount)
            let plannedWithdrawal =
                month >= calendar.remainingStart && eligibleForWithdrawal(month, calendar)
                ? snapshot.plannedWithdrawals.filter { $0.month == month }
                    .sum { snapshot.remainingAmount(of: $0, current: current) }
                : .zero
            plannedCumulative += fromAnchor ? planned : .zero
            confirmedCumulative += (fromAnchor ? confirmed : .zero) - withdrawn
            rows.append(
                GoalPlanRow(
                    month: month,
                    state: month == current ? .current : lines.isEmpty ? .gap : month < current ? .past : .future,
                    isLocked: isLocked,
                    isContributionEligible: eligible,
                    hasBudget: hasBudget,
                    isProvisionable: lines.isEmpty && !isLocked && eligible && calendar.target != nil
                        && (hasBudget || canCreateBudgets),
                    isOpen: !isLocked && lines.contains { !$0.isChecked },
                    plannedAmount: planned,
                    confirmedAmount: confirmed,
                    withdrawnAmount: withdrawn,
                    plannedWithdrawalAmount: plannedWithdrawal,
                    plannedCumulative: plannedCumulative,
                    confirmedCumulative: confirmedCumulative
                ))
        }
        return GoalPlan(calendar: calendar, target: goal.target, initialAmount: goal.initialAmount, openingAmount: opening, rows: rows)
    }

    /// The months of the timeline: from the earliest of anchor, current, lines and withdrawals
    /// (real or planned) to the latest of deadline (or current), lines and withdrawals; capped
    /// to 120 rows ending at most at current + 119 only when the goal has a deadline.
    static func timelineRange(_ snapshot: SavingsGoalSnapshot, calendar: GoalCalendar) -> ClosedRange<YearMonth> {
        let current = calendar.current
        let months = snapshot.lines.map(\.month) + snapshot.withdrawals.map(\.month) + snapshot.plannedWithdrawals.map(\.month)
        let first = min(months.min() ?? calendar.anchor, calendar.anchor, current)
        let latest = max(first, months.max() ?? current, calendar.target ?? current)
        guard calendar.target != nil else { return first...latest }
        let last = max(first, min(latest, current.adding(months: maximumRows - 1)))
        return max(first, last.adding(months: -(maximumRows - 1)))...last
    }

    /// Planned withdrawals are ignored beyond the deadline.
    private static func eligibleForWithdrawal(_ month: YearMonth, _ calendar: GoalCalendar) -> Bool {
        calendar.target.map { month <= $0 } ?? true
    }

    /// Runs a plan: contributive rows take their adjustment, else `monthly`, else their planned
    /// amount; other eligible rows keep what is confirmed; ineligible rows add 0. Each row adds
    /// max(simulated, confirmed) and subtracts its withdrawals. Adjusting a row that is not
    /// contributive throws. Example: 0 initial, 3 open months at 400 toward 1000 → attained in the 3rd.
    public static func simulate(
        _ plan: GoalPlan, monthly: Money? = nil, adjustments: [YearMonth: Money] = [:]
    ) throws(GoalPlanError) -> GoalSimulation {
        try requireContributive(adjustments.keys, in: plan)
        var cumulative = plan.openingAmount
        var attained: YearMonth?
        var months: [GoalSimulation.Month] = []
        for row in plan.rows {
            var contribution = Money.zero
            if row.isContributionEligible {
                let simulated =
                    row.isContributive
                    ? adjustments[row.month] ?? monthly ?? row.plannedAmount
                    : row.confirmedAmount
                contribution = max(simulated, row.confirmedAmount)
            }
            cumulative += contribution - row.withdrawnAmount - row.plannedWithdrawalAmount
            if attained == nil, let target = plan.target, cumulative >= target { attained = row.month }
            months.append(.init(month: row.month, amount: contribution, cumulative: cumulative))
        }
        if let target = plan.target, cumulative < target { attained = nil }
        return GoalSimulation(months: months, finalAmount: cumulative, attainedPeriod: attained)
    }

    /// Spreads what the target still needs over the unpinned contributive months with the
    /// exact split: max(0, target − opening − Σ locked confirmed + Σ withdrawals − Σ pinned),
    /// where opening is the initial amount (plus any periods cut off by the row cap).
    /// Returns every contributive month (pinned ones with their pin) in row order.
    /// Example: target 1000, 200 confirmed in a locked month, 3 open months → 266.67, 266.67, 266.66.
    public static func redistribute(_ plan: GoalPlan, pinned: [YearMonth: Money] = [:]) throws(GoalPlanError) -> [MonthAmount] {
        guard let target = plan.target else { throw .noTarget }
        try requireContributive(pinned.keys, in: plan)
        if let blocked = plan.rows.first(where: { $0.isContributionEligible && !$0.isLocked && !$0.isContributive }) {
            throw .unprovisionable(blocked.month)
        }
        let contributive = plan.rows.filter(\.isContributive)
        guard !contributive.isEmpty else { throw .noContributiveMonth }
        let free = contributive.filter { pinned[$0.month] == nil }
        guard !free.isEmpty else { throw .everyMonthPinned }
        let kept = plan.rows.filter { $0.isContributionEligible && !$0.isContributive }.sum(of: \.confirmedAmount)
        let outflows = plan.rows.sum { $0.withdrawnAmount + $0.plannedWithdrawalAmount }
        let needed = max(.zero, target - plan.openingAmount - kept + outflows - Money.sum(pinned.values))
        var shares = SpreadFormulas.split(needed, parts: free.count).makeIterator()
        return contributive.map { row in
            MonthAmount(month: row.month, amount: pinned[row.month] ?? shares.next() ?? .zero)
        }
    }

    /// Every month a plan fixes (`--set`, `--pin`) must take a contribution; one that cannot says
    /// why: outside the goal's months, past, its lines all checked, or without a budget no one can
    /// create (no default template). Example D (seen 2026-06-15, due 2026-12): 2027-05 →
    /// `.outsideGoal`, 2026-03 → `.pastMonth`; with June's line checked, 2026-06 → `.checkedMonth`.
    private static func requireContributive(_ months: some Collection<YearMonth>, in plan: GoalPlan) throws(GoalPlanError) {
        let calendar = plan.calendar
        for month in months.sorted() {
            let row = plan.row(month)
            if row?.isContributive == true { continue }
            if month < calendar.anchor || calendar.target.map({ month > $0 }) == true || row?.isContributionEligible == false {
                throw .outsideGoal(month)
            }
            if month < calendar.current { throw .pastMonth(month) }
            guard let row else { throw .notContributive(month) }
            if row.isLocked { throw .checkedMonth(month) }
            if !row.isOpen, !row.hasBudget, calendar.target != nil { throw .unprovisionable(month) }
            throw .notContributive(month)
        }
    }

    /// Sets one month's lines to a month total: checked lines keep their amounts, the rest goes
    /// to the unchecked lines in proportion to their amounts (largest remainder, ties to the
    /// earliest line; equal split when they are all 0; 0 each when nothing is left).
    /// Example: 1000 over unchecked 300 and 200 → 600, 400; 100 over three zeros → 33.34, 33.33, 33.33.
    public static func allocateMonthAmountToLines(_ total: Money, lines: [GoalLinkedLine]) -> [Money] {
        var amounts = lines.map(\.amount)
        let open = lines.indices.filter { !lines[$0].isChecked }
        guard !open.isEmpty else { return amounts }
        let rest = total - lines.filter(\.isChecked).sum(of: \.amount)
        guard rest.cents > 0 else {
            for index in open { amounts[index] = .zero }
            return amounts
        }
        let weights = open.map { Int128(max(0, lines[$0].amount.cents)) }
        let weightSum = weights.reduce(0, +)
        guard weightSum > 0 else {
            for (index, share) in zip(open, SpreadFormulas.split(rest, parts: open.count)) { amounts[index] = share }
            return amounts
        }
        let products = weights.map { Int128(rest.cents) * $0 }
        var shares = products.map { $0 / weightSum }
        let leftover = Int(Int128(rest.cents) - shares.reduce(0, +))
        let byRemainder = products.indices.sorted { (products[$0] % weightSum, -$0) > (products[$1] % weightSum, -$1) }
        for position in byRemainder.prefix(leftover) { shares[position] += 1 }
        for (index, share) in zip(open, shares) { amounts[index] = Money(cents: Int64(share)) }
        return amounts
    }
}
