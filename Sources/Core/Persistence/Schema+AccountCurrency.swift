import GRDB

/// Accounts of their own currency: `account.currency` (NULL: the budget's) says which; a
/// transaction in such an account keeps what the account moved (`tx.account_minor`, in the
/// account's minor units; its amount stays the budget's money), and a transfer between accounts
/// of two currencies keeps what arrived (`transfer.received_minor`, in the receiving account's).
/// The balance triggers then sum each account in its own currency.
extension Schema {
    /// Adds the two columns (NULL for every row already there: nothing is rewritten, every
    /// account is in the budget's currency so far) and makes the balance triggers read them.
    static func addAccountCurrency(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE tx ADD COLUMN account_minor INTEGER CHECK (account_minor IS NULL OR account_minor > 0);
                ALTER TABLE transfer ADD COLUMN received_minor INTEGER CHECK (received_minor IS NULL OR received_minor > 0);
                """)
        try AccountBalanceTriggers.recreateInAccountCurrency(db)
        try AccountDayTriggers.recreateInAccountCurrency(db)
        try JournalTriggers.create(db)
    }
}
