import GRDB
import Model
import Shared

/// The one writer of the `budget` table's own fields. Its derived figures (free sums, month
/// delta) are the triggers' alone; deleting a budget deletes its lines and transactions.
package enum BudgetWriter {
    /// Inserts an empty budget and returns its id.
    package static func insert(_ db: Database, month: YearMonth, description: String?, templateID: Int64?) throws -> Int64 {
        try db.execute(
            sql: "INSERT INTO budget (month, description, template_id) VALUES (?, ?, ?)",
            arguments: [month.description, description, templateID])
        return db.lastInsertedRowID
    }

    package static func setDescription(_ db: Database, id: Int64, _ description: String?) throws {
        try db.execute(sql: "UPDATE budget SET description = ? WHERE id = ?", arguments: [description, id])
    }

    package static func delete(_ db: Database, id: Int64) throws {
        try db.execute(sql: "DELETE FROM budget WHERE id = ?", arguments: [id])
    }
}
