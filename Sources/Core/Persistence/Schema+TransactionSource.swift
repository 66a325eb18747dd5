import GRDB

/// Where each transaction came from, kept on the row (`tx.source`) for `report --by source`:
/// `typed` (made by a command: `tx add`, a favourite, a split, a goal's withdrawal), `notification`
/// or `notification SOURCE` (`tx parse`, `import notifications --source SOURCE`), or `import FORMAT`
/// (`import camt`, `import ofx`, `import qif`, `import mt940`, `import csv`, and `import csv PROFILE`
/// when a saved layout read the file).
extension Schema {
    /// Adds the column. Rows already there cannot say how they were made, except imported ones (their
    /// import key): a notification's key names its source, a file's names only the account, so those
    /// become `import`; every other row stays NULL, which reports show as `unknown`.
    /// Example: key `notification:twint|ref|9f…` → `notification twint`; `ubs|ref|ZV1` → `import`.
    static func addTransactionSource(_ db: Database) throws {
        try db.execute(sql: "ALTER TABLE tx ADD COLUMN source TEXT")
        // The fill below is the schema's, not a command's: no undo unit may claim it.
        let journaled = try Int64.fetchOne(db, sql: "SELECT IFNULL(MAX(rowid), 0) FROM journal_change") ?? 0
        try db.execute(
            sql: """
                UPDATE tx SET source = CASE
                    WHEN import_key LIKE 'notification:text|%' THEN 'notification'
                    WHEN import_key LIKE 'notification:%|%'
                        THEN 'notification ' || substr(import_key, 14, instr(import_key, '|') - 14)
                    ELSE 'import' END
                WHERE import_key IS NOT NULL
                """)
        try db.execute(sql: "DELETE FROM journal_change WHERE rowid > ?", arguments: [journaled])
        try JournalTriggers.create(db)
    }
}
