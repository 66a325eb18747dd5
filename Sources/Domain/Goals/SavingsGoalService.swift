import DomainKit
import Foundation
import GRDB
import Model
import Persistence
import Planning
import Shared

/// Owns savings goals (Docs/Domain.md §3, §8): their lifecycle, the lines that feed them, the
/// withdrawals that drain them, their progress and their plans. Time comes in as `today`.
public actor SavingsGoalService: ServiceActor {
    let database: AppDatabase
    private let clock: any AppClock

    public init(database: AppDatabase, clock: any AppClock = SystemClock()) {
        self.database = database
        self.clock = clock
    }

    // MARK: Reading

    public func goals() throws -> [SavingsGoal] {
        try database.read(SavingsGoalQueries.all)
    }

    /// The goal named `reference` (case-insensitive) or `#ID`, or nil.
    public func goal(_ reference: String) throws -> SavingsGoal? {
        try database.read { try SavingsGoalQueries.goal($0, reference: reference) }
    }

    public func details(goalID: Int64, today: LocalDate) throws -> SavingsGoalDetails {
        try database.read { db in
            try SavingsGoalQueries.details(db, goal: SavingsGoalQueries.existing(db, id: goalID), today: today)
        }
    }

    /// Every goal, in creation order, with its progress on `today`.
    public func allDetails(today: LocalDate) throws -> [SavingsGoalDetails] {
        try database.read { db in
            try SavingsGoalQueries.all(db).map { try SavingsGoalQueries.details(db, goal: $0, today: today) }
        }
    }

    // MARK: Lifecycle

    /// Creates an active goal on `today`. The name is new (case-insensitively), a target is
    /// above 0, a deadline is neither past nor more than 120 periods away, and not before the start.
    public func create(_ new: NewSavingsGoal, today: LocalDate) throws -> SavingsGoal {
        let name = try Validation.name(new.name, of: "goal")
        if case .id = EntityReference(name) {
            throw DomainError.invalidValue("'\(name)' looks like an id: a goal name cannot be # followed by digits")
        }
        if NameKey.make(name) == NameKey.make("none") {
            throw DomainError.invalidValue("'none' is reserved (`line set LINE --goal none` unlinks a line): choose another name")
        }
        if let target = new.target, target.cents <= 0 {
            throw DomainError.invalidValue(
                "a goal's target must be above 0 (got \(target.formatted)): leave --target out for a goal without one")
        }
        if new.initialAmount.isNegative { throw DomainError.invalidValue("a goal's initial amount cannot be negative") }
        return try database.write { db in
            if let existing = try Row.fetchOne(
                db, sql: "SELECT id, name FROM savings_goal WHERE name_key = ?",
                arguments: [NameKey.make(name)])
            {
                let id: Int64 = existing[0]
                let existingName: String = existing[1]
                throw DomainError.duplicateGoalName(existingName, existingID: id)
            }
            if let deadline = new.targetDate {
                try Self.checkDeadline(deadline, start: new.startDate, today: today, payDay: SettingsService.settings(db).payDay)
            }
            try db.execute(
                sql: """
                    INSERT INTO savings_goal (name, name_key, target_cents, target_date, start_date, initial_cents, status, created_on)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    name, NameKey.make(name), new.target?.cents, new.targetDate?.description,
                    new.startDate?.description, new.initialAmount.cents, SavingsGoal.Status.active.rawValue,
                    today.description,
                ])
            return try SavingsGoalQueries.existing(db, id: db.lastInsertedRowID)
        }
    }

    /// Not in the past, not before the start, and within 120 periods counted from today's.
    static func checkDeadline(_ deadline: LocalDate, start: LocalDate?, today: LocalDate, payDay: Int) throws {
        guard deadline >= today else {
            throw DomainError.invalidValue("the deadline \(deadline) is in the past (today is \(today)): choose a later date")
        }
        if let start, start > deadline {
            throw DomainError.invalidValue("the start \(start) is after the deadline \(deadline): start earlier or aim later")
        }
        let current = PeriodFormulas.budgetMonth(for: today, payDay: payDay)
        let target = PeriodFormulas.budgetMonth(for: deadline, payDay: payDay)
        let periods = target.periodIndex - current.periodIndex + 1
        let limit = SavingsGoalFormulas.maximumPlanPeriods
        guard periods <= limit else {
            let last = current.adding(months: limit - 1)
            throw DomainError.invalidValue(
                "the deadline \(deadline) is \(periods) periods away (\(current) to \(target)); at most \(limit) are allowed: choose a date in \(last) or earlier"
            )
        }
    }

    /// Pauses, resumes or completes a goal. Pausing needs an active goal; resuming a paused or
    /// completed one; completing an active or paused one. Lines already generated stay as they are.
    public func setStatus(goalID: Int64, _ status: SavingsGoal.Status) throws -> SavingsGoal {
        try database.write { db in
            let goal = try SavingsGoalQueries.existing(db, id: goalID)
            let allowed: Set<SavingsGoal.Status> =
                switch status {
                case .paused: [.active]
                case .active: [.paused, .completed]
                case .completed: [.active, .paused]
                }
            guard allowed.contains(goal.status) else {
                throw DomainError.conflict(Self.transitionRefusal(goal, to: status))
            }
            try db.execute(sql: "UPDATE savings_goal SET status = ? WHERE id = ?", arguments: [status.rawValue, goalID])
            return try SavingsGoalQueries.existing(db, id: goalID)
        }
    }

    private static func transitionRefusal(_ goal: SavingsGoal, to status: SavingsGoal.Status) -> String {
        let name = "goal '\(goal.name)'"
        switch (goal.status, status) {
        case (.paused, .paused): return "\(name) is already paused: `goal resume` starts it again"
        case (.completed, .paused): return "\(name) is completed: resume it before pausing it"
        case (.active, .active): return "\(name) is already active"
        default: return "\(name) is already completed"
        }
    }

    /// Deletes a goal. Its lines stay (no longer linked), its withdrawals become plain free incomes,
    /// and its planned withdrawals go with it.
    @discardableResult
    public func delete(goalID: Int64) throws -> SavingsGoal {
        try database.write { db in
            let goal = try SavingsGoalQueries.existing(db, id: goalID)
            try db.execute(sql: "DELETE FROM savings_goal WHERE id = ?", arguments: [goalID])
            return goal
        }
    }

    // MARK: Feeding and drawing

    /// Links a saving line to a goal, or unlinks it (`goalID` nil); marks it as edited by hand.
    public func link(lineID: Int64, to goalID: Int64?) throws -> BudgetLine {
        try database.write { db in try Self.link(db, line: BudgetLineService.existing(db, id: lineID), to: goalID) }
    }

    /// `line set LINE --goal GOAL|none`: the line resolved in the transaction that links it.
    public func link(_ reference: LineReference, to goalID: Int64?) throws -> LineChange {
        try database.write { db in
            let (line, budget) = try ReferenceResolver.line(db, reference, payDay: SettingsService.settings(db).payDay)
            let linked = try Self.link(db, line: line, to: goalID)
            return LineChange(line: linked, month: budget.month, consumed: try BudgetQueries.consumed(db, lineID: line.id))
        }
    }

    /// Only a saving line can feed a goal; the link marks the line as edited by hand.
    private static func link(_ db: Database, line: BudgetLine, to goalID: Int64?) throws -> BudgetLine {
        if let goalID {
            let goal = try SavingsGoalQueries.existing(db, id: goalID)
            guard line.kind == .saving else {
                throw DomainError.invalidArgument(
                    "only a saving line can feed a goal; '\(line.name)' is \(line.kind.rawValue), so it cannot feed '\(goal.name)'")
            }
        }
        try BudgetLineWriter.linkGoal(db, id: line.id, goalID: goalID)
        return try BudgetLineService.existing(db, id: line.id)
    }

    /// Records money taken out of a goal: a free income drawn from it in the budget `budgetID`,
    /// dated today clamped into that budget's period. Taking more than the goal holds is refused
    /// unless `force` (the goal then holds less than nothing).
    public func withdraw(
        goalID: Int64, amount: Money, budgetID: Int64, today: LocalDate, checked: Bool = false, force: Bool = false
    ) throws -> GoalWithdrawalReceipt {
        try Validation.transactionAmount(amount)
        let checkedAt = checked ? Timestamp.string(clock.now()) : nil
        return try database.write { db in
            let goal = try SavingsGoalQueries.existing(db, id: goalID)
            guard let budget = try BudgetQueries.budget(db, id: budgetID) else { throw DomainError.noBudgetID(budgetID) }
            let payDay = try SettingsService.settings(db).payDay
            let snapshot = try SavingsGoalQueries.snapshot(db, goal: goal)
            let held = SavingsGoalFormulas.progress(snapshot, today: today, payDay: payDay).confirmed
            if amount > held && !force {
                throw DomainError.invalidArgument(
                    "goal '\(goal.name)' holds \(held.formatted), less than the \(amount.formatted) asked: "
                        + "withdraw at most \(max(held, .zero).formatted), or add --force to take it anyway")
            }
            let period = PeriodFormulas.period(of: budget.month, payDay: payDay)
            let date = min(max(today, period.start), period.end)
            let name = "Withdrawal from \(goal.name)".prefix(100)
            let id = try TransactionWriter.insert(
                db,
                .init(
                    budgetID: budgetID, name: String(name), amount: amount, kind: .income, date: date, checkedAt: checkedAt,
                    sourceGoalID: goalID))
            let transaction = try BudgetQueries.transaction(db, id: id).required("tx", id: id)
            return GoalWithdrawalReceipt(transaction: transaction, month: budget.month, heldBefore: held)
        }
    }

    // MARK: Plans

    /// Simulates `request` on the goal's timeline, with `fixed` months: adjustments of a monthly
    /// plan, pins of a redistribution (each must be contributive); with `apply`, writes each contributive
    /// month's amount onto its open lines (checked lines keep theirs), or onto a new line named
    /// after the goal in a month that has none (creating the budget from the default template
    /// when missing), all in one transaction.
    public func plan(
        goalID: Int64, _ request: GoalPlanRequest, fixed: [YearMonth: Money] = [:], apply: Bool, today: LocalDate
    ) throws -> GoalPlanOutcome {
        try database.write { db in
            let goal = try SavingsGoalQueries.existing(db, id: goalID)
            let details = try SavingsGoalQueries.details(db, goal: goal, today: today)
            let plan = details.plan
            let amounts: [MonthAmount]
            let simulation: GoalSimulation
            do {
                switch request {
                case .monthly(let monthly):
                    amounts = plan.rows.filter(\.isContributive).map { MonthAmount(month: $0.month, amount: fixed[$0.month] ?? monthly) }
                    simulation = try GoalPlanFormulas.simulate(plan, monthly: monthly, adjustments: fixed)
                case .redistribute:
                    amounts = try GoalPlanFormulas.redistribute(plan, pinned: fixed)
                    let adjustments = Dictionary(amounts.map { ($0.month, $0.amount) }, uniquingKeysWith: { first, _ in first })
                    simulation = try GoalPlanFormulas.simulate(plan, adjustments: adjustments)
                }
            } catch {
                throw DomainError.conflict("cannot plan goal '\(goal.name)': \(ErrorMessage.describe(error))")
            }
            if let past = amounts.first(where: { !$0.month.isSupported }) {
                throw DomainError.conflict(
                    "cannot plan goal '\(goal.name)': its plan reaches \(past.month), past "
                        + "\(YearMonth.latestSupported), the last month pulpe supports; set an earlier deadline")
            }
            guard apply else {
                return GoalPlanOutcome(
                    goal: goal, request: request, plan: plan, amounts: amounts, simulation: simulation, applied: false,
                    fixed: fixed)
            }
            guard !amounts.isEmpty else {
                throw DomainError.conflict(
                    "goal '\(goal.name)' has no open month to write a plan onto: add a saving line with `--goal`, or set a deadline")
            }
            var writer = GoalPlanWriter(db: db, goal: goal, payDay: try SettingsService.settings(db).payDay)
            for amount in amounts {
                guard let row = plan.row(amount.month) else { continue }
                try writer.write(amount, row: row, linked: details.snapshot.lines.filter { $0.month == amount.month })
            }
            return GoalPlanOutcome(
                goal: goal, request: request, plan: plan, amounts: amounts, simulation: simulation,
                applied: true, changedLines: writer.changedLines, createdBudgets: writer.createdBudgets, fixed: fixed)
        }
    }
}
