import DomainKit
import Foundation
import GRDB
import Model
import Persistence
import Shared

/// Owns the planned lines of budgets. Every amount change re-stores the budget's month delta.
public actor BudgetLineService: ServiceActor {
    let database: AppDatabase
    private let clock: any AppClock

    public init(database: AppDatabase, clock: any AppClock = SystemClock()) {
        self.database = database
        self.clock = clock
    }

    /// Adds a planned line to a budget; its name must be new in that budget.
    public func add(
        budgetID: Int64, kind: Kind, name rawName: String, amount: Money,
        checked: Bool = false, goalID: Int64? = nil
    ) throws -> BudgetLine {
        let insert = try newLine(kind: kind, name: rawName, amount: amount, checked: checked, goalID: goalID)
        return try database.write { db in
            guard try BudgetQueries.budget(db, id: budgetID) != nil else { throw DomainError.noBudgetID(budgetID) }
            return try insert(db, budgetID)
        }
    }

    /// `line add KIND NAME AMOUNT`: the budget resolved in the transaction that inserts the line.
    public func add(
        budget choice: BudgetChoice, kind: Kind, name: String, amount: Money, checked: Bool = false, goalID: Int64? = nil
    ) throws -> LineChange {
        let insert = try newLine(kind: kind, name: name, amount: amount, checked: checked, goalID: goalID)
        return try database.write { db in
            let budget = try ReferenceResolver.budget(db, choice, payDay: SettingsService.settings(db).payDay)
            return LineChange(line: try insert(db, budget.id), month: budget.month, consumed: .zero)
        }
    }

    /// Validates a new line, then gives the insert to run in a budget inside the caller's transaction.
    private func newLine(kind: Kind, name rawName: String, amount: Money, checked: Bool, goalID: Int64?) throws
        -> (Database, Int64) throws -> BudgetLine
    {
        let name = try Validation.name(rawName, of: "line")
        try Validation.lineAmount(amount, creating: true)
        if goalID != nil && kind != .saving {
            throw DomainError.invalidArgument("only a saving line can feed a goal; '\(name)' is \(kind.rawValue)")
        }
        let checkedAt = checked ? Timestamp.string(clock.now()) : nil
        return { db, budgetID in
            if let goalID, try Int.fetchOne(db, sql: "SELECT count(*) FROM savings_goal WHERE id = ?", arguments: [goalID]) == 0 {
                throw DomainError.noGoalID(goalID)
            }
            try Self.requireUniqueName(db, name: name, budgetID: budgetID, except: nil)
            let id = try BudgetLineWriter.insert(
                db, .init(budgetID: budgetID, name: name, amount: amount, kind: kind, checkedAt: checkedAt, savingsGoalID: goalID))
            return try BudgetQueries.line(db, id: id).required("budget_line", id: id)
        }
    }

    /// Renames and/or re-amounts a line, marking it as edited by hand (propagation skips it).
    public func update(id: Int64, name rawName: String? = nil, amount: Money? = nil) throws -> BudgetLine {
        let name = try rawName.map { name throws(DomainError) in try Validation.name(name, of: "line") }
        if let amount { try Validation.lineAmount(amount, creating: false) }
        return try database.write { db in try Self.update(db, line: Self.existing(db, id: id), name: name, amount: amount) }
    }

    /// Checks (confirms as happened) or unchecks a line; planned totals never change.
    public func setChecked(id: Int64, _ checked: Bool) throws -> BudgetLine {
        let checkedAt = checked ? Timestamp.string(clock.now()) : nil
        return try database.write { db in try Self.setChecked(db, line: Self.existing(db, id: id), checkedAt: checkedAt) }
    }

    /// Removes a line; its transactions stay, as free transactions.
    @discardableResult
    public func remove(id: Int64) throws -> BudgetLine {
        try database.write { db in
            let line = try Self.existing(db, id: id)
            try BudgetLineWriter.delete(db, id: id)
            return line
        }
    }

    // MARK: Lines as commands name them, resolved in the transaction that changes them

    /// `line set LINE [AMOUNT] [--name NEW]`.
    public func update(_ reference: LineReference, name rawName: String? = nil, amount: Money? = nil) throws -> LineChange {
        let name = try rawName.map { name throws(DomainError) in try Validation.name(name, of: "line") }
        if let amount { try Validation.lineAmount(amount, creating: false) }
        return try change(reference) { db, line in try Self.update(db, line: line, name: name, amount: amount) }
    }

    /// `line check LINE` / `line uncheck LINE`.
    public func setChecked(_ reference: LineReference, _ checked: Bool) throws -> LineChange {
        let checkedAt = checked ? Timestamp.string(clock.now()) : nil
        let body = { (db: Database, line: BudgetLine) in try Self.setChecked(db, line: line, checkedAt: checkedAt) }
        return try change(reference, unchanged: { $0.isChecked == checked }, body)
    }

    /// `line remove LINE`: what the line was, with what it had consumed.
    public func remove(_ reference: LineReference) throws -> LineChange {
        try database.write { db in
            let (line, budget) = try ReferenceResolver.line(db, reference, payDay: SettingsService.settings(db).payDay)
            let consumed = try BudgetQueries.consumed(db, lineID: line.id)
            try BudgetLineWriter.delete(db, id: line.id)
            return LineChange(line: line, month: budget.month, consumed: consumed)
        }
    }

    /// Resolves the line, applies `body` to it and reads the result back, in one transaction;
    /// `unchanged` tells, from the line before, that `body` had nothing to change.
    func change(
        _ reference: LineReference, unchanged: (BudgetLine) -> Bool = { _ in false },
        _ body: (Database, BudgetLine) throws -> BudgetLine
    ) throws -> LineChange {
        try database.write { db in
            let (line, budget) = try ReferenceResolver.line(db, reference, payDay: SettingsService.settings(db).payDay)
            let changed = try body(db, line)
            return LineChange(
                line: changed, month: budget.month, consumed: try BudgetQueries.consumed(db, lineID: changed.id),
                unchanged: unchanged(line))
        }
    }

    static func update(_ db: Database, line: BudgetLine, name: String?, amount: Money?) throws -> BudgetLine {
        if let name {
            try requireUniqueName(db, name: name, budgetID: line.budgetID, except: line.id)
            try BudgetLineWriter.rename(db, id: line.id, to: name)
        }
        if let amount { try BudgetLineWriter.setAmount(db, id: line.id, amount, byHand: true) }
        try BudgetLineWriter.markEditedByHand(db, id: line.id)
        return try existing(db, id: line.id)
    }

    static func setChecked(_ db: Database, line: BudgetLine, checkedAt: String?) throws -> BudgetLine {
        if line.isChecked != (checkedAt != nil) { try BudgetLineWriter.setChecked(db, id: line.id, checkedAt: checkedAt) }
        return try existing(db, id: line.id)
    }

    /// What the line's transactions consumed (§5.4), from the aggregate the schema's triggers keep.
    public func consumed(lineID: Int64) throws -> Money {
        try database.read { try BudgetQueries.consumed($0, lineID: lineID) }
    }

    public func line(id: Int64) throws -> BudgetLine? {
        try database.read { try BudgetQueries.line($0, id: id) }
    }

    /// The line named `name` (case-insensitive) in a budget, or nil.
    public func line(named name: String, budgetID: Int64) throws -> BudgetLine? {
        try database.read { try BudgetQueries.line($0, named: name, budgetID: budgetID) }
    }

    public func lines(budgetID: Int64) throws -> [BudgetLine] {
        try database.read { try BudgetQueries.lines($0, budgetID: budgetID) }
    }

    package static func existing(_ db: Database, id: Int64) throws -> BudgetLine {
        guard let line = try BudgetQueries.line(db, id: id) else { throw DomainError.noLineID(id) }
        return line
    }

    package static func requireUniqueName(_ db: Database, name: String, budgetID: Int64, except id: Int64?) throws {
        // The line is named as it is stored ('Groceries'), not as typed ('groceries').
        let existing = try Row.fetchOne(
            db, sql: "SELECT id, name FROM budget_line WHERE budget_id = ? AND name_key = ?",
            arguments: [budgetID, NameKey.make(name)])
        if let existing, existing[0] as Int64 != id {
            throw DomainError.duplicateLineName(existing[1], existingID: existing[0])
        }
    }
}
