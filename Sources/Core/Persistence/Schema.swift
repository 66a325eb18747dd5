import GRDB

/// pulpe's schema as named, forward-only migrations. Never edit a shipped migration: add one.
enum Schema {
    /// Marks a file as pulpe's (`PRAGMA application_id`), so foreign SQLite files are refused.
    static let applicationID: Int32 = 0x5055_4C50  // "PULP"

    /// The number of migrations this build knows; stored in `PRAGMA user_version`.
    static var version: Int { migrationNames.count }

    static var migrationNames: [String] { migrations.map(\.name) }

    /// Every migration in order, under the name recorded in `grdb_migrations` once applied.
    static let migrations: [(name: String, apply: @Sendable (Database) throws -> Void)] = [
        ("v1-initial", createInitialTables),
        ("v2-roundups", createRoundupMoves),
        ("v3-planned-withdrawals", createPlannedWithdrawals),
        ("v4-month-delta-triggers", MonthDeltaTriggers.create),
        ("v5-report-aggregates", createReportAggregates),
        ("v6-checked-sums", CheckedSumTriggers.create),
        ("v7-favourites", createFavourites),
        ("v8-import", createImportTables),
        ("v9-journal", createJournal),
        ("v10-sync", createSync),
        ("v11-partial-tx-indexes", narrowTransactionIndexes),
        ("v12-import-keys-and-profiles", rekeyImportedRows),
        ("v13-bank-text", addBankText),
        ("v14-compact-journal", compactJournal),
        ("v15-search-index", createSearchIndex),
        ("v16-accounts", addAccounts),
        ("v17-splits", addSplits),
        ("v18-transfer-movements", addTransferMovements),
        ("v19-account-days", addAccountDays),
        ("v23-currency-settings", addCurrencySettings),
        ("v24-foreign-amounts", addForeignAmounts),
        ("v25-transaction-source", addTransactionSource),
        ("v27-account-currency", addAccountCurrency),
        ("v28-sync-row-lookup", coverSyncRowLookup),
        ("v29-household-key", addHouseholdKey),
        ("v30-sync-stamps", addSyncStamps),
        ("v31-sync-merged-own", addSyncMergedOwn),
        ("v32-short-import-keys", shortenImportKeys),
    ]

    /// The indexes of a transaction's optional references hold only the rows that have one: a
    /// plain `tx add` then writes three index pages fewer per commit (most transactions have no
    /// goal, planned withdrawal or category), and every query that looks one up (`source_goal_id = ?`,
    /// a category filter, the foreign keys' SET NULL) still reads by index, since an equality
    /// implies IS NOT NULL.
    private static func narrowTransactionIndexes(_ db: Database) throws {
        try db.execute(
            sql: """
                DROP INDEX tx_by_source_goal;
                CREATE INDEX tx_by_source_goal ON tx(source_goal_id) WHERE source_goal_id IS NOT NULL;
                DROP INDEX tx_by_planned_withdrawal;
                CREATE INDEX tx_by_planned_withdrawal ON tx(planned_withdrawal_id) WHERE planned_withdrawal_id IS NOT NULL;
                DROP INDEX tx_by_category;
                CREATE INDEX tx_by_category ON tx(search_category, date) WHERE search_category IS NOT NULL;
                """)
    }

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for migration in migrations { migrator.registerMigration(migration.name, migrate: migration.apply) }
        return migrator
    }

    private static func createInitialTables(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE settings (
                    id INTEGER PRIMARY KEY CHECK (id = 1),
                    pay_day INTEGER NOT NULL DEFAULT 1,
                    currency TEXT NOT NULL DEFAULT 'CHF'
                );
                INSERT INTO settings (id) VALUES (1);

                CREATE TABLE savings_goal (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    name TEXT NOT NULL,
                    name_key TEXT NOT NULL UNIQUE,
                    target_cents INTEGER,
                    target_date TEXT,
                    start_date TEXT,
                    initial_cents INTEGER NOT NULL DEFAULT 0,
                    status TEXT NOT NULL DEFAULT 'active',
                    created_on TEXT NOT NULL
                );

                CREATE TABLE template (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    name TEXT NOT NULL,
                    name_key TEXT NOT NULL UNIQUE,
                    description TEXT,
                    is_default INTEGER NOT NULL DEFAULT 0
                );

                CREATE TABLE template_line (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    template_id INTEGER NOT NULL REFERENCES template(id) ON DELETE CASCADE,
                    name TEXT NOT NULL,
                    name_key TEXT NOT NULL,
                    amount_cents INTEGER NOT NULL,
                    kind TEXT NOT NULL,
                    recurrence TEXT NOT NULL DEFAULT 'fixed',
                    savings_goal_id INTEGER REFERENCES savings_goal(id) ON DELETE SET NULL,
                    UNIQUE (template_id, name_key)
                );
                CREATE INDEX template_line_by_goal ON template_line(savings_goal_id);

                CREATE TABLE budget (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    month TEXT NOT NULL UNIQUE,
                    description TEXT,
                    template_id INTEGER REFERENCES template(id) ON DELETE RESTRICT,
                    month_delta_cents INTEGER NOT NULL DEFAULT 0,
                    free_income_cents INTEGER NOT NULL DEFAULT 0,
                    free_expense_cents INTEGER NOT NULL DEFAULT 0,
                    free_saving_cents INTEGER NOT NULL DEFAULT 0
                );
                CREATE INDEX budget_by_template ON budget(template_id);

                CREATE TABLE budget_line (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    budget_id INTEGER NOT NULL REFERENCES budget(id) ON DELETE CASCADE,
                    template_line_id INTEGER REFERENCES template_line(id) ON DELETE SET NULL,
                    savings_goal_id INTEGER REFERENCES savings_goal(id) ON DELETE SET NULL,
                    name TEXT NOT NULL,
                    name_key TEXT NOT NULL,
                    amount_cents INTEGER NOT NULL,
                    kind TEXT NOT NULL,
                    recurrence TEXT NOT NULL DEFAULT 'fixed',
                    is_manually_adjusted INTEGER NOT NULL DEFAULT 0,
                    checked_at TEXT,
                    spread_group TEXT,
                    consumed_cents INTEGER NOT NULL DEFAULT 0,
                    UNIQUE (budget_id, name_key)
                );
                CREATE INDEX budget_line_by_template_line ON budget_line(template_line_id);
                CREATE INDEX budget_line_by_goal ON budget_line(savings_goal_id);
                CREATE INDEX budget_line_by_spread ON budget_line(spread_group);

                CREATE TABLE tx (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    budget_id INTEGER NOT NULL REFERENCES budget(id) ON DELETE CASCADE,
                    budget_line_id INTEGER REFERENCES budget_line(id) ON DELETE SET NULL,
                    name TEXT NOT NULL,
                    name_key TEXT NOT NULL,
                    amount_cents INTEGER NOT NULL,
                    kind TEXT NOT NULL,
                    date TEXT NOT NULL,
                    category TEXT,
                    checked_at TEXT,
                    source_goal_id INTEGER REFERENCES savings_goal(id) ON DELETE SET NULL
                );
                CREATE INDEX tx_by_budget ON tx(budget_id, date);
                CREATE INDEX tx_by_line ON tx(budget_line_id);
                CREATE INDEX tx_by_source_goal ON tx(source_goal_id);
                """)
        try createAggregateTriggers(db)
    }

    /// The weeks whose round-ups were moved into a goal, so a week is never moved twice.
    /// Removing the line (or its budget) forgets the move, so the week can be moved again.
    private static func createRoundupMoves(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE roundup_move (
                    week TEXT PRIMARY KEY,
                    goal_id INTEGER REFERENCES savings_goal(id) ON DELETE SET NULL,
                    line_id INTEGER NOT NULL REFERENCES budget_line(id) ON DELETE CASCADE,
                    unit INTEGER NOT NULL,
                    amount_cents INTEGER NOT NULL,
                    moved_at TEXT NOT NULL
                );
                CREATE INDEX roundup_move_by_line ON roundup_move(line_id);
                """)
    }

    /// Money the user plans to take out of a goal in a month, and the link from a real
    /// withdrawal (a free income drawn from the goal) to the planned one it realizes.
    /// Deleting the goal deletes its planned withdrawals; deleting one unlinks its real ones.
    private static func createPlannedWithdrawals(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE planned_withdrawal (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    goal_id INTEGER NOT NULL REFERENCES savings_goal(id) ON DELETE CASCADE,
                    month TEXT NOT NULL,
                    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
                    created_on TEXT NOT NULL
                );
                CREATE INDEX planned_withdrawal_by_goal ON planned_withdrawal(goal_id, month);
                ALTER TABLE tx ADD COLUMN planned_withdrawal_id INTEGER REFERENCES planned_withdrawal(id) ON DELETE SET NULL;
                CREATE INDEX tx_by_planned_withdrawal ON tx(planned_withdrawal_id);
                """)
    }

    /// Keeps `budget_line.consumed_cents` and the budget's free sums in step with `tx`, so
    /// month figures are read from ~40 lines instead of every transaction; and refuses an
    /// allocation to a line of another budget or kind even if the service check were bypassed.
    private static func createAggregateTriggers(_ db: Database) throws {
        let freeDelta = { (row: String, sign: String) in
            """
            UPDATE budget SET
                free_income_cents = free_income_cents \(sign) (CASE WHEN \(row).kind = 'income' THEN \(row).amount_cents ELSE 0 END),
                free_expense_cents = free_expense_cents \(sign) (CASE WHEN \(row).kind = 'expense' THEN \(row).amount_cents ELSE 0 END),
                free_saving_cents = free_saving_cents \(sign) (CASE WHEN \(row).kind = 'saving' THEN \(row).amount_cents ELSE 0 END)
            WHERE id = \(row).budget_id AND \(row).budget_line_id IS NULL;
            UPDATE budget_line SET consumed_cents = consumed_cents \(sign) \(row).amount_cents
            WHERE id = \(row).budget_line_id;
            """
        }
        let allocationCheck = """
            SELECT RAISE(ABORT, 'a transaction must be allocated to a line of the same budget and kind')
            WHERE NOT EXISTS (SELECT 1 FROM budget_line
                              WHERE id = NEW.budget_line_id AND budget_id = NEW.budget_id AND kind = NEW.kind);
            """
        try db.execute(
            sql: """
                CREATE TRIGGER tx_check_insert BEFORE INSERT ON tx WHEN NEW.budget_line_id IS NOT NULL
                BEGIN \(allocationCheck) END;
                CREATE TRIGGER tx_check_update BEFORE UPDATE ON tx WHEN NEW.budget_line_id IS NOT NULL
                BEGIN \(allocationCheck) END;
                CREATE TRIGGER tx_aggregate_insert AFTER INSERT ON tx
                BEGIN \(freeDelta("NEW", "+")) END;
                CREATE TRIGGER tx_aggregate_delete AFTER DELETE ON tx
                BEGIN \(freeDelta("OLD", "-")) END;
                CREATE TRIGGER tx_aggregate_update AFTER UPDATE OF amount_cents, kind, budget_id, budget_line_id ON tx
                BEGIN \(freeDelta("OLD", "-")) \(freeDelta("NEW", "+")) END;
                """)
    }
}
