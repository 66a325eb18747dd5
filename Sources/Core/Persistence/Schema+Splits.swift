import GRDB

/// Split transactions: one bank movement shared by several lines. The movement stays one row, its
/// first part; each further part is a row of its own that names the first (`tx.split_of`), so a
/// line's consumption, the reports and the account sums count parts like any transaction.
extension Schema {
    /// Adds `tx.split_of` (null for every row already there: nothing is rewritten) and its index;
    /// removing the first part removes the others with it.
    static func addSplits(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE tx ADD COLUMN split_of INTEGER REFERENCES tx(id) ON DELETE CASCADE;
                CREATE INDEX tx_by_split ON tx(split_of) WHERE split_of IS NOT NULL;
                """)
        try JournalTriggers.create(db)
    }
}
