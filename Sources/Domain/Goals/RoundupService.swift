import DomainKit
import Foundation
import GRDB
import Model
import Persistence
import Planning
import Shared

/// Round-ups: lists a week's expenses with what rounding each up saves, and moves a week's
/// total into a goal as a checked saving line, once per week.
public actor RoundupService: ServiceActor {
    private let database: AppDatabase
    private let clock: any AppClock

    public init(database: AppDatabase, clock: any AppClock = SystemClock()) {
        self.database = database
        self.clock = clock
    }

    /// The expenses of `week` (its seven days from the user's first weekday), from every budget,
    /// with their round-ups.
    public func summary(week: Week, unit: RoundupUnit) throws -> RoundupSummary {
        try database.read { try Self.summary($0, week: week, from: week.first, to: week.last, unit: unit) }
    }

    /// The expenses from `since` through `today`, with their round-ups.
    public func summary(since: LocalDate, today: LocalDate, unit: RoundupUnit) throws -> RoundupSummary {
        guard since <= today else {
            throw DomainError.invalidValue("--since \(since) is after today (\(today)): give a date up to today")
        }
        return try database.read { try Self.summary($0, week: nil, from: since, to: today, unit: unit) }
    }

    /// When `week` was moved, if it was.
    public func move(of week: Week) throws -> RoundupMove? {
        try database.read { try Self.move($0, week: week) }
    }

    /// Records the week's total as a checked saving line `Round-ups YYYY-Www` linked to the goal,
    /// in the budget whose period holds the week's last day. A week already moved (by its name,
    /// whatever day it started on then) is refused; a zero total changes nothing and returns no line.
    public func move(week: Week, goalID: Int64, unit: RoundupUnit, today: LocalDate) throws -> RoundupMoveOutcome {
        let checkedAt = Timestamp.string(clock.now())
        return try database.write { db in
            let goal = try SavingsGoalQueries.existing(db, id: goalID)
            if let previous = try Self.move(db, week: week) {
                let line = try BudgetQueries.line(db, id: previous.lineID)
                let into = previous.goalID == goal.id ? "goal '\(goal.name)'" : "another goal"
                throw DomainError.conflict(
                    "the round-ups of \(week) were already moved on \(previous.movedOn) (\(previous.amount.formatted) into \(into), "
                        + "line '\(line?.name ?? "?")' #\(previous.lineID)): a week is moved only once")
            }
            let summary = try Self.summary(db, week: week, from: week.first, to: week.last, unit: unit)
            let month = PeriodFormulas.budgetMonth(for: week.last, payDay: try SettingsService.settings(db).payDay)
            guard summary.total.cents > 0 else { return RoundupMoveOutcome(summary: summary, line: nil, month: month) }
            let budget = try BudgetQueries.existingBudget(db, month: month)
            let name = "Round-ups \(week)"
            try BudgetLineService.requireUniqueName(db, name: name, budgetID: budget.id, except: nil)
            let lineID = try BudgetLineWriter.insert(
                db,
                .init(budgetID: budget.id, name: name, amount: summary.total, kind: .saving, checkedAt: checkedAt, savingsGoalID: goal.id))
            let line = try BudgetLineService.existing(db, id: lineID)
            try db.execute(
                sql: """
                    INSERT INTO roundup_move (week, goal_id, line_id, unit, amount_cents, moved_at) VALUES (?, ?, ?, ?, ?, ?)
                    """, arguments: [week.description, goal.id, line.id, unit.rawValue, summary.total.cents, today.description])
            return RoundupMoveOutcome(summary: summary, line: line, month: month)
        }
    }

    static func summary(_ db: Database, week: Week?, from: LocalDate, to: LocalDate, unit: RoundupUnit) throws -> RoundupSummary {
        // A cursor decodes each row in place: fetchAll would first copy thousands of rows.
        var transactions: [Transaction] = []
        let rows = try Row.fetchCursor(
            db,
            sql: """
                SELECT \(Selection.transaction) FROM tx WHERE kind = ? AND date >= ? AND date <= ? ORDER BY date, id
                """, arguments: [Kind.expense.rawValue, from.description, to.description])
        while let row = try rows.next() { transactions.append(try Transaction(row: row)) }
        // A purchase split among lines is rounded up once, on its whole amount.
        let movements = SplitFormulas.movements(transactions)
        return RoundupSummary(week: week, from: from, to: to, unit: unit, items: RoundupFormulas.items(movements, unit: unit))
    }

    static func move(_ db: Database, week: Week) throws -> RoundupMove? {
        try Row.fetchOne(
            db, sql: "SELECT goal_id, line_id, unit, amount_cents, moved_at FROM roundup_move WHERE week = ?",
            arguments: [week.description]
        ).map { row in
            RoundupMove(
                week: week, goalID: row[0], lineID: row[1], unit: RoundupUnit(rawValue: row[2]) ?? .one,
                amount: Money(cents: row[3]), movedOn: LocalDate.parse(row[4]) ?? LocalDate(year: 1970, month: 1, day: 1))
        }
    }
}
