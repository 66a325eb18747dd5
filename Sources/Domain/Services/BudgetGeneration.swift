import GRDB
import Model
import Shared

/// Creates a budget row and copies its template's lines (Docs/Domain.md §4), inside the caller's
/// transaction. Lines linked to a goal that is not active, or whose deadline period is before
/// the budget's, are skipped (`GoalLineRule`).
enum BudgetGeneration {
    static func insertBudget(_ db: Database, month: YearMonth, description: String?, templateID: Int64?, payDay: Int) throws -> Budget {
        try SupportedRange.check(month)
        if try Int64.fetchOne(db, sql: "SELECT id FROM budget WHERE month = ?", arguments: [month.description]) != nil {
            throw DomainError.duplicateBudget(month)
        }
        let budgetID = try BudgetWriter.insert(db, month: month, description: description, templateID: templateID)
        if let templateID { try copyTemplateLines(db, templateID: templateID, budgetID: budgetID, month: month, payDay: payDay) }
        return try BudgetQueries.budget(db, id: budgetID).required("budget", id: budgetID)
    }

    private static func copyTemplateLines(_ db: Database, templateID: Int64, budgetID: Int64, month: YearMonth, payDay: Int) throws {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT tl.id, tl.name, tl.name_key, tl.amount_cents, tl.kind, tl.recurrence, tl.savings_goal_id
                FROM template_line tl WHERE tl.template_id = ? ORDER BY tl.id
                """, arguments: [templateID])
        for row in rows {
            let goalID: Int64? = row[6]
            if try GoalLineRule.skipReason(db, goalID: goalID, month: month, payDay: payDay) != nil { continue }
            _ = try BudgetLineWriter.insert(
                db,
                .init(
                    budgetID: budgetID, name: row[1], amount: Money(cents: row[3]), kind: Kind(rawValue: row[4]) ?? .expense,
                    recurrence: Recurrence(rawValue: row[5]) ?? .fixed, templateLineID: row[0], savingsGoalID: goalID))
        }
    }
}
