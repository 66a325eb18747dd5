import DomainKit
import GRDB
import Model
import Persistence
import Shared

/// Checks a pulpe file: SQLite's integrity and foreign-key checks, then every value pulpe keeps
/// instead of recomputing it (each line's consumption, each budget's free sums and month delta,
/// the search index) recomputed from the raw rows and compared with what is stored.
public struct DatabaseDoctor: Sendable {
    let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// Reads the whole file in one snapshot; one budget's rows in memory at a time.
    public func examine() throws -> DoctorReport {
        try database.read { db in
            guard !db.isInsideTransaction else { return try Self.examine(db) }
            var report = DoctorReport()
            try db.inTransaction(.deferred) {
                report = try Self.examine(db)
                return .commit
            }
            return report
        }
    }

    /// Cleans every stored text that holds a control or invisible character (`StoredText`), then
    /// writes again every key that differs from its text, then rebuilds the search index if it
    /// differs from its recount, in one write; returns both counts and whether it rebuilt.
    public func fix() throws -> (texts: Int, keys: Int, searchIndex: Bool) {
        try database.write { db in
            let texts = try StoredText.clean(db)
            let keys = try Self.rewriteKeys(db)
            return (texts, keys, try Self.rebuildSearchIndex(db))
        }
    }

    /// The room left unused inside the file's pages (SQLite's `dbstat`, one pass over them): rows
    /// rewritten shorter leave their pages part empty, which only `compact` packs again. A 1M file
    /// whose import keys were shortened in place holds 34 MB so, beside 23 MB of free pages; 0 when
    /// the SQLite library was built without `dbstat`.
    private static func unusedInPages(_ db: Database) throws -> Int {
        do {
            return try Int.fetchOne(db, sql: "SELECT IFNULL(sum(unused), 0) FROM dbstat WHERE aggregate = 1") ?? 0
        } catch let error as DatabaseError where error.message?.contains("no such table") == true {
            return 0
        }
    }

    private static func examine(_ db: Database) throws -> DoctorReport {
        var report = DoctorReport()
        for message in try String.fetchAll(db, sql: "PRAGMA integrity_check") where message != "ok" {
            report.problems.append(DoctorProblem(check: .integrity, message: "integrity: \(message)"))
        }
        for row in try Row.fetchAll(db, sql: "PRAGMA foreign_key_check") {
            let table: String = row[0]
            let id: Int64? = row[1]
            let parent: String = row[2]
            report.problems.append(
                DoctorProblem(
                    check: .foreignKey, table: table, id: id,
                    message: "\(table) #\(id.map(String.init) ?? "?") points to a missing \(parent) row"))
        }
        for (column, id, value) in try StoredText.offenders(db) {
            let shown = TerminalSafe.escaped(String(value.prefix(40)))
            report.problems.append(
                DoctorProblem(
                    check: .text, table: column.table, id: id,
                    message: "\(column.table) #\(id) \(column.column) '\(shown)' holds the character "
                        + "\(StoredText.firstRefused(in: value) ?? "?"), which must not reach a screen: `doctor --fix` cleans it"))
        }
        try examineKeys(db, into: &report)
        try examineAccounts(db, into: &report)
        try examineAccountDays(db, into: &report)
        try examineSearchIndex(db, into: &report)
        let budgets = try Row.fetchAll(
            db,
            sql: """
                SELECT id, month, free_income_cents, free_expense_cents, free_saving_cents, month_delta_cents
                FROM budget ORDER BY month
                """)
        for table in ["template_line", "budget_line", "tx", "favourite"] {
            let rows = try Row.fetchAll(
                db, sql: "SELECT id, kind FROM \(table) WHERE kind NOT IN ('income', 'expense', 'saving') ORDER BY id")
            for row in rows {
                let id: Int64 = row[0]
                let kind = TerminalSafe.escaped(Echo.cut(String.fromDatabaseValue(row[1]) ?? "?"))
                report.problems.append(
                    DoctorProblem(
                        check: .unreadable, table: table, id: id,
                        message: "\(table) #\(id) kind '\(kind)' is none of income, expense, saving: it was changed outside "
                            + "pulpe; set it right by hand (sqlite3) or restore a backup"))
            }
        }
        try examineAllocations(db, into: &report)
        try examineSplits(db, into: &report)
        let pageSize = try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 0
        report.fileBytes = pageSize * (try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0)
        report.freeBytes = pageSize * (try Int.fetchOne(db, sql: "PRAGMA freelist_count") ?? 0) + (try unusedInPages(db))
        for budget in budgets {
            do {
                try examineBudget(db, budget, into: &report)
            } catch DomainError.unreadableRow(let table, let id, let column, _) {
                let month: String = budget[1]
                report.problems.append(
                    DoctorProblem(
                        check: .unreadable, table: "budget", id: budget[0],
                        message: "budget #\(budget[0] as Int64) (\(month)) was not recomputed: its \(table) row"
                            + "\(id.map { " #\($0)" } ?? "") has a \(column) pulpe cannot read"))
            }
        }
        return report
    }

    private static func examineBudget(_ db: Database, _ budget: Row, into report: inout DoctorReport) throws {
        let budgetID: Int64 = budget[0]
        let month: String = budget[1]
        let lines = try BudgetQueries.lines(db, budgetID: budgetID)
        let transactions = try BudgetQueries.transactions(db, budgetID: budgetID)
        report.budgets += 1
        report.lines += lines.count
        report.transactions += transactions.count

        let storedConsumed = try Dictionary(
            uniqueKeysWithValues: Row.fetchAll(
                db, sql: "SELECT id, consumed_cents FROM budget_line WHERE budget_id = ?", arguments: [budgetID]
            ).map { (row: Row) -> (Int64, Int64) in (row[0], row[1]) })
        for (line, consumption) in zip(lines, BudgetFormulas.consumptions(lines: lines, transactions: transactions)) {
            let stored = Money(cents: storedConsumed[line.id] ?? 0)
            if stored != consumption.allocated {
                report.problems.append(
                    DoctorProblem(
                        table: "budget_line", id: line.id, label: "\(month) \(line.name)", field: "consumed",
                        stored: stored, expected: consumption.allocated))
            }
        }

        try examineReportTotals(db, budgetID: budgetID, month: month, transactions: transactions, into: &report)
        try examineCheckedSums(db, budgetID: budgetID, month: month, lines: lines, transactions: transactions, into: &report)

        let free = BudgetFormulas.freeSums(transactions)
        let expected: [(field: String, stored: Int64, expected: Money)] = [
            ("free_income", budget[2], free.income),
            ("free_expense", budget[3], free.expense),
            ("free_saving", budget[4], free.saving),
            ("month_delta", budget[5], BudgetFormulas.monthDelta(lines: lines, transactions: transactions)),
        ]
        for value in expected where Money(cents: value.stored) != value.expected {
            report.problems.append(
                DoctorProblem(
                    table: "budget", id: budgetID, label: month, field: value.field,
                    stored: Money(cents: value.stored), expected: value.expected))
        }
    }
}
