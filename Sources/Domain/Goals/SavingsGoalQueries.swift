import DomainKit
import GRDB
import Model
import Shared

/// Reads of goals and of everything that feeds or drains them, run inside a service's access.
enum SavingsGoalQueries {
    static let columns = SavingsGoalRecord.Columns.selection

    static func all(_ db: Database) throws -> [SavingsGoal] {
        try Row.fetchAll(db, sql: "SELECT \(columns) FROM savings_goal ORDER BY id").map(SavingsGoal.init(row:))
    }

    static func goal(_ db: Database, id: Int64) throws -> SavingsGoal? {
        try Row.fetchOne(db, sql: "SELECT \(columns) FROM savings_goal WHERE id = ?", arguments: [id]).map(SavingsGoal.init(row:))
    }

    /// The goal named `reference` (case-insensitive) or `#ID`, or nil.
    static func goal(_ db: Database, reference: String) throws -> SavingsGoal? {
        if case .id(let id) = EntityReference(reference) { return try goal(db, id: id) }
        return try Row.fetchOne(
            db, sql: "SELECT \(columns) FROM savings_goal WHERE name_key = ?",
            arguments: [NameKey.make(reference)]
        ).map(SavingsGoal.init(row:))
    }

    static func existing(_ db: Database, id: Int64) throws -> SavingsGoal {
        guard let goal = try goal(db, id: id) else {
            throw DomainError.noGoalID(id)
        }
        return goal
    }

    /// The goal's linked saving lines from every budget, its real withdrawals (with the planned
    /// withdrawal each one realizes) and its planned withdrawals.
    static func snapshot(_ db: Database, goal: SavingsGoal) throws -> SavingsGoalSnapshot {
        let monthOfBudget = "(SELECT month FROM budget WHERE budget.id = budget_id) AS budget_month"
        let lineRows = try Row.fetchAll(
            db,
            sql: """
                SELECT \(Selection.line), \(monthOfBudget) FROM budget_line WHERE savings_goal_id = ? ORDER BY id
                """, arguments: [goal.id])
        let allocated = try Row.fetchAll(
            db,
            sql: """
                SELECT \(Selection.transaction) FROM tx
                WHERE budget_line_id IN (SELECT id FROM budget_line WHERE savings_goal_id = ?) ORDER BY id
                """, arguments: [goal.id]
        ).map(Transaction.init(row:))
        let withdrawalRows = try Row.fetchAll(
            db,
            sql: """
                SELECT \(Selection.transaction), \(monthOfBudget), planned_withdrawal_id FROM tx WHERE source_goal_id = ? ORDER BY id
                """, arguments: [goal.id])
        let withdrawalsRead = try withdrawalRows.map { row in (try Transaction(row: row), try month(row)) }
        let realizing = Dictionary(
            zip(withdrawalsRead, withdrawalRows).compactMap { read, row in
                (row["planned_withdrawal_id"] as Int64?).map { (read.0.id, $0) }
            },
            uniquingKeysWith: { first, _ in first })

        let linesRead = try lineRows.map { row in (try BudgetLine(row: row), try month(row)) }
        let linesByMonth = Dictionary(grouping: linesRead, by: \.1).mapValues { $0.map(\.0) }
        let lines = linesByMonth.keys.sorted().flatMap { month in
            GoalLinkedLine.linked(to: goal.id, lines: linesByMonth[month] ?? [], month: month, transactions: allocated)
        }
        let withdrawalsByMonth = Dictionary(grouping: withdrawalsRead, by: \.1).mapValues { $0.map(\.0) }
        let withdrawals = withdrawalsByMonth.keys.sorted().flatMap { month in
            GoalWithdrawal.withdrawals(from: goal.id, transactions: withdrawalsByMonth[month] ?? [], month: month, realizing: realizing)
        }
        let templateMonthly = try Int64.fetchOne(
            db,
            sql: """
                SELECT COALESCE(SUM(amount_cents), 0) FROM template_line WHERE savings_goal_id = ? AND kind = 'saving'
                AND template_id IN (SELECT id FROM template WHERE is_default = 1)
                """, arguments: [goal.id])
        return SavingsGoalSnapshot(
            goal: goal, lines: lines, withdrawals: withdrawals,
            plannedWithdrawals: try PlannedWithdrawalQueries.all(db, goalID: goal.id),
            templateMonthly: Money(cents: templateMonthly ?? 0), budgetMonths: try budgetMonths(db))
    }

    /// Every month that has a budget.
    static func budgetMonths(_ db: Database) throws -> Set<YearMonth> {
        Set(try String.fetchAll(db, sql: "SELECT month FROM budget").compactMap(YearMonth.parse))
    }

    /// The goal with its progress, timeline and suggested contribution on `today`.
    static func details(_ db: Database, goal: SavingsGoal, today: LocalDate) throws -> SavingsGoalDetails {
        let payDay = try SettingsService.settings(db).payDay
        let snapshot = try snapshot(db, goal: goal)
        let canCreateBudgets = try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM template WHERE is_default = 1)") ?? false
        return SavingsGoalDetails(
            snapshot: snapshot,
            progress: SavingsGoalFormulas.progress(snapshot, today: today, payDay: payDay),
            plan: GoalPlanFormulas.timeline(
                snapshot, today: today, payDay: payDay,
                budgetMonths: snapshot.budgetMonths, canCreateBudgets: canCreateBudgets),
            suggestedMonthly: SavingsGoalFormulas.suggestedMonthlyContribution(for: goal, today: today, payDay: payDay)
        )
    }

    /// The `budget_month` a query selected beside a line or transaction; unreadable is an error.
    private static func month(_ row: Row) throws -> YearMonth {
        let text: String? = row["budget_month"]
        guard let month = text.flatMap(YearMonth.parse) else {
            throw DomainError.unreadableRow(table: "budget", id: row["budget_id"], column: "month", value: text ?? "NULL")
        }
        return month
    }
}
