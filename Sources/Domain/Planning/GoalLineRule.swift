import GRDB
import Model
import Shared

/// Whether a template line linked to a goal goes into a month's budget (Docs/Domain.md §4): only
/// while the goal is active, and up to the period of its deadline. Budget generation and
/// template propagation both ask here.
enum GoalLineRule {
    /// Why a line feeding `goalID` stays out of the budget of `month`, or nil when it goes in
    /// (always, for a line without a goal).
    static func skipReason(_ db: Database, goalID: Int64?, month: YearMonth, payDay: Int) throws -> String? {
        guard let goalID,
            let row = try Row.fetchOne(
                db, sql: "SELECT name, status, target_date FROM savings_goal WHERE id = ?", arguments: [goalID])
        else { return nil }
        let name: String = row[0]
        let status: String = row[1]
        if status != SavingsGoal.Status.active.rawValue { return "goal '\(name)' is \(status)" }
        if let deadline = (row[2] as String?).flatMap(LocalDate.parse) {
            let last = PeriodFormulas.budgetMonth(for: deadline, payDay: payDay)
            if last < month { return "goal '\(name)' is due \(deadline), in the period of \(last)" }
        }
        return nil
    }
}
