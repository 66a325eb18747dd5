import Foundation
import GRDB
import Model
import Persistence
import Shared

/// Owns real transactions. Allocation rules (same budget, same kind) and the period of the
/// date are checked here; every amount change re-stores the budget's month delta.
public actor TransactionService {
    /// Runs on the main actor's executor, where the stores and commands that call it run: the
    /// database access is serial anyway, and a call costs no thread hop (measured with pulpe-bench).
    public nonisolated var unownedExecutor: UnownedSerialExecutor { MainActor.sharedUnownedExecutor }

    private let database: AppDatabase
    private let clock: any AppClock

    public init(database: AppDatabase, clock: any AppClock = SystemClock()) {
        self.database = database
        self.clock = clock
    }

    public func add(_ new: NewTransaction) throws -> Transaction {
        let name = try Validation.name(new.name, of: "transaction")
        try Validation.transactionAmount(new.amount)
        try SupportedRange.check(new.date)
        if let category = new.category { try Validation.plainText(category, "a category") }
        let checkedAt = new.checked ? Timestamp.string(clock.now()) : nil
        return try database.write { db in
            try Self.checkPlacement(db, budgetID: new.budgetID, lineID: new.lineID, kind: new.kind, date: new.date)
            try db.cachedStatement(
                sql: """
                    INSERT INTO tx (budget_id, budget_line_id, name, name_key, amount_cents, kind, date, checked_at, category, source_goal_id)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """
            ).execute(arguments: [
                new.budgetID, new.lineID, name, NameKey.make(name), new.amount.cents, new.kind.rawValue,
                new.date.description, checkedAt, new.category, new.sourceGoalID,
            ])
            let id = db.lastInsertedRowID
            try MonthDelta.recompute(db, budgetID: new.budgetID)
            // The row is exactly what was inserted: no need to read it back (one query less per `tx add`).
            return Transaction(
                id: id, budgetID: new.budgetID, lineID: new.lineID, name: name, amount: new.amount, kind: new.kind,
                date: new.date, isChecked: new.checked, category: new.category, sourceGoalID: new.sourceGoalID)
        }
    }

    /// Changes fields of a transaction; `lineID: .some(nil)` makes it free. Its date is checked
    /// against the budget's period only when it changes: a transaction a pay-day change left outside
    /// the period (Docs/Domain.md §6.5) can still be renamed, re-allocated or have its amount set.
    public func update(
        id: Int64, name rawName: String? = nil, amount: Money? = nil, date: LocalDate? = nil,
        lineID: Int64?? = nil
    ) throws -> Transaction {
        let name = try rawName.map { name throws(DomainError) in try Validation.name(name, of: "transaction") }
        if let amount { try Validation.transactionAmount(amount) }
        return try database.write { db in
            var transaction = try Self.existing(db, id: id)
            let datesChange = date.map { $0 != transaction.date } ?? false
            if let name { transaction.name = name }
            if let amount { transaction.amount = amount }
            if let date { transaction.date = date }
            if let lineID { transaction.lineID = lineID }
            try Self.checkPlacement(
                db, budgetID: transaction.budgetID, lineID: transaction.lineID,
                kind: transaction.kind, date: transaction.date, checkingDate: datesChange)
            try db.execute(
                sql: """
                    UPDATE tx SET name = ?, name_key = ?, amount_cents = ?, date = ?, budget_line_id = ? WHERE id = ?
                    """,
                arguments: [
                    transaction.name, NameKey.make(transaction.name), transaction.amount.cents,
                    transaction.date.description, transaction.lineID, id,
                ])
            try MonthDelta.recompute(db, budgetID: transaction.budgetID)
            return try BudgetQueries.transaction(db, id: id).required("tx", id: id)
        }
    }

    /// Checks or unchecks a transaction; planned totals never change.
    public func setChecked(id: Int64, _ checked: Bool) throws -> Transaction {
        let checkedAt = checked ? Timestamp.string(clock.now()) : nil
        return try database.write { db in
            let transaction = try Self.existing(db, id: id)
            if transaction.isChecked != checked {
                try db.execute(sql: "UPDATE tx SET checked_at = ? WHERE id = ?", arguments: [checkedAt, id])
            }
            return try BudgetQueries.transaction(db, id: id).required("tx", id: id)
        }
    }

    @discardableResult
    public func remove(id: Int64) throws -> Transaction {
        try database.write { db in
            let transaction = try Self.existing(db, id: id)
            try db.execute(sql: "DELETE FROM tx WHERE id = ?", arguments: [id])
            try MonthDelta.recompute(db, budgetID: transaction.budgetID)
            return transaction
        }
    }

    public func transaction(id: Int64) throws -> Transaction? {
        try database.read { try BudgetQueries.transaction($0, id: id) }
    }

    /// The transactions of a budget whose name is `name` (case-insensitive), oldest first.
    public func transactions(named name: String, budgetID: Int64) throws -> [Transaction] {
        try database.read { db in
            try Row.fetchAll(
                db, sql: "SELECT \(Columns.transaction) FROM tx WHERE budget_id = ? AND name_key = ? ORDER BY id",
                arguments: [budgetID, NameKey.make(name)]
            ).map(Transaction.init(row:))
        }
    }

    /// The distinct names of a budget's transactions, for completion (at most `limit`).
    public func names(budgetID: Int64, limit: Int = 200) throws -> [String] {
        try database.read { db in
            try String.fetchAll(
                db, sql: "SELECT DISTINCT name FROM tx WHERE budget_id = ? ORDER BY name LIMIT ?",
                arguments: [budgetID, limit])
        }
    }

    /// The transactions of a budget, filtered and sorted as `tx list` asks.
    public func list(budgetID: Int64, query: TransactionQuery = TransactionQuery()) throws -> [Transaction] {
        var conditions = ["budget_id = ?"]
        var arguments: [any DatabaseValueConvertible] = [budgetID]
        if let kind = query.kind {
            conditions.append("kind = ?")
            arguments.append(kind.rawValue)
        }
        if let lineID = query.lineID {
            conditions.append("budget_line_id = ?")
            arguments.append(lineID)
        }
        if let search = query.search, !search.isEmpty {
            conditions.append("instr(name_key, ?) > 0")
            arguments.append(NameKey.make(search))
        }
        let direction = query.descending ? "DESC" : "ASC"
        let order =
            switch query.sort {
            case .date: "date \(direction), id \(direction)"
            case .amount: "amount_cents \(direction), id \(direction)"
            case .name: "name_key \(direction), id \(direction)"
            }
        let sql = "SELECT \(Columns.transaction) FROM tx WHERE \(conditions.joined(separator: " AND ")) ORDER BY \(order)"
        return try database.read { db in
            try Array(Row.fetchCursor(db.cachedStatement(sql: sql), arguments: StatementArguments(arguments)).map(Transaction.init(row:)))
        }
    }

    static func existing(_ db: Database, id: Int64) throws -> Transaction {
        guard let transaction = try BudgetQueries.transaction(db, id: id) else {
            throw DomainError.notFound("no transaction #\(id)")
        }
        return transaction
    }

    /// The date must fall in the budget's period; an allocation must be to a line of the same
    /// budget and kind.
    static func checkPlacement(
        _ db: Database, budgetID: Int64, lineID: Int64?, kind: Kind, date: LocalDate, checkingDate: Bool = true
    ) throws {
        guard let budget = try BudgetQueries.budget(db, id: budgetID) else { throw DomainError.notFound("no budget #\(budgetID)") }
        let period = PeriodFormulas.period(of: budget.month, payDay: try SettingsService.settings(db).payDay)
        guard !checkingDate || period.contains(date) else {
            throw DomainError.invalidArgument(
                "date \(date) is outside the period of budget \(budget.month) (\(period.start) to \(period.end)): "
                    + "choose a date in it, or the budget of that date")
        }
        guard let lineID else { return }
        guard let line = try BudgetQueries.line(db, id: lineID) else { throw DomainError.notFound("no line #\(lineID)") }
        guard line.budgetID == budgetID else {
            throw DomainError.invalidArgument("line '\(line.name)' (#\(line.id)) is in another budget than \(budget.month)")
        }
        guard line.kind == kind else {
            throw DomainError.invalidArgument(
                "line '\(line.name)' is \(line.kind.rawValue) but the transaction is \(kind.rawValue): "
                    + "an allocated transaction takes its line's kind")
        }
    }
}
