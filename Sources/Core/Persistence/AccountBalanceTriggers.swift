import GRDB

/// Keeps each account's sums current as transactions and transfers change, so `account list`
/// reads one row per account, never the transactions: `tx_sum_cents` (every transaction, income
/// in, expense and saving out), `checked_sum_cents` (the checked ones) and `transfer_sum_cents`
/// (transfers in less transfers out). An account's balance is `opening + tx_sum + transfer_sum`
/// (`AccountFormulas.balance`).
/// Example: opening 1'000, Salary 6'500 in, Rent 1'800 out, 500 moved to Savings → 5'200.
///
/// A transfer that realizes a saving line (`transfer.tx_id`) leaves its account through that
/// saving transaction, so the transfer itself only adds to the account it goes to.
public enum AccountBalanceTriggers {
    /// A transaction's effect on its account's balance, from a `tx` row alias (`NEW`, `OLD`, `tx`).
    public static func signed(_ row: String) -> String {
        "(CASE WHEN \(row).kind = 'income' THEN \(row).amount_cents ELSE -\(row).amount_cents END)"
    }

    /// The name of the insert trigger a bulk insert of `tx` sets aside (`TransactionTriggerSums`).
    static let transactionInsert = "tx_account_insert"

    private static func transaction(_ row: String, _ sign: String) -> String {
        """
        UPDATE account SET tx_sum_cents = tx_sum_cents \(sign) \(signed(row)),
            checked_sum_cents = checked_sum_cents \(sign) (CASE WHEN \(row).checked_at IS NULL THEN 0 ELSE \(signed(row)) END)
        WHERE id = \(row).account_id;
        """
    }

    private static func transfer(_ row: String, _ sign: String) -> String {
        """
        UPDATE account SET transfer_sum_cents = transfer_sum_cents \(sign) \(row).amount_cents WHERE id = \(row).to_account_id;
        UPDATE account SET transfer_sum_cents = transfer_sum_cents \(sign) (-\(row).amount_cents)
        WHERE id = \(row).from_account_id AND \(row).tx_id IS NULL;
        """
    }

    static func create(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TRIGGER \(transactionInsert) AFTER INSERT ON tx
                BEGIN \(transaction("NEW", "+")) END;
                CREATE TRIGGER tx_account_delete AFTER DELETE ON tx
                BEGIN \(transaction("OLD", "-")) END;
                CREATE TRIGGER tx_account_update AFTER UPDATE OF amount_cents, kind, account_id, checked_at ON tx
                BEGIN \(transaction("OLD", "-")) \(transaction("NEW", "+")) END;
                CREATE TRIGGER transfer_account_insert AFTER INSERT ON transfer
                BEGIN \(transfer("NEW", "+")) END;
                CREATE TRIGGER transfer_account_delete AFTER DELETE ON transfer
                BEGIN \(transfer("OLD", "-")) END;
                CREATE TRIGGER transfer_account_update AFTER UPDATE OF amount_cents, from_account_id, to_account_id, tx_id ON transfer
                BEGIN \(transfer("OLD", "-")) \(transfer("NEW", "+")) END;
                """)
    }
}
