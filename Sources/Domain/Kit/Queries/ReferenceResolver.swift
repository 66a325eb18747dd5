import GRDB
import Model
import Shared

/// Turns what a command named (a month or a date, `#ID`, a name) into rows, inside the
/// service's transaction (Docs/Commands.md §3, "Which budget a command acts on"). pulpe never
/// creates a budget implicitly.
package enum ReferenceResolver {
    /// The month of the budget chosen: the one named, or the pay-day period holding the date.
    package static func month(_ db: Database, _ choice: BudgetChoice, payDay: Int) -> YearMonth {
        switch choice {
        case .month(let month): month
        case .periodOf(let date): PeriodFormulas.budgetMonth(for: date, payDay: payDay)
        }
    }

    /// The chosen budget, which must exist.
    package static func budget(_ db: Database, _ choice: BudgetChoice, payDay: Int) throws -> Budget {
        let month = month(db, choice, payDay: payDay)
        guard let budget = try BudgetQueries.budget(db, month: month) else { throw DomainError.noBudget(month) }
        return budget
    }

    /// A line of `budget` by `#ID` or by name (case-insensitive), with the nearest name as a hint.
    package static func line(_ db: Database, _ text: String, in budget: Budget) throws -> BudgetLine {
        if case .id(let id) = EntityReference(text) {
            guard let line = try BudgetQueries.line(db, id: id) else { throw DomainError.noLineID(id) }
            guard line.budgetID == budget.id else { throw DomainError.lineNotInBudget(lineID: id, month: budget.month) }
            return line
        }
        if let line = try BudgetQueries.line(db, named: text, budgetID: budget.id) { return line }
        let names = try BudgetQueries.lines(db, budgetID: budget.id).map(\.name)
        throw DomainError.noLineNamed(text, month: budget.month, suggestion: EditDistance.nearest(to: text, in: names))
    }

    /// The line a transaction is given in `budget`, or nil to make it free: `none` always frees it,
    /// `free` too unless the budget has a line of that name, which wins (it is found first).
    /// Example: `free` in a budget with Groceries only → nil; `Groceries` → Groceries.
    package static func lineOrFree(_ db: Database, _ text: String, in budget: Budget) throws -> BudgetLine? {
        switch text.lowercased() {
        case "none": return nil
        case "free": return try BudgetQueries.line(db, named: text, budgetID: budget.id)
        default: return try line(db, text, in: budget)
        }
    }

    /// A line as a command named it: by `#ID` (in the named budget only when one was named), or by
    /// name in the chosen budget. Returns the line with its budget.
    package static func line(_ db: Database, _ reference: LineReference, payDay: Int) throws -> (BudgetLine, Budget) {
        if case .id(let id) = EntityReference(reference.text), !reference.idMustBeInBudget {
            guard let line = try BudgetQueries.line(db, id: id) else { throw DomainError.noLineID(id) }
            guard let budget = try BudgetQueries.budget(db, id: line.budgetID) else { throw DomainError.noBudgetID(line.budgetID) }
            return (line, budget)
        }
        let budget = try budget(db, reference.budget, payDay: payDay)
        return (try line(db, reference.text, in: budget), budget)
    }

    /// A transaction as a command named it, with its budget; a name must be unique in the budget (the
    /// parts of a split movement count once: the name names its first part).
    package static func transaction(_ db: Database, _ reference: TransactionReference, payDay: Int) throws -> (Transaction, Budget) {
        switch reference {
        case .id(let id):
            guard let transaction = try BudgetQueries.transaction(db, id: id) else { throw DomainError.noTransactionID(id) }
            guard let budget = try BudgetQueries.budget(db, id: transaction.budgetID) else {
                throw DomainError.noBudgetID(transaction.budgetID)
            }
            return (transaction, budget)
        case .name(let name, let choice):
            let budget = try budget(db, choice, payDay: payDay)
            let matches = try Row.fetchAll(
                db.cachedStatement(sql: "SELECT \(Selection.transaction) FROM tx WHERE budget_id = ? AND name_key = ? ORDER BY id"),
                arguments: [budget.id, NameKey.make(name)]
            ).map(Transaction.init(row:)).filter { $0.splitOf == nil }  // A split movement answers by its first part.
            guard let first = matches.first else { throw DomainError.noTransactionNamed(name, month: budget.month) }
            guard matches.count == 1 else {
                throw DomainError.ambiguousTransactionName(first.name, month: budget.month, ids: matches.map(\.id))
            }
            return (first, budget)
        }
    }
}
