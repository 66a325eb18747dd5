import DomainKit
import GRDB
import Model
import Persistence
import Shared

/// Owns budgets: creation from templates, the list with its rollover chain, details, deletion.
public actor BudgetService: ServiceActor {
    private let database: AppDatabase

    public init(database: AppDatabase) { self.database = database }

    /// Creates the budget of `month`, copying the lines of `templateID`, else of the default
    /// template, else empty.
    public func create(month: YearMonth, description: String? = nil, templateID: Int64? = nil) throws -> Budget {
        let description = try Validation.description(description)
        return try database.write { db in
            if let templateID, try TemplateService.find(db, "#\(templateID)") == nil {
                throw DomainError.noTemplateID(templateID)
            }
            let template = try templateID ?? Int64.fetchOne(db, sql: "SELECT id FROM template WHERE is_default = 1")
            let payDay = try SettingsService.settings(db).payDay
            return try BudgetGeneration.insertBudget(db, month: month, description: description, templateID: template, payDay: payDay)
        }
    }

    /// Sets the month's description (a note shown by `budget show`); empty text clears it.
    public func setDescription(month: YearMonth, _ raw: String) throws -> Budget {
        let description = try Validation.description(raw)
        return try database.write { db in
            guard let budget = try BudgetQueries.budget(db, month: month) else {
                throw DomainError.noBudget(month)
            }
            try BudgetWriter.setDescription(db, id: budget.id, description)
            return try BudgetQueries.budget(db, id: budget.id).required("budget", id: budget.id)
        }
    }

    public func budget(for month: YearMonth) throws -> Budget? {
        try database.read { try BudgetQueries.budget($0, month: month) }
    }

    public func budget(id: Int64) throws -> Budget? {
        try database.read { try BudgetQueries.budget($0, id: id) }
    }

    /// The months that have a budget, in period order.
    public func months() throws -> [YearMonth] {
        try database.read { db in
            try String.fetchAll(db, sql: "SELECT month FROM budget ORDER BY month").compactMap(YearMonth.parse)
        }
    }

    /// Every budget in period order with its totals and rollover; reads lines and the
    /// maintained aggregates only, never the transactions.
    public func summaries() throws -> [BudgetSummary] {
        try database.read { db in
            let budgets = try Row.fetchAll(
                db,
                sql: """
                    SELECT \(Selection.budget), free_income_cents AS free_income, free_expense_cents AS free_expense,
                           free_saving_cents AS free_saving
                    FROM budget ORDER BY month
                    """)
            var envelopes: [Int64: [Envelope]] = [:]
            // A cursor reads each line in place (a copied row would look its columns up by name, one by one).
            let lines = try Row.fetchCursor(db, sql: "SELECT budget_id, kind, amount_cents, consumed_cents FROM budget_line")
            while let row = try lines.next() {
                let budgetID: Int64 = row["budget_id"]
                envelopes[budgetID, default: []].append(
                    EnvelopeRow.envelope(kind: row["kind"], amount: row["amount_cents"], consumed: row["consumed_cents"]))
            }
            let decoded = try budgets.map(Budget.init(row:))
            let rollovers = RolloverFormulas.rollovers(monthDeltas: decoded.map(\.monthDelta), start: try BudgetQueries.start(db))
            return zip(zip(decoded, budgets), rollovers).map { pair, rollover in
                let (budget, row) = pair
                let free = KindSums(
                    income: Money(cents: row["free_income"]), expense: Money(cents: row["free_expense"]),
                    saving: Money(cents: row["free_saving"]))
                let totals = BudgetFormulas.totals(envelopes: envelopes[budget.id] ?? [], free: free)
                return BudgetSummary(budget: budget, totals: totals, rollover: rollover)
            }
        }
    }

    /// The budget of `month` with its lines, transactions and figures, or nil.
    public func details(month: YearMonth) throws -> BudgetDetails? {
        try database.read { db in
            guard let budget = try BudgetQueries.budget(db, month: month) else { return nil }
            let payDay = try SettingsService.settings(db).payDay
            return BudgetDetails(
                budget: budget,
                lines: try BudgetQueries.lines(db, budgetID: budget.id),
                transactions: try BudgetQueries.transactions(db, budgetID: budget.id),
                rollover: try BudgetQueries.rollover(db, before: month),
                period: PeriodFormulas.period(of: month, payDay: payDay)
            )
        }
    }

    /// Deletes the budget of `month` with its lines and transactions, and says what went with it.
    @discardableResult
    public func delete(month: YearMonth) throws -> (budget: Budget, removed: BudgetContents) {
        try database.write { db in
            let budget = try BudgetQueries.existingBudget(db, month: month)
            let removed = try Self.contents(db, budgetID: budget.id)
            try BudgetWriter.delete(db, id: budget.id)
            return (budget, removed)
        }
    }

    /// What deleting the budget of `month` would take with it (asked before deleting); nil without one.
    public func contents(month: YearMonth) throws -> BudgetContents? {
        try database.read { db in
            guard let budget = try BudgetQueries.budget(db, month: month) else { return nil }
            return try Self.contents(db, budgetID: budget.id)
        }
    }

    private static func contents(_ db: Database, budgetID: Int64) throws -> BudgetContents {
        let counts = try Row.fetchOne(
            db,
            sql: """
                SELECT (SELECT count(*) FROM budget_line WHERE budget_id = ?1),
                    (SELECT count(*) FROM tx WHERE budget_id = ?1),
                    (SELECT count(*) FROM tx WHERE budget_id = ?1 AND checked_at IS NOT NULL),
                    (SELECT count(*) FROM transfer WHERE tx_id IN (SELECT id FROM tx WHERE budget_id = ?1))
                """, arguments: [budgetID])
        let accounts = try String.fetchAll(
            db,
            sql: """
                SELECT name FROM account WHERE id IN (
                    SELECT account_id FROM tx WHERE budget_id = ?1
                    UNION SELECT from_account_id FROM transfer WHERE tx_id IN (SELECT id FROM tx WHERE budget_id = ?1)
                    UNION SELECT to_account_id FROM transfer WHERE tx_id IN (SELECT id FROM tx WHERE budget_id = ?1))
                ORDER BY id
                """, arguments: [budgetID])
        return BudgetContents(
            lines: counts?[0] ?? 0, transactions: counts?[1] ?? 0, checked: counts?[2] ?? 0, transfers: counts?[3] ?? 0,
            accounts: accounts)
    }
}

extension BudgetService {
    /// The dashboard of `month` from the figures the database keeps (lines, free and checked
    /// sums, month deltas), the `latest` newest transactions and the first `unchecked` ones:
    /// a few dozen rows whatever the number of transactions; nil when the month has no budget.
    public func dashboard(month: YearMonth, latest: Int, unchecked: Int) throws -> MonthDashboard? {
        try database.read { db in
            guard let budget = try BudgetQueries.budget(db, month: month) else { return nil }
            let payDay = try SettingsService.settings(db).payDay
            let lines = try BudgetQueries.lines(db, budgetID: budget.id)
            var consumed: [Int64: Money] = [:]
            var checked = CheckedSums()
            let sums = try Row.fetchCursor(
                db.cachedStatement(sql: "SELECT id, kind, consumed_cents, checked_cents FROM budget_line WHERE budget_id = ?"),
                arguments: [budget.id])
            while let row = try sums.next() {
                let id: Int64 = row["id"]
                consumed[id] = Money(cents: row["consumed_cents"])
                if let kind = Kind(rawValue: row["kind"]) { checked.byLine[id, default: .zero][kind] = Money(cents: row["checked_cents"]) }
            }
            guard
                let row = try Row.fetchOne(
                    db.cachedStatement(
                        sql: """
                            SELECT free_income_cents, free_expense_cents, free_saving_cents, free_checked_income_cents,
                                   free_checked_expense_cents, free_checked_saving_cents, checked_tx_count,
                                   (SELECT count(*) FROM tx WHERE tx.budget_id = budget.id) AS tx_count
                            FROM budget WHERE id = ?
                            """), arguments: [budget.id])
            else { return nil }
            let free = KindSums(
                income: Money(cents: row["free_income_cents"]), expense: Money(cents: row["free_expense_cents"]),
                saving: Money(cents: row["free_saving_cents"]))
            checked.free = KindSums(
                income: Money(cents: row["free_checked_income_cents"]), expense: Money(cents: row["free_checked_expense_cents"]),
                saving: Money(cents: row["free_checked_saving_cents"]))
            checked.checkedCount = row["checked_tx_count"]
            checked.transactionCount = row["tx_count"]
            let newest = try Row.fetchAll(
                db.cachedStatement(sql: "SELECT \(Selection.transaction) FROM tx WHERE budget_id = ? ORDER BY date DESC, id DESC LIMIT ?"),
                arguments: [budget.id, latest]
            ).map(Transaction.init(row:))
            let open = try Row.fetchAll(
                db.cachedStatement(
                    sql: "SELECT \(Selection.transaction) FROM tx WHERE budget_id = ? AND checked_at IS NULL ORDER BY date, id LIMIT ?"),
                arguments: [budget.id, unchecked]
            ).map(Transaction.init(row:))
            return MonthDashboard(
                budget: budget, period: PeriodFormulas.period(of: month, payDay: payDay), lines: lines, consumed: consumed,
                free: free, checked: checked, rollover: try BudgetQueries.rollover(db, before: month), latest: newest,
                unchecked: open)
        }
    }
}
