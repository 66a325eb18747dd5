import GRDB

extension Schema {
    /// `sync_state.household_key`: the key of an encrypted household (32 bytes, made from its
    /// passphrase at `sync init --encrypt` or `sync join`), so later syncs need no passphrase;
    /// NULL for a household whose server holds the entries in clear.
    static func addHouseholdKey(_ db: Database) throws {
        try db.execute(sql: "ALTER TABLE sync_state ADD COLUMN household_key BLOB")
    }
}
