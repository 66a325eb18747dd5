import GRDB

/// Accounts: where the money is. Every transaction belongs to one (`tx.account_id`); a database
/// made before gets one account, "Main" (id 1, opening 0), holding every transaction it has.
extension Schema {
    /// The account every database starts with, and the one rows from an earlier release belong to.
    static let mainAccountID: Int64 = 1

    /// Creates `account` and `transfer`, gives `tx` its account and `settings` the default one
    /// and where the first budget's rollover starts (`zero`, or the accounts' openings),
    /// and fills the kept sums from the rows already there. `tx.account_id` defaults to Main, so
    /// the rows already stored are Main's without being rewritten (SQLite reads a column added
    /// with a constant default from the schema); the migration runs with foreign keys off (GRDB
    /// checks them at its end), which is what lets a column with a reference have that default.
    static func addAccounts(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE account (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    name TEXT NOT NULL,
                    name_key TEXT NOT NULL UNIQUE,
                    kind TEXT NOT NULL DEFAULT 'checking' CHECK (kind IN ('checking', 'savings', 'card', 'cash')),
                    number TEXT,
                    currency TEXT,
                    opening_cents INTEGER NOT NULL DEFAULT 0,
                    opening_date TEXT,
                    closed_on TEXT,
                    reconciled_on TEXT,
                    reconciled_cents INTEGER,
                    tx_sum_cents INTEGER NOT NULL DEFAULT 0,
                    checked_sum_cents INTEGER NOT NULL DEFAULT 0,
                    transfer_sum_cents INTEGER NOT NULL DEFAULT 0
                );
                CREATE UNIQUE INDEX account_by_number ON account(number) WHERE number IS NOT NULL;
                INSERT INTO account (id, name, name_key) VALUES (\(mainAccountID), 'Main', 'main');
                ALTER TABLE tx ADD COLUMN account_id INTEGER NOT NULL DEFAULT \(mainAccountID) REFERENCES account(id);
                CREATE INDEX tx_by_account ON tx(account_id, date);
                ALTER TABLE settings ADD COLUMN default_account_id INTEGER NOT NULL DEFAULT \(mainAccountID) REFERENCES account(id);
                ALTER TABLE settings ADD COLUMN starting_balance TEXT NOT NULL DEFAULT 'zero' CHECK (starting_balance IN ('zero', 'accounts'));
                CREATE TABLE transfer (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    from_account_id INTEGER NOT NULL REFERENCES account(id),
                    to_account_id INTEGER NOT NULL REFERENCES account(id),
                    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
                    date TEXT NOT NULL,
                    note TEXT,
                    tx_id INTEGER UNIQUE REFERENCES tx(id) ON DELETE CASCADE,
                    CHECK (from_account_id <> to_account_id)
                );
                CREATE INDEX transfer_by_from ON transfer(from_account_id, date);
                CREATE INDEX transfer_by_to ON transfer(to_account_id, date);
                UPDATE account SET
                    tx_sum_cents = coalesce((SELECT sum(\(AccountBalanceTriggers.signedBudgetAmount("tx"))) FROM tx), 0),
                    checked_sum_cents = coalesce(
                        (SELECT sum(\(AccountBalanceTriggers.signedBudgetAmount("tx"))) FROM tx WHERE checked_at IS NOT NULL), 0);
                """)
        try AccountBalanceTriggers.createInBudgetCurrency(db)
        try JournalTriggers.create(db)
    }
}
