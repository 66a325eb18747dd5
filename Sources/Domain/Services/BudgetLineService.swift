import Foundation
import GRDB
import Model
import Persistence
import Shared

/// Owns the planned lines of budgets. Every amount change re-stores the budget's month delta.
public final class BudgetLineService: Sendable {
    private let database: AppDatabase
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
        let name = try Validation.name(rawName, of: "line")
        try Validation.lineAmount(amount, creating: true)
        if goalID != nil && kind != .saving {
            throw DomainError.invalidArgument("only a saving line can feed a goal; '\(name)' is \(kind.rawValue)")
        }
        let checkedAt = checked ? Timestamp.string(clock.now()) : nil
        return try database.write { db in
            guard try BudgetQueries.budget(db, id: budgetID) != nil else { throw DomainError.noBudgetID(budgetID) }
            if let goalID, try Int.fetchOne(db, sql: "SELECT count(*) FROM savings_goal WHERE id = ?", arguments: [goalID]) == 0 {
                throw DomainError.notFound("no savings goal #\(goalID)")
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
        return try database.write { db in
            let line = try Self.existing(db, id: id)
            if let name {
                try Self.requireUniqueName(db, name: name, budgetID: line.budgetID, except: id)
                try BudgetLineWriter.rename(db, id: id, to: name)
            }
            if let amount { try BudgetLineWriter.setAmount(db, id: id, amount, byHand: true) }
            try BudgetLineWriter.markEditedByHand(db, id: id)
            return try BudgetQueries.line(db, id: id).required("budget_line", id: id)
        }
    }

    /// Checks (confirms as happened) or unchecks a line; planned totals never change.
    public func setChecked(id: Int64, _ checked: Bool) throws -> BudgetLine {
        let checkedAt = checked ? Timestamp.string(clock.now()) : nil
        return try database.write { db in
            let line = try Self.existing(db, id: id)
            if line.isChecked != checked {
                try BudgetLineWriter.setChecked(db, id: id, checkedAt: checkedAt)
            }
            return try BudgetQueries.line(db, id: id).required("budget_line", id: id)
        }
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

    /// What the line's transactions consumed (§5.4), from the aggregate the schema's triggers keep.
    public func consumed(lineID: Int64) throws -> Money {
        try database.read { db in
            Money(
                cents: try Int64.fetchOne(
                    db.cachedStatement(sql: "SELECT consumed_cents FROM budget_line WHERE id = ?"),
                    arguments: [lineID]) ?? 0)
        }
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

    static func existing(_ db: Database, id: Int64) throws -> BudgetLine {
        guard let line = try BudgetQueries.line(db, id: id) else { throw DomainError.noLineID(id) }
        return line
    }

    static func requireUniqueName(_ db: Database, name: String, budgetID: Int64, except id: Int64?) throws {
        let existing = try Int64.fetchOne(
            db, sql: "SELECT id FROM budget_line WHERE budget_id = ? AND name_key = ?",
            arguments: [budgetID, NameKey.make(name)])
        if let existing, existing != id {
            throw DomainError.duplicateLineName(name, existingID: existing)
        }
    }
}
