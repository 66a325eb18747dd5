import DomainKit
import GRDB
import Model
import Planning
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
            try BudgetLineWriter.setAmount(db, id: line.id, amount, byHand: true)
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
        let id = try BudgetLineWriter.insert(
            db,
            .init(
                budgetID: budget.id, name: goal.name, amount: planned.amount, kind: .saving, savingsGoalID: goal.id,
                isManuallyAdjusted: true))
        changedLines.append(try BudgetLineService.existing(db, id: id))
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
