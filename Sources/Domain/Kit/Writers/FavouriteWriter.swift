import GRDB
import Model
import Shared

/// The one writer of the `favourite` table. Callers validate first; the writer only writes.
package enum FavouriteWriter {
    package static func insert(
        _ db: Database, name: String, amount: Money, kind: Kind, lineName: String?, category: String?
    ) throws -> Int64 {
        try db.execute(
            sql: """
                INSERT INTO favourite (name, name_key, search_name, amount_cents, kind, line_name, category)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [name, NameKey.make(name), SearchKey.make(name), amount.cents, kind.rawValue, lineName, category])
        return db.lastInsertedRowID
    }

    /// Counts one more transaction made from the favourite, on `date`.
    package static func markUsed(_ db: Database, id: Int64, on date: LocalDate) throws {
        try db.execute(
            sql: "UPDATE favourite SET use_count = use_count + 1, last_used = ? WHERE id = ?", arguments: [date.description, id])
    }

    package static func delete(_ db: Database, id: Int64) throws {
        try db.execute(sql: "DELETE FROM favourite WHERE id = ?", arguments: [id])
    }
}
