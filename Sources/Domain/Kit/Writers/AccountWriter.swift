import GRDB
import Model
import Shared

/// The one writer of the `account` table. Callers
/// validate first; the writer only writes. The sums are the triggers' (`AccountBalanceTriggers`).
package enum AccountWriter {
    package static func insert(
        _ db: Database, name: String, kind: AccountKind, number: String?, currency: Currency?, opening: Money, openingDate: LocalDate?
    ) throws -> Int64 {
        try db.execute(
            sql: """
                INSERT INTO account (name, name_key, kind, number, currency, opening_cents, opening_date) VALUES (?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [name, NameKey.make(name), kind.rawValue, number, currency?.code, opening.cents, openingDate?.description])
        return db.lastInsertedRowID
    }

    /// The Main account every database starts with (a sync rebuild makes it again first).
    package static func insertMain(_ db: Database) throws {
        try db.execute(sql: "INSERT INTO account (id, name, name_key) VALUES (?, 'Main', 'main')", arguments: [Account.mainID])
    }

    /// Stores the editable fields (name, kind, number, currency, opening and its date).
    package static func update(_ db: Database, _ account: Account) throws {
        try db.execute(
            sql: """
                UPDATE account SET name = ?, name_key = ?, kind = ?, number = ?, currency = ?, opening_cents = ?, opening_date = ?
                WHERE id = ?
                """,
            arguments: [
                account.name, NameKey.make(account.name), account.kind.rawValue, account.number, account.currency?.code,
                account.opening.cents, account.openingDate?.description, account.id,
            ])
    }

    package static func setClosed(_ db: Database, id: Int64, on date: LocalDate?) throws {
        try db.execute(sql: "UPDATE account SET closed_on = ? WHERE id = ?", arguments: [date?.description, id])
    }

    /// Records a reconciliation, unless a later one is already recorded.
    package static func setReconciled(_ db: Database, id: Int64, on date: LocalDate, balance: Money) throws {
        try db.execute(
            sql: """
                UPDATE account SET reconciled_on = ?1, reconciled_cents = ?2
                WHERE id = ?3 AND (reconciled_on IS NULL OR reconciled_on <= ?1)
                """, arguments: [date.description, balance.cents, id])
    }

    package static func delete(_ db: Database, id: Int64) throws {
        try db.execute(sql: "DELETE FROM account WHERE id = ?", arguments: [id])
    }
}
