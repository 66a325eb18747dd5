import DomainKit
import GRDB
import Model
import Persistence
import Shared

/// Changes the pay day and says which transactions it strands (dated outside their budget's new
/// period); with `moving`, puts each in the budget of its date's period, in the same write.
///
/// A moved transaction keeps its date, amount and check; allocated, it goes to the line of the same
/// name and kind in its new budget, else it becomes free there. When a budget it needs is missing,
/// nothing changes (not even the pay day) and the error names the months to create: a move never
/// creates budgets behind the user's back.
///
/// Example: pay day 1 after 25; "Migros" 2026-11-26 (line Groceries) in budget 2026-12 moves to
/// 2026-11, onto 2026-11's Groceries line.
public actor PayDayChangeService: ServiceActor {
    private let database: AppDatabase

    public init(database: AppDatabase) { self.database = database }

    /// Sets the pay day (1…31) and reports, or with `moving` re-places, the stranded transactions.
    public func setPayDay(_ payDay: Int, moving: Bool) throws -> PayDayChange {
        guard (1...31).contains(payDay) else {
            throw DomainError.invalidValue("pay day must be a whole number from 1 to 31 (got \(payDay)); 1 means calendar months")
        }
        return try database.write { db in
            let settings = try SettingsService.storePayDay(db, payDay)
            let stranded = try Self.stranded(db, payDay: payDay)
            guard moving, !stranded.isEmpty else { return PayDayChange(settings: settings, stranded: stranded, moved: false) }
            return PayDayChange(settings: settings, stranded: try Self.move(db, stranded), moved: true)
        }
    }

    /// Every transaction dated outside its budget's period under `payDay`, oldest date first.
    static func stranded(_ db: Database, payDay: Int) throws -> [PayDayChange.Stranded] {
        var found: [PayDayChange.Stranded] = []
        let budgets = try Row.fetchAll(db, sql: "SELECT \(Selection.budget) FROM budget ORDER BY month").map(Budget.init(row:))
        for budget in budgets {
            let period = PeriodFormulas.period(of: budget.month, payDay: payDay)
            let rows = try Row.fetchCursor(
                db.cachedStatement(
                    sql: "SELECT \(Selection.transaction) FROM tx WHERE budget_id = ? AND (date < ? OR date > ?) ORDER BY date, id"),
                arguments: [budget.id, period.start.description, period.end.description])
            while let row = try rows.next() {
                let transaction = try Transaction(row: row)
                let lineName = try transaction.lineID.flatMap { try BudgetQueries.line(db, id: $0) }?.name
                found.append(
                    PayDayChange.Stranded(
                        transaction: transaction, budgetMonth: budget.month,
                        periodMonth: PeriodFormulas.budgetMonth(for: transaction.date, payDay: payDay), lineName: lineName))
            }
        }
        return found.sorted { ($0.transaction.date, $0.transaction.id) < ($1.transaction.date, $1.transaction.id) }
    }

    /// Moves each stranded transaction to the budget of its period; refuses, naming the months,
    /// when one of those budgets does not exist.
    private static func move(_ db: Database, _ stranded: [PayDayChange.Stranded]) throws -> [PayDayChange.Stranded] {
        var targets: [YearMonth: Budget] = [:]
        for month in Set(stranded.map(\.periodMonth)) {
            if let budget = try BudgetQueries.budget(db, month: month) { targets[month] = budget }
        }
        let missing = Set(stranded.map(\.periodMonth)).subtracting(targets.keys).sorted()
        guard missing.isEmpty else {
            let months = missing.map(\.description).joined(separator: ", ")
            let create = missing.count == 1 ? "create it with `budget new \(months)`" : "create them with `budget new MONTH`"
            throw DomainError.notFound(
                "--move needs a budget for \(months), where stranded transactions' dates now fall: \(create) and run it again "
                    + "(nothing was changed, not even the pay day)")
        }
        var moved: [PayDayChange.Stranded] = []
        for var item in stranded {
            guard let target = targets[item.periodMonth] else { continue }
            let transaction = item.transaction
            if let name = item.lineName {
                item.movedLineID = try Int64.fetchOne(
                    db, sql: "SELECT id FROM budget_line WHERE budget_id = ? AND name_key = ? AND kind = ?",
                    arguments: [target.id, NameKey.make(name), transaction.kind.rawValue])
            }
            try TransactionWriter.move(db, id: transaction.id, toBudget: target.id, lineID: item.movedLineID)
            moved.append(item)
        }
        return moved
    }
}
