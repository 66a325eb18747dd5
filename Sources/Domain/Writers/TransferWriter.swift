import GRDB
import Model
import Shared

/// The one writer of the `transfer` table. Callers validate first; the writer only writes. The
/// accounts' transfer sums are the triggers' (`AccountBalanceTriggers`).
enum TransferWriter {
    static func insert(
        _ db: Database, from: Int64, to: Int64, amount: Money, date: LocalDate, note: String?, transactionID: Int64?
    ) throws -> Int64 {
        try db.execute(
            sql: "INSERT INTO transfer (from_account_id, to_account_id, amount_cents, date, note, tx_id) VALUES (?, ?, ?, ?, ?, ?)",
            arguments: [from, to, amount.cents, date.description, note, transactionID])
        return db.lastInsertedRowID
    }

    /// Moves an account's transfers to another (before the first is removed); returns how many.
    /// A transfer that would then go from an account to itself is refused by the schema.
    static func moveAll(_ db: Database, fromAccount: Int64, toAccount: Int64) throws -> Int {
        try db.execute(sql: "UPDATE transfer SET from_account_id = ? WHERE from_account_id = ?", arguments: [toAccount, fromAccount])
        var moved = db.changesCount
        try db.execute(sql: "UPDATE transfer SET to_account_id = ? WHERE to_account_id = ?", arguments: [toAccount, fromAccount])
        moved += db.changesCount
        return moved
    }

    static func delete(_ db: Database, id: Int64) throws {
        try db.execute(sql: "DELETE FROM transfer WHERE id = ?", arguments: [id])
    }
}
