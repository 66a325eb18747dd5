import DomainKit
import GRDB
import Model
import Persistence
import Shared

/// Spreads one amount over consecutive months as one-off lines sharing a group id (Docs/Domain.md §7),
/// and reads those groups back.
public actor SpreadService: ServiceActor {
    private let database: AppDatabase

    public init(database: AppDatabase) { self.database = database }

    /// Creates one `one-off` line named `name` in each of `months` budgets from `start`, in one
    /// transaction. Missing budgets are created from the default template (empty without one); a
    /// line of the same name in any of those months fails the whole spread.
    /// Example: 800.00 from 2027-01 over 3 → 266.67, 266.67, 266.66 in group `spread-1`.
    public func spread(
        kind: Kind, name rawName: String, amount: Money, from start: YearMonth, months: Int,
        mode: SpreadMode = .total
    ) throws -> SpreadGroup {
        guard kind.isOutflow else {
            throw DomainError.invalidValue("only an expense or a saving can be spread ('\(kind.rawValue)' given)")
        }
        let name = try Validation.name(rawName, of: "line")
        let planned: [MonthAmount]
        do {
            planned = try SpreadFormulas.slices(of: amount, from: start, months: months, mode: mode)
        } catch {
            throw DomainError.invalidValue(error.message)
        }
        return try database.write { db in
            let group = try Self.nextGroupID(db)
            let templateID = try Int64.fetchOne(db, sql: "SELECT id FROM template WHERE is_default = 1")
            let payDay = try SettingsService.settings(db).payDay
            var created: [YearMonth] = []
            var slices: [SpreadGroup.Slice] = []
            for slice in planned {
                let budget: Budget
                if let existing = try BudgetQueries.budget(db, month: slice.month) {
                    budget = existing
                } else {
                    budget = try BudgetGeneration.insertBudget(
                        db, month: slice.month, description: nil,
                        templateID: templateID, payDay: payDay)
                    created.append(slice.month)
                }
                if let clash = try Int64.fetchOne(
                    db, sql: "SELECT id FROM budget_line WHERE budget_id = ? AND name_key = ?",
                    arguments: [budget.id, NameKey.make(name)])
                {
                    let holder =
                        created.last == slice.month
                        ? "the default template, copied into the new budget \(slice.month), has"
                        : "budget \(slice.month) already has"
                    let id = created.last == slice.month ? "" : " (#\(clash))"
                    throw DomainError.duplicate("\(holder) a line named '\(name)'\(id): nothing was spread; choose another name")
                }
                let lineID = try BudgetLineWriter.insert(
                    db, .init(budgetID: budget.id, name: name, amount: slice.amount, kind: kind, spreadGroup: group))
                let line = try BudgetLineService.existing(db, id: lineID)
                slices.append(SpreadGroup.Slice(month: slice.month, line: line))
            }
            return SpreadGroup(id: group, slices: slices, createdBudgets: created)
        }
    }

    /// The slices of group `id` (case-insensitive), in period order; an unknown group is an
    /// error that lists the known ones.
    public func group(_ rawID: String) throws -> SpreadGroup {
        let id = rawID.trimmingSpaces().lowercased()
        return try database.read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT \(Selection.line), consumed_cents,
                           (SELECT month FROM budget WHERE budget.id = budget_line.budget_id) AS budget_month
                    FROM budget_line WHERE lower(spread_group) = ? ORDER BY budget_month, id
                    """, arguments: [id])
            guard !rows.isEmpty else {
                let known = try String.fetchAll(
                    db,
                    sql: """
                        SELECT spread_group FROM budget_line WHERE spread_group IS NOT NULL GROUP BY spread_group ORDER BY MIN(id)
                        """)
                let hint = known.isEmpty ? "there is no spread yet (`line spread`)" : "spread groups: \(known.joined(separator: ", "))"
                throw DomainError.notFound("no spread group '\(Echo.cut(rawID.trimmingSpaces()))': \(hint)")
            }
            let slices = try rows.map { row in
                let line = try BudgetLine(row: row)
                guard let month = YearMonth.parse(row["budget_month"]) else {
                    throw DomainError.unreadableRow(
                        table: "budget", id: line.budgetID, column: "month", value: row["budget_month"] ?? "NULL")
                }
                return SpreadGroup.Slice(month: month, line: line, consumed: Money(cents: row["consumed_cents"]))
            }
            return SpreadGroup(id: slices[0].line.spreadGroup ?? id, slices: slices)
        }
    }

    /// `spread-N` with N one above the highest number in use.
    static func nextGroupID(_ db: Database) throws -> String {
        let highest =
            try Int.fetchOne(
                db,
                sql: """
                    SELECT MAX(CAST(substr(spread_group, 8) AS INTEGER)) FROM budget_line WHERE spread_group LIKE 'spread-%'
                    """) ?? 0
        return "spread-\(highest + 1)"
    }
}
