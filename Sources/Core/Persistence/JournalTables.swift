/// The one list of what the change journal records: every user table of the schema is either
/// journaled (its rows' changes are recorded by triggers and replayed by undo and redo) or
/// excluded with the reason. `JournalTablesTests` fails when a table is in neither list, so a
/// new table cannot be forgotten: add it here and recreate the triggers (`JournalTriggers.create`).
public enum JournalTables {
    /// A table whose row changes are recorded. `derivedColumns` are kept by other triggers from
    /// the rows below them: they are stored in the images (for the record) but never replayed;
    /// replaying the base rows lets those triggers recompute them. Example: undoing a `tx add` of
    /// 82.40 on Groceries deletes the `tx` row; the aggregate trigger takes 82.40 off
    /// `budget_line.consumed_cents` as it did when the row was added.
    public struct Journaled: Sendable {
        public let name: String
        public let derivedColumns: Set<String>
        /// What one row is called in summaries ("1 transaction removed").
        public let singular: String
        public let plural: String
    }

    public static let journaled: [Journaled] = [
        Journaled(
            name: "account", derivedColumns: ["tx_sum_cents", "checked_sum_cents", "transfer_sum_cents"], singular: "account",
            plural: "accounts"),
        Journaled(name: "settings", derivedColumns: [], singular: "setting", plural: "settings"),
        Journaled(name: "savings_goal", derivedColumns: [], singular: "goal", plural: "goals"),
        Journaled(name: "template", derivedColumns: [], singular: "template", plural: "templates"),
        Journaled(name: "template_line", derivedColumns: [], singular: "template line", plural: "template lines"),
        Journaled(
            name: "budget",
            derivedColumns: [
                "month_delta_cents", "free_income_cents", "free_expense_cents", "free_saving_cents", "free_checked_income_cents",
                "free_checked_expense_cents", "free_checked_saving_cents", "checked_tx_count",
            ],
            singular: "budget", plural: "budgets"),
        Journaled(name: "budget_line", derivedColumns: ["consumed_cents", "checked_cents"], singular: "line", plural: "lines"),
        Journaled(name: "tx", derivedColumns: [], singular: "transaction", plural: "transactions"),
        Journaled(name: "transfer", derivedColumns: [], singular: "transfer", plural: "transfers"),
        Journaled(
            name: "transfer_movement", derivedColumns: [], singular: "paired bank movement", plural: "paired bank movements"),
        Journaled(name: "roundup_move", derivedColumns: [], singular: "round-up move", plural: "round-up moves"),
        Journaled(name: "planned_withdrawal", derivedColumns: [], singular: "planned withdrawal", plural: "planned withdrawals"),
        Journaled(name: "favourite", derivedColumns: [], singular: "favourite", plural: "favourites"),
        Journaled(name: "import_profile", derivedColumns: [], singular: "import profile", plural: "import profiles"),
        Journaled(name: "import_rule", derivedColumns: [], singular: "rule", plural: "rules"),
        Journaled(name: "notification_pattern", derivedColumns: [], singular: "pattern", plural: "patterns"),
        Journaled(name: "exchange_rate", derivedColumns: [], singular: "exchange rate", plural: "exchange rates"),
    ]

    /// Tables never journaled, with why.
    public static let excluded: [String: String] = [
        "report_category_total": "derived: kept by the tx triggers",
        "report_line_total": "derived: kept by the tx triggers",
        "account_day": "derived: each account's transactions summed per day, kept by the tx triggers",
        "journal_unit": "the journal itself",
        "journal_change": "the journal itself",
        "journal_state": "the journal's own settings",
        "journal_layout": "the journal's own record of its images' columns",
        "grdb_migrations": "schema bookkeeping",
        "sync_state": "this machine's place in the household's shared log",
        "sync_row": "the global ids of rows, for sync",
        "sync_outbox": "changes queued for the household's server",
        "sync_merged": "which rows other devices' changes set, for undo",
        "sync_stamp": "when each synced column was written and which rows were removed, for the merge",
        "sync_own": "this device's edits sent but not yet placed in the log's order, for the merge",
        "sync_note": "what syncs said of their merges, for `changes`",
        "sync_device": "the last entry applied of each other device, to notice one the server dropped",
        "sqlite_sequence": "SQLite bookkeeping (ids are never reused, undone or not)",
        "tx_search": "derived: the search index of tx, kept by the tx triggers",
        "tx_search_terms": "derived: a view of the search index's terms",
        "tx_search_data": "derived: the search index's own storage",
        "tx_search_idx": "derived: the search index's own storage",
        "tx_search_config": "derived: the search index's own storage",
    ]

    public static func table(_ name: String) -> Journaled? { journaled.first { $0.name == name } }
}
