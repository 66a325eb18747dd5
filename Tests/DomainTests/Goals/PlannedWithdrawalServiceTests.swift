import GRDB
import Model
import Persistence
import Shared
import TestSupport
import Testing

/// Planned withdrawals on a real SQLite file: stored, read back into the goal's figures, linked
/// to the real withdrawals made against them, and gone with their goal.
@Suite struct PlannedWithdrawalServiceTests {
    let today = date("2026-03-15")

    /// 6000 by 2026-12-15 from 500, created 2026-01-10; 1000 planned in March; 400 planned out in September.
    func setUp(_ db: TemporaryDatabase) async throws -> (SavingsGoal, Budget, PlannedWithdrawal) {
        let goal = try await db.goals.create(
            NewSavingsGoal(name: "Car", target: money("6000"), targetDate: date("2026-12-15"), initialAmount: money("500")),
            today: date("2026-01-10"))
        let march = try await db.budgets.create(month: month("2026-03"))
        _ = try await db.lines.add(budgetID: march.id, kind: .saving, name: "Car", amount: money("1000"), goalID: goal.id)
        let planned = try await db.goals.planWithdrawal(goalID: goal.id, amount: money("400"), month: month("2026-09"), today: today)
        return (goal, march, planned)
    }

    @Test func plannedWithdrawalLowersTheProjectionUntilRealized() async throws {
        let db = try TemporaryDatabase()
        defer { db.remove() }
        let (goal, march, planned) = try await setUp(db)
        #expect(planned == PlannedWithdrawal(id: 1, month: month("2026-09"), amount: money("400")))
        // 500 + 1000 (March, open) − 400.
        var details = try await db.goals.details(goalID: goal.id, today: today)
        #expect(details.snapshot.plannedWithdrawals == [planned])
        #expect(details.progress.projected == money("1100"))

        let receipt = try await db.goals.withdraw(goalID: goal.id, amount: money("100"), budgetID: march.id, today: today)
        try await db.goals.realize(plannedID: planned.id, withdrawalID: receipt.transaction.id)
        details = try await db.goals.details(goalID: goal.id, today: today)
        #expect(details.snapshot.withdrawals == [GoalWithdrawal(month: month("2026-03"), amount: money("100"), plannedWithdrawalID: 1)])
        // Confirmed 500 − 100 = 400; 1000 still planned in March; 300 left to take out: 1100 again.
        #expect(details.progress.projected == money("1100"))
        #expect(details.state(of: planned) == .due)

        _ = try await db.goals.removePlannedWithdrawal(id: planned.id)
        details = try await db.goals.details(goalID: goal.id, today: today)
        #expect(details.snapshot.plannedWithdrawals.isEmpty)
        #expect(details.snapshot.withdrawals == [GoalWithdrawal(month: month("2026-03"), amount: money("100"))])
        #expect(details.progress.projected == money("1400"))
    }

    @Test func deletingTheGoalDeletesItsPlannedWithdrawals() async throws {
        let db = try TemporaryDatabase()
        defer { db.remove() }
        let (goal, _, _) = try await setUp(db)
        try await db.goals.delete(goalID: goal.id)
        let left = try db.database.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM planned_withdrawal") }
        #expect(left == 0)
    }

    @Test func refusalsNameTheInputAndChangeNothing() async throws {
        let db = try TemporaryDatabase()
        defer { db.remove() }
        let (goal, _, _) = try await setUp(db)
        let other = try await db.goals.create(NewSavingsGoal(name: "House"), today: today)
        let past = await errorMessage {
            _ = try await db.goals.planWithdrawal(goalID: goal.id, amount: money("1"), month: month("2026-02"), today: today)
        }
        #expect(past == "--month 2026-02 is past (today's period is 2026-03): plan a withdrawal for 2026-03 or later")
        let foreign = await errorMessage { try await db.goals.requireRealizable(plannedID: 1, goalID: other.id) }
        #expect(foreign.contains("--for #1 is a planned withdrawal of goal 'Car', not 'House'"))
        let missing = await errorMessage { _ = try await db.goals.removePlannedWithdrawal(id: 9) }
        #expect(missing.contains("no planned withdrawal #9"))
        let count = try db.database.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM planned_withdrawal") }
        #expect(count == 1)
    }
}
