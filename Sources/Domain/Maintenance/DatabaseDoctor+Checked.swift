import GRDB
import Model
import Shared

/// `doctor`'s check of the checked sums (per line, free per kind, and the count) against a
/// recount of the budget's checked transactions.
extension DatabaseDoctor {
    static func examineCheckedSums(
        _ db: Database, budgetID: Int64, month: String, lines: [BudgetLine], transactions: [Transaction], into report: inout DoctorReport
    ) throws {
        let expected = CheckedSums(transactions)
        let storedByLine = try Dictionary(
            uniqueKeysWithValues: Row.fetchAll(
                db, sql: "SELECT id, checked_cents FROM budget_line WHERE budget_id = ?", arguments: [budgetID]
            ).map { (row: Row) -> (Int64, Int64) in (row["id"], row["checked_cents"]) })
        for line in lines {
            let stored = Money(cents: storedByLine[line.id] ?? 0)
            let sums = expected.byLine[line.id] ?? .zero
            let want = sums.income + sums.expense + sums.saving
            if stored != want {
                report.problems.append(
                    DoctorProblem(
                        table: "budget_line", id: line.id, label: "\(month) \(line.name)", field: "checked", stored: stored, expected: want)
                )
            }
        }
        guard
            let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT free_checked_income_cents, free_checked_expense_cents, free_checked_saving_cents, checked_tx_count
                    FROM budget WHERE id = ?
                    """, arguments: [budgetID])
        else { return }
        let free: [(field: String, stored: Int64, expected: Money)] = [
            ("free_checked_income", row["free_checked_income_cents"], expected.free.income),
            ("free_checked_expense", row["free_checked_expense_cents"], expected.free.expense),
            ("free_checked_saving", row["free_checked_saving_cents"], expected.free.saving),
        ]
        for value in free where Money(cents: value.stored) != value.expected {
            report.problems.append(
                DoctorProblem(
                    table: "budget", id: budgetID, label: month, field: value.field, stored: Money(cents: value.stored),
                    expected: value.expected))
        }
        let count: Int = row["checked_tx_count"]
        if count != expected.checkedCount {
            report.problems.append(
                DoctorProblem(
                    check: .derived, table: "budget", id: budgetID,
                    message: "budget #\(budgetID) (\(month)) checked_tx_count: stored \(count), expected \(expected.checkedCount)"))
        }
    }
}
