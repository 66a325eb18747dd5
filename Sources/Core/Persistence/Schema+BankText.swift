import GRDB

/// What the bank said about an imported movement, kept beside what the user made of it.
extension Schema {
    /// `tx.bank_reference` is the bank's own reference (camt AcctSvcrRef/NtryRef, OFX FITID, an
    /// MT940 `:61:` reference), `tx.bank_text` the words the file gave (payee, memo, remittance
    /// information) when they differ from the row's name (a rule renamed it, a memo says more), or
    /// empty when they are the name (not stored twice; a rename then keeps them here), and
    /// `tx.search_bank` the search key of both, so `tx list --search` finds a transaction by them.
    /// Rows typed by hand have none of the three; rows imported before this migration keep theirs
    /// unknown (NULL: a rename stores nothing; their files may be imported again, the import keys
    /// find them and nothing is added twice).
    /// Example: a camt entry `Ustrd` "Rechnung 4711 Swisscom", renamed "Phone" by a rule, is found
    /// by `tx list --search 4711`.
    static func addBankText(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE tx ADD COLUMN bank_reference TEXT;
                ALTER TABLE tx ADD COLUMN bank_text TEXT;
                ALTER TABLE tx ADD COLUMN search_bank TEXT;
                """)
        try NamedImageJournalTriggers.create(db)
    }
}
