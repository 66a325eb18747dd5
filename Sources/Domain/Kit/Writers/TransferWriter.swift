import GRDB
import Model
import Shared

/// The one writer of the `transfer` table. Callers validate first; the writer only writes. The
/// accounts' transfer sums are the triggers' (`AccountBalanceTriggers`).
package enum TransferWriter {
    package static func insert(
        _ db: Database, from: Int64, to: Int64, amount: Money, received: Money? = nil, date: LocalDate, note: String?,
        transactionID: Int64?
    ) throws -> Int64 {
        try db.execute(
            sql: """
                INSERT INTO transfer (from_account_id, to_account_id, amount_cents, received_minor, date, note, tx_id)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [from, to, amount.cents, received?.cents, date.description, note, transactionID])
        return db.lastInsertedRowID
    }

    /// Moves an account's transfers to another (before the first is removed); returns how many.
    /// A transfer that would then go from an account to itself is refused by the schema.
    package static func moveAll(_ db: Database, fromAccount: Int64, toAccount: Int64) throws -> Int {
        try db.execute(sql: "UPDATE transfer SET from_account_id = ? WHERE from_account_id = ?", arguments: [toAccount, fromAccount])
        var moved = db.changesCount
        try db.execute(sql: "UPDATE transfer SET to_account_id = ? WHERE to_account_id = ?", arguments: [toAccount, fromAccount])
        moved += db.changesCount
        return moved
    }

    /// A bank movement as an import stored it, before it becomes a side of a paired transfer.
    package struct Movement {
        package let accountID: Int64
        package let name: String
        package let amount: Money
        package let date: LocalDate
        let category: String?
        let checkedAt: String?
        let importKey: String
        let bankReference: String?
        let bankText: String?

        /// The imported transaction `transactionID`, read before it is replaced.
        package static func read(_ db: Database, transactionID id: Int64) throws -> Movement {
            let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT account_id, name, amount_cents, date, category, checked_at, import_key, bank_reference, bank_text
                    FROM tx WHERE id = ? AND import_key IS NOT NULL
                    """, arguments: [id]
            ).required("tx", id: id)
            let dateText: String = row[3]
            return Movement(
                accountID: row[0], name: row[1], amount: Money(cents: row[2]), date: try LocalDate.parse(dateText).required("tx", id: id),
                category: row[4], checkedAt: row[5], importKey: row[6], bankReference: row[7], bankText: row[8])
        }
    }

    /// Keeps one side of a paired transfer: `side` is 'from' (the outgoing movement) or 'to'.
    package static func insertMovement(_ db: Database, transferID: Int64, side: String, _ movement: Movement) throws {
        try db.execute(
            sql: """
                INSERT INTO transfer_movement (transfer_id, side, name, date, category, checked_at, import_key, bank_reference, bank_text)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                transferID, side, movement.name, movement.date.description, movement.category, movement.checkedAt, movement.importKey,
                movement.bankReference, movement.bankText,
            ])
    }

    package static func delete(_ db: Database, id: Int64) throws {
        try db.execute(sql: "DELETE FROM transfer WHERE id = ?", arguments: [id])
    }
}
