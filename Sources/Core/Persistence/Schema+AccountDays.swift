import GRDB

/// Each account's transactions summed per day, kept by triggers, so a balance on a day reads the
/// kept total less a few hundred day rows instead of every transaction dated after it.
extension Schema {
    /// Creates `account_day` (derived: never journaled) from the rows already there, and its triggers.
    static func addAccountDays(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE account_day (
                    account_id INTEGER NOT NULL,
                    date TEXT NOT NULL,
                    tx_cents INTEGER NOT NULL,
                    PRIMARY KEY (account_id, date)
                ) WITHOUT ROWID;
                INSERT INTO account_day (account_id, date, tx_cents)
                SELECT account_id, date, sum(\(AccountBalanceTriggers.signedBudgetAmount("tx"))) FROM tx GROUP BY account_id, date
                HAVING sum(\(AccountBalanceTriggers.signedBudgetAmount("tx"))) <> 0;
                """)
        try AccountDayTriggers.createInBudgetCurrency(db)
    }
}
