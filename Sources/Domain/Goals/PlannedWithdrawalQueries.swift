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
        return (row["goal_id"], try decode(row))
    }

    /// A row of `id, month, amount_cents`; an unreadable month is an error naming the row.
    private static func decode(_ row: Row) throws -> PlannedWithdrawal {
        let id: Int64 = row["id"]
        let text: String = row["month"]
        guard let month = YearMonth.parse(text) else {
            throw DomainError.unreadableRow(table: "planned_withdrawal", id: id, column: "month", value: Echo.cut(text))
        }
        return PlannedWithdrawal(id: id, month: month, amount: Money(cents: row["amount_cents"]))
    }
}
