import DomainKit
import GRDB
import Model
import Shared

/// Planned withdrawals: money a user plans to take out of a goal in a month, counted by the
/// projection and the plan simulator until its period is past, and realized by
/// real withdrawals that point at it.
extension SavingsGoalService {
    /// Plans taking `amount` out of the goal in `month`. The amount is a transaction amount
    /// (above 0, at most 1'000'000); the month is today's period or later, at most 120 periods on.
    public func planWithdrawal(goalID: Int64, amount: Money, month: YearMonth, today: LocalDate) throws -> PlannedWithdrawal {
        try Validation.transactionAmount(amount)
        return try database.write { db in
            _ = try SavingsGoalQueries.existing(db, id: goalID)
            let current = PeriodFormulas.budgetMonth(for: today, payDay: try SettingsService.settings(db).payDay)
            guard month >= current else {
                throw DomainError.invalidValue(
                    "--month \(month) is past (today's period is \(current)): plan a withdrawal for \(current) or later")
            }
            let last = current.adding(months: SavingsGoalFormulas.maximumPlanPeriods - 1)
            guard month <= last else {
                throw DomainError.invalidValue(
                    "--month \(month) is more than \(SavingsGoalFormulas.maximumPlanPeriods) periods away: plan it in \(last) or earlier")
            }
            try db.execute(
                sql: "INSERT INTO planned_withdrawal (goal_id, month, amount_cents, created_on) VALUES (?, ?, ?, ?)",
                arguments: [goalID, month.description, amount.cents, today.description])
            return try PlannedWithdrawalQueries.existing(db, id: db.lastInsertedRowID).planned
        }
    }

    /// Removes planned withdrawal #`id`; real withdrawals that pointed at it stay, unlinked.
    /// Returns it with the id of its goal.
    public func removePlannedWithdrawal(id: Int64) throws -> (goalID: Int64, planned: PlannedWithdrawal) {
        try database.write { db in
            let found = try PlannedWithdrawalQueries.existing(db, id: id)
            try db.execute(sql: "DELETE FROM planned_withdrawal WHERE id = ?", arguments: [id])
            return found
        }
    }

    /// Refuses `--for #ID` unless planned withdrawal #`plannedID` exists and is one of goal `goalID`'s.
    public func requireRealizable(plannedID: Int64, goalID: Int64) throws {
        try database.read { db in
            let found = try PlannedWithdrawalQueries.existing(db, id: plannedID)
            guard found.goalID != goalID else { return }
            let goal = try SavingsGoalQueries.existing(db, id: goalID)
            let owner = try SavingsGoalQueries.existing(db, id: found.goalID)
            throw DomainError.invalidArgument(
                "--for #\(plannedID) is a planned withdrawal of goal '\(owner.name)', not '\(goal.name)': `goal show \(Tokenizer.quoted(goal.name))` lists its own"
            )
        }
    }

    /// Points the real withdrawal `withdrawalID` at planned withdrawal #`plannedID`.
    public func realize(plannedID: Int64, withdrawalID: Int64) throws {
        try database.write { db in
            try TransactionWriter.linkPlannedWithdrawal(db, transactionID: withdrawalID, plannedID: plannedID)
        }
    }
}
