import GRDB
import Model
import Shared

/// The one writer of the `budget_line` table. The schema's triggers keep the budget's month
/// delta current as amounts change; removing a line first makes its transactions free.
/// Callers validate first (names unique in the budget, amounts in range).
package enum BudgetLineWriter {
    /// A line to insert, from a command, a template, a spread, a goal plan or a round-up.
    package struct NewRow {
        package var budgetID: Int64
        package var name: String
        package var amount: Money
        package var kind: Kind
        package var recurrence: Recurrence = .oneOff
        package var checkedAt: String? = nil
        package var templateLineID: Int64? = nil
        package var savingsGoalID: Int64? = nil
        package var spreadGroup: String? = nil
        package var isManuallyAdjusted = false

        package init(
            budgetID: Int64,
            name: String,
            amount: Money,
            kind: Kind,
            recurrence: Recurrence = .oneOff,
            checkedAt: String? = nil,
            templateLineID: Int64? = nil,
            savingsGoalID: Int64? = nil,
            spreadGroup: String? = nil,
            isManuallyAdjusted: Bool = false
        ) {
            self.budgetID = budgetID
            self.name = name
            self.amount = amount
            self.kind = kind
            self.recurrence = recurrence
            self.checkedAt = checkedAt
            self.templateLineID = templateLineID
            self.savingsGoalID = savingsGoalID
            self.spreadGroup = spreadGroup
            self.isManuallyAdjusted = isManuallyAdjusted
        }
    }

    /// Inserts a line and returns its id.
    package static func insert(_ db: Database, _ row: NewRow) throws -> Int64 {
        try db.cachedStatement(
            sql: """
                INSERT INTO budget_line (budget_id, template_line_id, savings_goal_id, name, name_key, amount_cents, kind,
                                         recurrence, checked_at, spread_group, is_manually_adjusted)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """
        ).execute(arguments: [
            row.budgetID, row.templateLineID, row.savingsGoalID, row.name, NameKey.make(row.name), row.amount.cents,
            row.kind.rawValue, row.recurrence.rawValue, row.checkedAt, row.spreadGroup, row.isManuallyAdjusted,
        ])
        return db.lastInsertedRowID
    }

    package static func rename(_ db: Database, id: Int64, to name: String) throws {
        try db.execute(sql: "UPDATE budget_line SET name = ?, name_key = ? WHERE id = ?", arguments: [name, NameKey.make(name), id])
    }

    /// Sets the amount; `byHand` marks the line as edited by hand, so template propagation skips it.
    package static func setAmount(_ db: Database, id: Int64, _ amount: Money, byHand: Bool) throws {
        try db.execute(
            sql: "UPDATE budget_line SET amount_cents = ?, is_manually_adjusted = is_manually_adjusted OR ? WHERE id = ?",
            arguments: [amount.cents, byHand, id])
    }

    package static func markEditedByHand(_ db: Database, id: Int64) throws {
        try db.execute(sql: "UPDATE budget_line SET is_manually_adjusted = 1 WHERE id = ?", arguments: [id])
    }

    package static func setChecked(_ db: Database, id: Int64, checkedAt: String?) throws {
        try db.execute(sql: "UPDATE budget_line SET checked_at = ? WHERE id = ?", arguments: [checkedAt, id])
    }

    /// Links a saving line to a goal (or unlinks it), as an edit by hand.
    package static func linkGoal(_ db: Database, id: Int64, goalID: Int64?) throws {
        try db.execute(
            sql: "UPDATE budget_line SET savings_goal_id = ?, is_manually_adjusted = 1 WHERE id = ?", arguments: [goalID, id])
    }

    /// Links a line to a goal (or unlinks it) from its template line: not an edit by hand.
    package static func setGoal(_ db: Database, id: Int64, goalID: Int64?) throws {
        try db.execute(sql: "UPDATE budget_line SET savings_goal_id = ? WHERE id = ?", arguments: [goalID, id])
    }

    /// Resets a line to its template line's values; it is no longer edited by hand.
    package static func reset(_ db: Database, id: Int64, to templateLine: TemplateLine) throws {
        try db.execute(
            sql: """
                UPDATE budget_line SET name = ?, name_key = ?, amount_cents = ?, recurrence = ?, savings_goal_id = ?,
                is_manually_adjusted = 0 WHERE id = ?
                """,
            arguments: [
                templateLine.name, NameKey.make(templateLine.name), templateLine.amount.cents,
                templateLine.recurrence.rawValue, templateLine.savingsGoalID, id,
            ])
    }

    /// Removes a line; its transactions stay, as free transactions.
    package static func delete(_ db: Database, id: Int64) throws {
        try TransactionWriter.freeAll(db, lineID: id)
        try db.execute(sql: "DELETE FROM budget_line WHERE id = ?", arguments: [id])
    }
}
