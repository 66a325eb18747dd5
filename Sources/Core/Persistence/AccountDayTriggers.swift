import GRDB

/// Keeps `account_day` (an account's transactions' effects summed per day) in step with `tx`.
/// A balance on day D is the kept balance less the day sums after D (`AccountFormulas.balance(_:less:)`).
/// Example: Main holds Salary 6'500 on 11-01 and Coop 40 on 11-25 → rows (Main, 11-01, +6'500),
/// (Main, 11-25, −40); the balance on 11-20 subtracts only the 11-25 row.
public enum AccountDayTriggers {
    /// The name of the insert trigger a bulk insert of `tx` sets aside (`TransactionTriggerSums`).
    static let transactionInsert = "tx_account_day_insert"

    /// Adds a row's effect to its day; a day whose sum comes to 0 keeps no row (so undoing an
    /// import leaves the table as it was).
    private static func add(_ row: String, _ sign: String, _ effect: (String) -> String) -> String {
        """
        INSERT INTO account_day (account_id, date, tx_cents) VALUES (\(row).account_id, \(row).date, \(sign)\(effect(row)))
        ON CONFLICT (account_id, date) DO UPDATE SET tx_cents = tx_cents + excluded.tx_cents;
        DELETE FROM account_day WHERE account_id = \(row).account_id AND date = \(row).date AND tx_cents = 0;
        """
    }

    /// The triggers as `v19-account-days` made them: every amount in the budget's currency.
    static func createInBudgetCurrency(_ db: Database) throws {
        try create(db, effect: AccountBalanceTriggers.signedBudgetAmount, updateOf: "")
    }

    /// The triggers in each account's own currency (`v27-account-currency`), in place of the first ones.
    static func recreateInAccountCurrency(_ db: Database) throws {
        try db.execute(
            sql: "DROP TRIGGER \(transactionInsert); DROP TRIGGER tx_account_day_delete; DROP TRIGGER tx_account_day_update;")
        try create(db, effect: AccountBalanceTriggers.signed, updateOf: ", account_minor")
    }

    private static func create(_ db: Database, effect: (String) -> String, updateOf: String) throws {
        try db.execute(
            sql: """
                CREATE TRIGGER \(transactionInsert) AFTER INSERT ON tx
                BEGIN \(add("NEW", "", effect)) END;
                CREATE TRIGGER tx_account_day_delete AFTER DELETE ON tx
                BEGIN \(add("OLD", "-", effect)) END;
                CREATE TRIGGER tx_account_day_update AFTER UPDATE OF amount_cents, kind, account_id, date\(updateOf) ON tx
                BEGIN \(add("OLD", "-", effect)) \(add("NEW", "", effect)) END;
                """)
    }

    /// Adds the day sums of the rows inserted after `id` with the trigger set aside (a bulk insert), in one statement.
    static func addInserted(_ db: Database, after id: Int64) throws {
        try db.execute(
            sql: """
                INSERT INTO account_day (account_id, date, tx_cents)
                SELECT account_id, date, sum(\(AccountBalanceTriggers.signed("tx"))) FROM tx WHERE id > ? GROUP BY account_id, date
                ON CONFLICT (account_id, date) DO UPDATE SET tx_cents = tx_cents + excluded.tx_cents;
                DELETE FROM account_day WHERE tx_cents = 0;
                """, arguments: [id])
    }
}
