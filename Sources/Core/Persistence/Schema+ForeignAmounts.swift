import GRDB

/// Money in other currencies: a transaction paid in one keeps the amount and the currency as paid
/// (`tx.original_minor`, `tx.original_currency`; `amount_cents` stays the same money in the
/// budget's currency, which every sum reads), and the rates the user keeps (`exchange_rate`: one
/// per currency and day, `rate set USD 0.8812 --on 2026-11-01`), the text exactly as typed.
extension Schema {
    /// Adds the two columns (NULL for every row already there: nothing is rewritten) and the rates.
    static func addForeignAmounts(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE tx ADD COLUMN original_minor INTEGER CHECK (original_minor IS NULL OR original_minor > 0);
                ALTER TABLE tx ADD COLUMN original_currency TEXT
                    CHECK ((original_currency IS NULL) = (original_minor IS NULL) AND
                           (original_currency IS NULL OR length(original_currency) = 3));
                CREATE TABLE exchange_rate (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    currency TEXT NOT NULL CHECK (length(currency) = 3),
                    on_date TEXT NOT NULL,
                    rate TEXT NOT NULL,
                    UNIQUE (currency, on_date)
                );
                """)
        try JournalTriggers.create(db)
    }
}
