import GRDB

/// Keeps each account's sums current as transactions and transfers change, so `account list`
/// reads one row per account, never the transactions: `tx_sum_cents` (every transaction, income
/// in, expense and saving out), `checked_sum_cents` (the checked ones) and `transfer_sum_cents`
/// (transfers in less transfers out). An account's balance is `opening + tx_sum + transfer_sum`
/// (`AccountFormulas.balance`).
/// Example: opening 1'000, Salary 6'500 in, Rent 1'800 out, 500 moved to Savings → 5'200.
///
/// Every sum is in the account's own currency: a transaction moves its account by `account_minor`
/// when the account holds another currency than the budget (else by its amount), and a transfer
/// adds `received_minor` to the account it goes to when the two accounts' currencies differ.
/// Example: a USD account, Lunch USD 12.50 recorded as CHF 11.02 → the account moves −12.50.
///
/// A transfer that realizes a saving line (`transfer.tx_id`) leaves its account through that
/// saving transaction, so the transfer itself only adds to the account it goes to.
public enum AccountBalanceTriggers {
    /// A transaction's effect on its account's balance, in the account's currency, from a `tx` row
    /// alias (`NEW`, `OLD`, `tx`).
    public static func signed(_ row: String) -> String {
        "(CASE WHEN \(row).kind = 'income' THEN coalesce(\(row).account_minor, \(row).amount_cents) "
            + "ELSE -coalesce(\(row).account_minor, \(row).amount_cents) END)"
    }

    /// What a transfer adds to the account it goes to, in that account's currency, from a `transfer` row alias.
    public static func received(_ row: String) -> String {
        "coalesce(\(row).received_minor, \(row).amount_cents)"
    }

    /// The effect as the migrations before accounts of their own currency wrote it (`amount_cents`
    /// alone): what `Schema.addAccounts` and `Schema.addAccountDays` ran, kept as they shipped.
    static func signedBudgetAmount(_ row: String) -> String {
        "(CASE WHEN \(row).kind = 'income' THEN \(row).amount_cents ELSE -\(row).amount_cents END)"
    }

    /// The name of the insert trigger a bulk insert of `tx` sets aside (`TransactionTriggerSums`).
    static let transactionInsert = "tx_account_insert"

    private static func transaction(_ row: String, _ sign: String, _ effect: (String) -> String) -> String {
        """
        UPDATE account SET tx_sum_cents = tx_sum_cents \(sign) \(effect(row)),
            checked_sum_cents = checked_sum_cents \(sign) (CASE WHEN \(row).checked_at IS NULL THEN 0 ELSE \(effect(row)) END)
        WHERE id = \(row).account_id;
        """
    }

    private static func transfer(_ row: String, _ sign: String, _ received: (String) -> String) -> String {
        """
        UPDATE account SET transfer_sum_cents = transfer_sum_cents \(sign) \(received(row)) WHERE id = \(row).to_account_id;
        UPDATE account SET transfer_sum_cents = transfer_sum_cents \(sign) (-\(row).amount_cents)
        WHERE id = \(row).from_account_id AND \(row).tx_id IS NULL;
        """
    }

    /// The triggers as `v16-accounts` made them: every amount in the budget's currency.
    static func createInBudgetCurrency(_ db: Database) throws {
        try create(db, effect: signedBudgetAmount, received: { "\($0).amount_cents" }, updateOf: ("", ""))
    }

    /// The triggers in each account's own currency (`v27-account-currency`), in place of the first ones.
    static func recreateInAccountCurrency(_ db: Database) throws {
        try db.execute(
            sql: """
                DROP TRIGGER \(transactionInsert); DROP TRIGGER tx_account_delete; DROP TRIGGER tx_account_update;
                DROP TRIGGER transfer_account_insert; DROP TRIGGER transfer_account_delete; DROP TRIGGER transfer_account_update;
                """)
        try create(db, effect: signed, received: received, updateOf: (", account_minor", ", received_minor"))
    }

    private static func create(
        _ db: Database, effect: (String) -> String, received: (String) -> String, updateOf: (tx: String, transfer: String)
    ) throws {
        try db.execute(
            sql: """
                CREATE TRIGGER \(transactionInsert) AFTER INSERT ON tx
                BEGIN \(transaction("NEW", "+", effect)) END;
                CREATE TRIGGER tx_account_delete AFTER DELETE ON tx
                BEGIN \(transaction("OLD", "-", effect)) END;
                CREATE TRIGGER tx_account_update AFTER UPDATE OF amount_cents, kind, account_id, checked_at\(updateOf.tx) ON tx
                BEGIN \(transaction("OLD", "-", effect)) \(transaction("NEW", "+", effect)) END;
                CREATE TRIGGER transfer_account_insert AFTER INSERT ON transfer
                BEGIN \(transfer("NEW", "+", received)) END;
                CREATE TRIGGER transfer_account_delete AFTER DELETE ON transfer
                BEGIN \(transfer("OLD", "-", received)) END;
                CREATE TRIGGER transfer_account_update AFTER UPDATE OF amount_cents, from_account_id, to_account_id, tx_id\(updateOf.transfer) ON transfer
                BEGIN \(transfer("OLD", "-", received)) \(transfer("NEW", "+", received)) END;
                """)
    }
}
