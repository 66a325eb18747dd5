import DomainKit
import GRDB
import Model
import Shared

/// Moving a transaction between budgets and kinds (`tx set --date`, `--budget`, `--kind`;
/// Docs/Domain.md §6.3): where it lands and what becomes of its line.
extension TransactionService {
    /// A transaction placed by an edit: its budget, date, kind and line, and what changed of them.
    struct Placement {
        var transaction: Transaction
        var budget: Budget
        var relocation: TransactionRelocation?
    }

    /// Places `original` (in `budget`) as `edit` asks. The budget changes to `edit.budget`, else to
    /// the budget of a new date outside the period (which must exist); without a new date the date
    /// follows (`PeriodFormulas.movedDate`). The line is `edit.line` looked up there; else, when the
    /// budget or the kind changes, the line of the same name and kind there, or none (free).
    /// Example: Migros 2026-11-13 on Groceries, `--budget 2026-12` where Groceries exists → 2026-12-13
    /// on 2026-12's Groceries; with `--kind income` instead → still 2026-11, free.
    static func relocate(_ db: Database, _ original: Transaction, from budget: Budget, _ edit: TransactionEdit, payDay: Int)
        throws -> Placement
    {
        let target = try targetBudget(db, original, from: budget, edit, payDay: payDay)
        var transaction = original
        transaction.budgetID = target.id
        if let date = edit.date {
            transaction.date = date
        } else if target.id != budget.id {
            transaction.date = PeriodFormulas.movedDate(original.date, from: budget.month, to: target.month, payDay: payDay)
        }
        if let kind = edit.kind, kind != original.kind {
            if original.sourceGoalID != nil { throw DomainError.withdrawalKeepsItsKind(transactionID: original.id) }
            transaction.kind = kind
        }
        let previous = try original.lineID.flatMap { try BudgetQueries.line(db, id: $0) }
        var line = previous
        if let text = edit.line {
            line = try ReferenceResolver.lineOrFree(db, text, in: target)
        } else if let previous, target.id != budget.id || previous.kind != transaction.kind {
            let namesake = target.id == budget.id ? previous : try BudgetQueries.line(db, named: previous.name, budgetID: target.id)
            line = namesake?.kind == transaction.kind ? namesake : nil
        }
        transaction.lineID = line?.id
        guard target.id != budget.id || transaction.kind != original.kind else {
            return Placement(transaction: transaction, budget: target, relocation: nil)
        }
        let relocation = TransactionRelocation(
            fromMonth: target.id != budget.id ? budget.month : nil, fromKind: transaction.kind != original.kind ? original.kind : nil,
            leftLine: edit.line == nil && line == nil ? previous?.name : nil, line: line?.name)
        return Placement(transaction: transaction, budget: target, relocation: relocation)
    }

    /// The budget `edit` puts the transaction in: the one named, else the one of a new date its
    /// period does not hold, else its own.
    private static func targetBudget(_ db: Database, _ original: Transaction, from budget: Budget, _ edit: TransactionEdit, payDay: Int)
        throws -> Budget
    {
        if let month = edit.budget, month != budget.month {
            return try ReferenceResolver.budget(db, .month(month), payDay: payDay)
        }
        if edit.budget == nil, let date = edit.date, date != original.date,
            !PeriodFormulas.period(of: budget.month, payDay: payDay).contains(date)
        {
            return try ReferenceResolver.budget(db, .periodOf(date), payDay: payDay)
        }
        return budget
    }
}
