import GRDB
import Model
import Shared

/// Reads of planned withdrawals (money a user plans to take out of a goal in a month), run
/// inside a service's access.
enum PlannedWithdrawalQueries {
    /// The goal's planned withdrawals, by month then creation.
    static func all(_ db: Database, goalID: Int64) throws -> [PlannedWithdrawal] {
        try Row.fetchAll(
            db, sql: "SELECT id, month, amount_cents FROM planned_withdrawal WHERE goal_id = ? ORDER BY month, id",
            arguments: [goalID]
        ).map(decode)
    }

    /// Planned withdrawal #`id` with the id of its goal, or a not-found error that says where ids are shown.
    static func existing(_ db: Database, id: Int64) throws -> (goalID: Int64, planned: PlannedWithdrawal) {
        guard
            let row = try Row.fetchOne(
                db, sql: "SELECT id, month, amount_cents, goal_id FROM planned_withdrawal WHERE id = ?",
                arguments: [id])
        else {
            throw DomainError.notFound("no planned withdrawal #\(id): `goal show GOAL` lists a goal's planned withdrawals with their ids")
        }
        return (row[3], decode(row))
    }

    private static func decode(_ row: Row) -> PlannedWithdrawal {
        PlannedWithdrawal(id: row[0], month: YearMonth.parse(row[1]) ?? YearMonth(year: 1970, month: 1), amount: Money(cents: row[2]))
    }
}
