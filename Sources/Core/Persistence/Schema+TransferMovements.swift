import GRDB

/// The bank movements an import paired into a transfer (`Docs/Domain.md` §12a). Each side keeps
/// what its transaction held (name, date, bank words, category, check, import key), so nothing the
/// bank said is lost and a second import of either statement finds the key and adds nothing.
extension Schema {
    /// Creates `transfer_movement`: one row per side ('from': the outgoing movement, 'to': the
    /// incoming one) of a transfer made by pairing; removing the transfer removes its movements.
    /// Journaled (undo, redo and sync carry it like any table).
    static func addTransferMovements(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE transfer_movement (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    transfer_id INTEGER NOT NULL REFERENCES transfer(id) ON DELETE CASCADE,
                    side TEXT NOT NULL CHECK (side IN ('from', 'to')),
                    name TEXT NOT NULL,
                    date TEXT NOT NULL,
                    category TEXT,
                    checked_at TEXT,
                    import_key TEXT NOT NULL UNIQUE,
                    bank_reference TEXT,
                    bank_text TEXT,
                    UNIQUE (transfer_id, side)
                );
                """)
        try JournalTriggers.create(db)
    }
}
