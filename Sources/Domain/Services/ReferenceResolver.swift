import GRDB
import Model
import Shared

/// Turns what a command named (a month or a date, `#ID`, a name) into rows, inside the
/// service's transaction (Docs/Commands.md §3, "Which budget a command acts on"). pulpe never
/// creates a budget implicitly.
enum ReferenceResolver {
    /// The month of the budget chosen: the one named, or the pay-day period holding the date.
    static func month(_ db: Database, _ choice: BudgetChoice, payDay: Int) -> YearMonth {
        switch choice {
        case .month(let month): month
        case .periodOf(let date): PeriodFormulas.budgetMonth(for: date, payDay: payDay)
        }
    }

    /// The chosen budget, which must exist.
    static func budget(_ db: Database, _ choice: BudgetChoice, payDay: Int) throws -> Budget {
        let month = month(db, choice, payDay: payDay)
        guard let budget = try BudgetQueries.budget(db, month: month) else { throw DomainError.noBudget(month) }
        return budget
    }

    /// A line of `budget` by `#ID` or by name (case-insensitive), with the nearest name as a hint.
    static func line(_ db: Database, _ text: String, in budget: Budget) throws -> BudgetLine {
        if case .id(let id) = EntityReference(text) {
            guard let line = try BudgetQueries.line(db, id: id) else { throw DomainError.noLineID(id) }
            guard line.budgetID == budget.id else { throw DomainError.lineNotInBudget(lineID: id, month: budget.month) }
            return line
        }
        if let line = try BudgetQueries.line(db, named: text, budgetID: budget.id) { return line }
        let names = try BudgetQueries.lines(db, budgetID: budget.id).map(\.name)
        throw DomainError.noLineNamed(text, month: budget.month, suggestion: EditDistance.nearest(to: text, in: names))
    }
}
