import Model
import Persistence
import Shared
import TestSupport
import Testing

/// Goal lifecycle, linking, generation rules and withdrawals on a real SQLite file.
@Suite struct SavingsGoalServiceTests {
    let today = date("2026-06-15")

    func voyage(
        _ db: TemporaryDatabase, target: String? = "12000", by deadline: String? = "2026-12-15",
        created: String = "2026-01-10"
    ) async throws -> SavingsGoal {
        try await db.goals.create(
            NewSavingsGoal(name: "Voyage", target: target.map(money), targetDate: deadline.map(date)),
            today: date(created))
    }

    @Test func createsAnActiveGoalOnToday() async throws {
        let db = try TemporaryDatabase()
        defer { db.remove() }
        let goal = try await db.goals.create(
            NewSavingsGoal(
                name: "  Voyage ", target: money("3000"), targetDate: date("2027-06-30"),
                startDate: date("2026-07-01"), initialAmount: money("250")), today: today)
        #expect(
            goal
                == SavingsGoal(
                    id: 1, name: "Voyage", target: money("3000"), targetDate: date("2027-06-30"),
                    startDate: date("2026-07-01"), initialAmount: money("250"), status: .active, createdOn: today))
        #expect(try await db.goals.goal("voyage") == goal)
        #expect(try await db.goals.goal("#1") == goal)
        #expect(try await db.goals.goal("#2") == nil)
        // 2750 over 2026-07 … 2027-06 (12 periods from the start) → 229.17 rounded up.
        #expect(try await db.goals.details(goalID: 1, today: today).suggestedMonthly == money("229.17"))
    }

    @Test func creationIsValidated() async throws {
        let db = try TemporaryDatabase()
        defer { db.remove() }
        _ = try await voyage(db, created: "2026-06-15")
        let create = { (name: String, target: String?, deadline: String?, start: String?) in
            try await db.goals.create(
                NewSavingsGoal(
                    name: name, target: target.map(money), targetDate: deadline.map(date),
                    startDate: start.map(date)), today: today)
        }
        #expect(await errorMessage { _ = try await create("  ", nil, nil, nil) }.contains("must not be empty"))
        #expect(await errorMessage { _ = try await create("VOYAGE", nil, nil, nil) }.contains("a goal named 'Voyage' already exists (#1)"))
        #expect(await errorMessage { _ = try await create("Car", "0", nil, nil) }.contains("target must be above 0"))
        #expect(
            await errorMessage { _ = try await create("Car", "100", "2026-06-14", nil) }
                .contains("the deadline 2026-06-14 is in the past (today is 2026-06-15)"))
        #expect(
            await errorMessage { _ = try await create("Car", "100", "2036-06-01", nil) }
                .contains("121 periods away (2026-06 to 2036-06); at most 120 are allowed: choose a date in 2036-05 or earlier"))
        #expect(await errorMessage { _ = try await create("Car", "100", "2026-09-01", "2026-10-01") }.contains("is after the deadline"))
        #expect(await errorMessage { _ = try await create("#7", nil, nil, nil) }.contains("looks like an id"))
        #expect(await errorMessage { _ = try await create("None", nil, nil, nil) }.contains("reserved"))
        // Today and 120 periods away are both allowed.
        _ = try await create("Today", "100", "2026-06-15", nil)
        _ = try await create("Far", "100", "2036-05-31", nil)
        #expect(try await db.goals.goals().map(\.name) == ["Voyage", "Today", "Far"])
    }

    @Test func deadlinePeriodsFollowThePayDay() async throws {
        let db = try TemporaryDatabase()
        defer { db.remove() }
        _ = try await db.settings.setPayDay(25)
        // With pay day 25, 2026-06-15 is in 2026-06 and 2036-05-24 in 2036-05: 120 periods.
        _ = try await db.goals.create(NewSavingsGoal(name: "A", target: money("1"), targetDate: date("2036-05-24")), today: today)
        // 2036-05-25 belongs to 2036-06: 121 periods.
        let error = await errorMessage {
            _ = try await db.goals.create(NewSavingsGoal(name: "B", target: money("1"), targetDate: date("2036-05-25")), today: today)
        }
        #expect(error.contains("121 periods away"))
    }

    @Test func statusTransitions() async throws {
        let db = try TemporaryDatabase()
        defer { db.remove() }
        let goal = try await voyage(db)
        #expect(try await db.goals.setStatus(goalID: goal.id, .paused).status == .paused)
        #expect(await errorMessage { _ = try await db.goals.setStatus(goalID: goal.id, .paused) }.contains("already paused"))
        #expect(try await db.goals.setStatus(goalID: goal.id, .active).status == .active)
        #expect(await errorMessage { _ = try await db.goals.setStatus(goalID: goal.id, .active) }.contains("already active"))
        #expect(try await db.goals.setStatus(goalID: goal.id, .completed).status == .completed)
        #expect(await errorMessage { _ = try await db.goals.setStatus(goalID: goal.id, .paused) }.contains("resume it before pausing"))
        #expect(await errorMessage { _ = try await db.goals.setStatus(goalID: goal.id, .completed) }.contains("already completed"))
        #expect(try await db.goals.setStatus(goalID: goal.id, .active).status == .active)
        #expect(await errorMessage { _ = try await db.goals.setStatus(goalID: 9, .paused) }.contains("no goal #9"))
    }

    @Test func deletingAGoalKeepsItsLinesAndWithdrawals() async throws {
        let db = try TemporaryDatabase()
        defer { db.remove() }
        let goal = try await voyage(db)
        let budget = try await db.budgets("2026-06")[0]
        let line = try await db.lines.add(budgetID: budget.id, kind: .saving, name: "Voyage", amount: money("1000"), goalID: goal.id)
        let receipt = try await db.goals.withdraw(
            goalID: goal.id, amount: money("100"), budgetID: budget.id, today: today, checked: false, force: true)
        #expect(try await db.goals.delete(goalID: goal.id) == goal)
        #expect(try await db.goals.goals().isEmpty)
        #expect(try await db.lines.line(id: line.id)?.savingsGoalID == nil)
        let transaction = try #require(try await db.transactions.transaction(id: receipt.transaction.id))
        #expect(transaction.sourceGoalID == nil)
        #expect(transaction.kind == .income)
    }

    @Test func linkingFeedsTheGoal() async throws {
        let db = try TemporaryDatabase()
        defer { db.remove() }
        let goal = try await voyage(db)
        let budget = try await db.budgets("2026-06")[0]
        let saving = try await db.lines.add(budgetID: budget.id, kind: .saving, name: "Put aside", amount: money("500"))
        let rent = try await db.lines.add(budgetID: budget.id, kind: .expense, name: "Rent", amount: money("1500"))
        _ = try await db.transactions.add(
            NewTransaction(
                budgetID: budget.id, lineID: saving.id, name: "Transfer",
                amount: money("200"), kind: .saving, date: today, checked: true))
        #expect(try await db.goals.details(goalID: goal.id, today: today).progress.plannedCumulative == .zero)

        let linked = try await db.goals.link(lineID: saving.id, to: goal.id)
        #expect(linked.savingsGoalID == goal.id)
        #expect(linked.isManuallyAdjusted)
        let progress = try await db.goals.details(goalID: goal.id, today: today).progress
        #expect(progress.plannedCumulative == money("500"))
        #expect(progress.linesConfirmed == money("200"))  // unchecked line: its checked transactions only
        #expect(progress.confirmed == money("200"))

        let refused = await errorMessage { _ = try await db.goals.link(lineID: rent.id, to: goal.id) }
        #expect(refused.contains("only a saving line can feed a goal; 'Rent' is expense"))
        #expect(await errorMessage { _ = try await db.goals.link(lineID: saving.id, to: 42) }.contains("no goal #42"))
        #expect(await errorMessage { _ = try await db.goals.link(lineID: 99, to: goal.id) }.contains("no line #99"))

        #expect(try await db.goals.link(lineID: saving.id, to: nil).savingsGoalID == nil)
        #expect(try await db.goals.details(goalID: goal.id, today: today).progress.plannedCumulative == .zero)
    }

    @Test func generationSkipsLinesOfPausedCompletedAndOverdueGoals() async throws {
        let db = try TemporaryDatabase()
        defer { db.remove() }
        let template = try await db.templates.create(name: "Normal", isDefault: true)
        let active = try await db.goals.create(NewSavingsGoal(name: "Active"), today: today)
        let paused = try await db.goals.create(NewSavingsGoal(name: "Paused"), today: today)
        let completed = try await db.goals.create(NewSavingsGoal(name: "Completed"), today: today)
        let ending = try await db.goals.create(
            NewSavingsGoal(name: "Ending", target: money("600"), targetDate: date("2026-07-20")), today: today)
        for goal in [active, paused, completed, ending] {
            _ = try await db.templates.addLine(
                templateID: template.id, kind: .saving, name: goal.name, amount: money("100"), goalID: goal.id)
        }
        _ = try await db.templates.addLine(templateID: template.id, kind: .income, name: "Salary", amount: money("5000"))
        _ = try await db.goals.setStatus(goalID: paused.id, .paused)
        _ = try await db.goals.setStatus(goalID: completed.id, .completed)

        let july = try await db.budgets.create(month: month("2026-07"))
        #expect(try await db.lines.lines(budgetID: july.id).map(\.name) == ["Active", "Ending", "Salary"])
        #expect(try await db.lines.lines(budgetID: july.id).first?.savingsGoalID == active.id)
        // August is after the deadline's period (2026-07): the Ending line is skipped there.
        let august = try await db.budgets.create(month: month("2026-08"))
        #expect(try await db.lines.lines(budgetID: august.id).map(\.name) == ["Active", "Salary"])
        // Resuming brings the lines back in later budgets; lines already made stay as they are.
        _ = try await db.goals.setStatus(goalID: paused.id, .active)
        let september = try await db.budgets.create(month: month("2026-09"))
        #expect(try await db.lines.lines(budgetID: september.id).map(\.name) == ["Active", "Paused", "Salary"])
        #expect(try await db.lines.lines(budgetID: august.id).map(\.name) == ["Active", "Salary"])
        #expect(try await db.budgets.budget(for: month("2026-09"))?.monthDelta == money("4800"))
    }

    @Test func withdrawalsAreFreeIncomesDrawnFromTheGoal() async throws {
        let db = try TemporaryDatabase()
        defer { db.remove() }
        let goal = try await voyage(db)
        let budgets = try await db.budgets("2026-05", "2026-06")
        _ = try await db.lines.add(
            budgetID: budgets[0].id, kind: .saving, name: "Voyage", amount: money("1000"), checked: true, goalID: goal.id)

        let first = try await db.goals.withdraw(goalID: goal.id, amount: money("300"), budgetID: budgets[1].id, today: today)
        #expect(first.heldBefore == money("1000"))
        #expect(first.heldAfter == money("700"))
        #expect(!first.exceedsHoldings)
        #expect(first.month == month("2026-06"))
        #expect(first.transaction.kind == .income)
        #expect(first.transaction.isFree)
        #expect(first.transaction.sourceGoalID == goal.id)
        #expect(first.transaction.date == today)
        #expect(first.transaction.name == "Withdrawal from Voyage")
        #expect(try await db.budgets.budget(for: month("2026-06"))?.monthDelta == money("300"))

        // Into May's budget, dated today clamped to the end of May; more than the goal holds, forced.
        let second = try await db.goals.withdraw(
            goalID: goal.id, amount: money("900"), budgetID: budgets[0].id, today: today, checked: false, force: true)
        #expect(second.transaction.date == date("2026-05-31"))
        #expect(second.heldBefore == money("700"))
        #expect(second.exceedsHoldings)
        #expect(second.heldAfter == money("-200"))

        let progress = try await db.goals.details(goalID: goal.id, today: today).progress
        #expect(progress.withdrawn == money("1200"))
        #expect(progress.confirmed == money("-200"))
        #expect(progress.achievementPercent == 0)
        let amount = await errorMessage {
            _ = try await db.goals.withdraw(goalID: goal.id, amount: .zero, budgetID: budgets[0].id, today: today)
        }
        #expect(amount.contains("a transaction amount must be above 0"))
    }

    @Test func withdrawingMoreThanTheGoalHoldsIsRefusedWithoutForce() async throws {
        let db = try TemporaryDatabase()
        defer { db.remove() }
        let goal = try await voyage(db)
        let budgets = try await db.budgets("2026-05")
        _ = try await db.lines.add(
            budgetID: budgets[0].id, kind: .saving, name: "Voyage", amount: money("250"), checked: true, goalID: goal.id)

        let message = await errorMessage {
            _ = try await db.goals.withdraw(goalID: goal.id, amount: money("250.01"), budgetID: budgets[0].id, today: today, checked: false)
        }
        #expect(
            message == "goal 'Voyage' holds 250.00, less than the 250.01 asked: withdraw at most 250.00, or add --force to take it anyway")
        // Nothing was written: no withdrawal, the month delta still −250 (the checked saving only).
        #expect(try await db.goals.details(goalID: goal.id, today: today).progress.withdrawn == .zero)
        #expect(try await db.budgets.budget(for: month("2026-05"))?.monthDelta == money("-250"))
        // Exactly what it holds is allowed and leaves it at zero.
        let all = try await db.goals.withdraw(goalID: goal.id, amount: money("250"), budgetID: budgets[0].id, today: today, checked: false)
        #expect(all.heldAfter == .zero)
    }

    @Test func progressReadsEveryBudgetAsInExampleD() async throws {
        let db = try TemporaryDatabase()
        defer { db.remove() }
        let goal = try await voyage(db)
        for index in 1...6 {
            let budget = try await db.budgets.create(month: YearMonth(year: 2026, month: index))
            _ = try await db.lines.add(
                budgetID: budget.id, kind: .saving, name: "Voyage", amount: money("1000"),
                checked: index <= 5, goalID: goal.id)
        }
        let details = try await db.goals.details(goalID: goal.id, today: today)
        let progress = details.progress
        #expect(progress.monthsElapsed == 6)
        #expect(progress.confirmed == money("5000"))
        #expect(progress.achievementPercent == 42)
        #expect(progress.monthsRemaining == 7)
        #expect(progress.required?.roundedUp == money("1000"))
        #expect(progress.projected == money("6000"))
        #expect(progress.paceStatus == .behind)
        #expect(progress.cumulativeGap == money("1000"))
        #expect(progress.estimatedCompletion == month("2027-03"))
        #expect(details.plan.rows.count == 12)
        #expect(details.plan.rows.filter(\.hasBudget).count == 6)
        #expect(try await db.goals.allDetails(today: today).map(\.goal) == [goal])
    }
}
