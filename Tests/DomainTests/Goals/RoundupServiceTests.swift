import Model
import Persistence
import Shared
import TestSupport
import Testing

/// Round-ups on a real SQLite file: week boundaries, units, exact amounts, moving once.
@Suite struct RoundupServiceTests {
    let week46 = Week(IsoWeek.parse("2026-W46")!, firstWeekday: .monday)  // Monday 2026-11-09 … Sunday 2026-11-15

    func expense(_ db: TemporaryDatabase, _ budget: Budget, _ amount: String, on day: String, kind: Kind = .expense) async throws
        -> Transaction
    {
        try await db.transactions.add(NewTransaction(budgetID: budget.id, name: "Card", amount: money(amount), kind: kind, date: date(day)))
    }

    /// Sunday before, Monday, Tuesday income, Friday, Sunday, Monday after.
    func november(_ db: TemporaryDatabase) async throws -> [Transaction] {
        let budget = try await db.budgets("2026-11")[0]
        let groceries = try await db.lines.add(budgetID: budget.id, kind: .expense, name: "Groceries", amount: money("600"))
        return [
            try await expense(db, budget, "3.20", on: "2026-11-08"),
            try await expense(db, budget, "12.30", on: "2026-11-09"),
            try await expense(db, budget, "100.50", on: "2026-11-10", kind: .income),
            try await db.transactions.add(
                NewTransaction(
                    budgetID: budget.id, lineID: groceries.id, name: "Migros",
                    amount: money("20"), kind: .expense, date: date("2026-11-13"))),
            try await expense(db, budget, "82.40", on: "2026-11-15"),
            try await expense(db, budget, "5.55", on: "2026-11-16"),
        ]
    }

    @Test(arguments: [
        (RoundupUnit.one, ["0.70", "0.00", "0.60"], "1.30"),
        (.five, ["2.70", "0.00", "2.60"], "5.30"),
        (.ten, ["7.70", "0.00", "7.60"], "15.30"),
    ])
    func aWeekRunsFromMondayToSunday(unit: RoundupUnit, roundUps: [String], total: String) async throws {
        let db = try TemporaryDatabase()
        defer { db.remove() }
        let transactions = try await november(db)
        let summary = try await db.roundups.summary(week: week46, unit: unit)
        #expect(summary.from == date("2026-11-09"))
        #expect(summary.to == date("2026-11-15"))
        #expect(summary.items.map(\.transaction.id) == [transactions[1].id, transactions[3].id, transactions[4].id])
        #expect(summary.items.map(\.roundUp) == roundUps.map(money))
        #expect(summary.total == money(total))
    }

    @Test func sinceRunsThroughToday() async throws {
        let db = try TemporaryDatabase()
        defer { db.remove() }
        _ = try await november(db)
        let summary = try await db.roundups.summary(since: date("2026-11-13"), today: date("2026-11-16"), unit: .one)
        #expect(summary.week == nil)
        #expect(summary.items.map(\.transaction.amount) == ["20", "82.40", "5.55"].map(money))
        #expect(summary.total == money("1.05"))
        let error = await errorMessage {
            _ = try await db.roundups.summary(since: date("2026-11-17"), today: date("2026-11-16"), unit: .one)
        }
        #expect(error.contains("--since 2026-11-17 is after today"))
    }

    @Test func movingAWeekCreatesACheckedLineOnce() async throws {
        let db = try TemporaryDatabase()
        defer { db.remove() }
        _ = try await november(db)
        let goal = try await db.goals.create(NewSavingsGoal(name: "Voyage"), today: date("2026-11-01"))
        let outcome = try await db.roundups.move(week: week46, goalID: goal.id, unit: .one, today: date("2026-11-16"))
        let line = try #require(outcome.line)
        #expect(outcome.month == month("2026-11"))
        #expect(line.name == "Round-ups 2026-W46")
        #expect(line.amount == money("1.30"))
        #expect(line.kind == .saving)
        #expect(line.isChecked)
        #expect(line.savingsGoalID == goal.id)
        let move = try #require(try await db.roundups.move(of: week46))
        #expect(
            move
                == RoundupMove(
                    week: week46, goalID: goal.id, lineID: line.id, unit: .one, amount: money("1.30"), movedOn: date("2026-11-16")))
        #expect(try await db.goals.details(goalID: goal.id, today: date("2026-11-16")).progress.confirmed == money("1.30"))

        let again = await errorMessage {
            _ = try await db.roundups.move(week: week46, goalID: goal.id, unit: .five, today: date("2026-11-20"))
        }
        #expect(again.contains("the round-ups of 2026-W46 were already moved on 2026-11-16"))
        #expect(again.contains("line 'Round-ups 2026-W46' #\(line.id)"))
        #expect(try await db.lines.lines(budgetID: line.budgetID).filter { $0.kind == .saving }.count == 1)

        // Removing the line forgets the move: the week can be moved again.
        _ = try await db.lines.remove(id: line.id)
        #expect(try await db.roundups.move(of: week46) == nil)
        let redo = try await db.roundups.move(week: week46, goalID: goal.id, unit: .five, today: date("2026-11-20"))
        #expect(redo.line?.amount == money("5.30"))
    }

    @Test func anEmptyOrExactWeekMovesNothing() async throws {
        let db = try TemporaryDatabase()
        defer { db.remove() }
        let budget = try await db.budgets("2026-11")[0]
        let goal = try await db.goals.create(NewSavingsGoal(name: "Voyage"), today: date("2026-11-01"))
        let empty = try await db.roundups.move(week: week46, goalID: goal.id, unit: .one, today: date("2026-11-16"))
        #expect(empty.line == nil)
        #expect(empty.summary.items.isEmpty)
        _ = try await expense(db, budget, "20", on: "2026-11-10")
        _ = try await expense(db, budget, "15", on: "2026-11-11")
        let exact = try await db.roundups.move(week: week46, goalID: goal.id, unit: .five, today: date("2026-11-16"))
        #expect(exact.line == nil)
        #expect(exact.summary.items.count == 2)
        #expect(exact.summary.total == .zero)
        #expect(try await db.roundups.move(of: week46) == nil)
        #expect(try await db.lines.lines(budgetID: budget.id).isEmpty)
        #expect(try await db.budgets.budget(for: month("2026-11"))?.monthDelta == money("-35"))
        // With unit 10 the 15 rounds up by 5: now there is something to move.
        #expect(try await db.roundups.move(week: week46, goalID: goal.id, unit: .ten, today: date("2026-11-16")).line?.amount == money("5"))
    }

    @Test func theLineGoesToTheBudgetOfTheSundaysPeriod() async throws {
        let db = try TemporaryDatabase()
        defer { db.remove() }
        _ = try await db.settings.setPayDay(25)
        // With pay day 25, 2026-W48 (Mon 11-23 … Sun 11-29) straddles November (… 11-24) and December (11-25 …).
        let budgets = try await db.budgets("2026-11", "2026-12")
        _ = try await expense(db, budgets[0], "9.50", on: "2026-11-23")
        _ = try await expense(db, budgets[1], "4.10", on: "2026-11-29")
        let goal = try await db.goals.create(NewSavingsGoal(name: "Voyage"), today: date("2026-11-01"))
        let week = Week(try #require(IsoWeek.parse("2026-W48")), firstWeekday: .monday)
        let outcome = try await db.roundups.move(week: week, goalID: goal.id, unit: .one, today: date("2026-11-30"))
        #expect(outcome.summary.total == money("1.40"))
        #expect(outcome.month == month("2026-12"))
        #expect(outcome.line?.budgetID == budgets[1].id)
        #expect(try await db.budgets.budget(for: month("2026-12"))?.monthDelta == money("-5.50"))
    }

    @Test func aMissingBudgetIsAnError() async throws {
        let db = try TemporaryDatabase()
        defer { db.remove() }
        let october = try await db.budgets("2026-10")[0]
        _ = try await expense(db, october, "9.50", on: "2026-10-30")
        let goal = try await db.goals.create(NewSavingsGoal(name: "Voyage"), today: date("2026-10-01"))
        // 2026-W44 runs Monday 10-26 … Sunday 11-01: its Sunday is in November, which has no budget.
        let error = await errorMessage {
            _ = try await db.roundups.move(
                week: Week(IsoWeek.parse("2026-W44")!, firstWeekday: .monday), goalID: goal.id, unit: .one, today: date("2026-11-02"))
        }
        #expect(error.contains("no budget for 2026-11: create it with `budget new 2026-11`"))
        #expect(try await db.roundups.move(of: Week(IsoWeek.parse("2026-W44")!, firstWeekday: .monday)) == nil)
    }
}
