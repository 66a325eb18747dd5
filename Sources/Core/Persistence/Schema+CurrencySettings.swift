import GRDB

extension Schema {
    /// `settings.max_transaction_cents`: the largest amount one transaction may have, in minor units,
    /// set by `settings set max-transaction`; NULL keeps the currency's default (about a million francs).
    /// `settings.locale`: the BCP 47 tag of `settings set locale` (`de-DE`); NULL follows the environment.
    static func addCurrencySettings(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE settings ADD COLUMN max_transaction_cents INTEGER
                    CHECK (max_transaction_cents IS NULL OR max_transaction_cents > 0);
                ALTER TABLE settings ADD COLUMN locale TEXT;
                """)
        try JournalTriggers.create(db)
    }
}
