import GRDB
import Model
import Shared

/// Writes a plan's month amounts onto a goal's lines inside the caller's transaction
/// (`goal plan --apply`), recomputing the month delta of every budget it changes.
struct GoalPlanWriter {
    let db: Database
    let goal: SavingsGoal
    let payDay: Int
    private(set) var changedLines: [BudgetLine] = []
    private(set) var createdBudgets: [YearMonth] = []

    init(db: Database, goal: SavingsGoal, payDay: Int) {
        self.db = db
        self.goal = goal
        self.payDay = payDay
    }

    /// An open month spreads its amount over its lines (checked ones keep theirs); a month
    /// without a line gets one named after the goal, unless the amount is 0.
    mutating func write(_ planned: MonthAmount, row: GoalPlanRow, linked: [GoalLinkedLine]) throws {
        if row.isOpen {
            try allocate(planned.amount, over: linked)
        } else if row.isProvisionable {
            try provision(planned)
        }
    }

    private mutating func allocate(_ total: Money, over lines: [GoalLinkedLine]) throws {
        let amounts = GoalPlanFormulas.allocateMonthAmountToLines(total, lines: lines)
        for (line, amount) in zip(lines, amounts) where amount != line.amount {
            try db.execute(
                sql: "UPDATE budget_line SET amount_cents = ?, is_manually_adjusted = 1 WHERE id = ?",
                arguments: [amount.cents, line.id])
            let updated = try BudgetLineService.existing(db, id: line.id)
            changedLines.append(updated)
        }
    }

    private mutating func provision(_ planned: MonthAmount) throws {
        guard planned.amount.cents > 0 else { return }
        let budget = try budget(for: planned.month)
        let lines = try BudgetQueries.lines(db, budgetID: budget.id)
        let linked = try GoalLinkedLine.linked(
            to: goal.id, lines: lines, month: budget.month,
            transactions: BudgetQueries.transactions(db, budgetID: budget.id))
        if !linked.isEmpty { return try allocate(planned.amount, over: linked) }
        try BudgetLineService.requireUniqueName(db, name: goal.name, budgetID: budget.id, except: nil)
        try db.execute(
            sql: """
                INSERT INTO budget_line (budget_id, name, name_key, amount_cents, kind, recurrence, savings_goal_id, is_manually_adjusted)
                VALUES (?, ?, ?, ?, ?, ?, ?, 1)
                """,
            arguments: [
                budget.id, goal.name, NameKey.make(goal.name), planned.amount.cents, Kind.saving.rawValue,
                Recurrence.oneOff.rawValue, goal.id,
            ])
        changedLines.append(try BudgetLineService.existing(db, id: db.lastInsertedRowID))
    }

    /// The month's budget, created from the default template when it has none.
    private mutating func budget(for month: YearMonth) throws -> Budget {
        if let budget = try BudgetQueries.budget(db, month: month) { return budget }
        guard let templateID = try Int64.fetchOne(db, sql: "SELECT id FROM template WHERE is_default = 1") else {
            throw DomainError.noBudget(month)
        }
        createdBudgets.append(month)
        return try BudgetGeneration.insertBudget(db, month: month, description: nil, templateID: templateID, payDay: payDay)
    }
}
