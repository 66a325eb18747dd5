import DomainKit
import GRDB
import Model
import Shared

/// Creates a budget row and copies its template's lines (Docs/Domain.md §4), inside the caller's
/// transaction. A quarterly or yearly line is copied only into the months it falls in. Lines linked to a goal that is not active, or whose deadline period is before
/// the budget's, are skipped (`GoalLineRule`).
package enum BudgetGeneration {
    package static func insertBudget(_ db: Database, month: YearMonth, description: String?, templateID: Int64?, payDay: Int) throws
        -> Budget
    {
        try SupportedRange.check(month)
        if try Int64.fetchOne(db, sql: "SELECT id FROM budget WHERE month = ?", arguments: [month.description]) != nil {
            throw DomainError.duplicateBudget(month)
        }
        let budgetID = try BudgetWriter.insert(db, month: month, description: description, templateID: templateID)
        if let templateID { try copyTemplateLines(db, templateID: templateID, budgetID: budgetID, month: month, payDay: payDay) }
        return try BudgetQueries.budget(db, id: budgetID).required("budget", id: budgetID)
    }

    private static func copyTemplateLines(_ db: Database, templateID: Int64, budgetID: Int64, month: YearMonth, payDay: Int) throws {
        let lines = try Row.fetchAll(
            db, sql: "SELECT \(TemplateLine.columns) FROM template_line WHERE template_id = ? ORDER BY id", arguments: [templateID]
        ).map(TemplateLine.init(row:))
        // A quarterly or yearly line goes only into the months it falls in (`Recurrence.occurs`).
        for line in lines where line.recurrence.occurs(in: month) {
            if try GoalLineRule.skipReason(db, goalID: line.savingsGoalID, month: month, payDay: payDay) != nil { continue }
            _ = try BudgetLineWriter.insert(
                db,
                .init(
                    budgetID: budgetID, name: line.name, amount: line.amount, kind: line.kind, recurrence: line.recurrence,
                    templateLineID: line.id, savingsGoalID: line.savingsGoalID))
        }
    }
}
