import GRDB
import Model
import Shared

/// Reads of goals and of everything that feeds or drains them, run inside a service's access.
enum SavingsGoalQueries {
    static let columns = "id, name, target_cents, target_date, start_date, initial_cents, status, created_on"

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
            throw DomainError.notFound("no goal #\(id): `goal list` shows the goals with their ids")
        }
        return goal
    }

    /// The goal's linked saving lines from every budget, its real withdrawals (with the planned
    /// withdrawal each one realizes) and its planned withdrawals.
    static func snapshot(_ db: Database, goal: SavingsGoal) throws -> SavingsGoalSnapshot {
        let monthOfBudget = "(SELECT month FROM budget WHERE budget.id = budget_id)"
        let lineRows = try Row.fetchAll(
            db,
            sql: """
                SELECT \(Columns.line), \(monthOfBudget) FROM budget_line WHERE savings_goal_id = ? ORDER BY id
                """, arguments: [goal.id])
        let allocated = try Row.fetchAll(
            db,
            sql: """
                SELECT \(Columns.transaction) FROM tx
                WHERE budget_line_id IN (SELECT id FROM budget_line WHERE savings_goal_id = ?) ORDER BY id
                """, arguments: [goal.id]
        ).map(Transaction.init(row:))
        let withdrawalRows = try Row.fetchAll(
            db,
            sql: """
                SELECT \(Columns.transaction), \(monthOfBudget), planned_withdrawal_id FROM tx WHERE source_goal_id = ? ORDER BY id
                """, arguments: [goal.id])
        let realizing = Dictionary(
            withdrawalRows.compactMap { row in (row[11] as Int64?).map { (row[0] as Int64, $0) } },
            uniquingKeysWith: { first, _ in first })

        let linesByMonth = Dictionary(grouping: lineRows) { month($0[11]) }.mapValues { $0.map(BudgetLine.init(row:)) }
        let lines = linesByMonth.keys.sorted().flatMap { month in
            GoalLinkedLine.linked(to: goal.id, lines: linesByMonth[month] ?? [], month: month, transactions: allocated)
        }
        let withdrawalsByMonth = Dictionary(grouping: withdrawalRows) { month($0[10]) }.mapValues { $0.map(Transaction.init(row:)) }
        let withdrawals = withdrawalsByMonth.keys.sorted().flatMap { month in
            GoalWithdrawal.withdrawals(from: goal.id, transactions: withdrawalsByMonth[month] ?? [], month: month, realizing: realizing)
        }
        return SavingsGoalSnapshot(
            goal: goal, lines: lines, withdrawals: withdrawals,
            plannedWithdrawals: try PlannedWithdrawalQueries.all(db, goalID: goal.id))
    }

    /// The goal with its progress, timeline and suggested contribution on `today`.
    static func details(_ db: Database, goal: SavingsGoal, today: LocalDate) throws -> SavingsGoalDetails {
        let payDay = try SettingsService.settings(db).payDay
        let snapshot = try snapshot(db, goal: goal)
        let budgetMonths = Set(try String.fetchAll(db, sql: "SELECT month FROM budget").compactMap(YearMonth.parse))
        let canCreateBudgets = try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM template WHERE is_default = 1)") ?? false
        return SavingsGoalDetails(
            snapshot: snapshot,
            progress: SavingsGoalFormulas.progress(snapshot, today: today, payDay: payDay),
            plan: GoalPlanFormulas.timeline(
                snapshot, today: today, payDay: payDay,
                budgetMonths: budgetMonths, canCreateBudgets: canCreateBudgets),
            suggestedMonthly: SavingsGoalFormulas.suggestedMonthlyContribution(for: goal, today: today, payDay: payDay)
        )
    }

    private static func month(_ text: String?) -> YearMonth {
        text.flatMap(YearMonth.parse) ?? YearMonth(year: 1970, month: 1)
    }
}

extension SavingsGoal {
    /// Decodes the `SavingsGoalQueries.columns` columns.
    init(row: Row) {
        self.init(
            id: row[0], name: row[1], target: (row[2] as Int64?).map(Money.init(cents:)),
            targetDate: (row[3] as String?).flatMap(LocalDate.parse), startDate: (row[4] as String?).flatMap(LocalDate.parse),
            initialAmount: Money(cents: row[5]), status: Status(rawValue: row[6]) ?? .active,
            createdOn: LocalDate.parse(row[7]) ?? LocalDate(year: 1970, month: 1, day: 1)
        )
    }
}
