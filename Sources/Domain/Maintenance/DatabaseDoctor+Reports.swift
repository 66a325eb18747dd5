import GRDB
import Model
import Reporting
import Shared

/// `doctor`'s check of the per-budget report totals against a recount of the budget's transactions.
extension DatabaseDoctor {
    /// Names every total that differs from the recount, is missing, or should not exist.
    static func examineReportTotals(
        _ db: Database, budgetID: Int64, month: String, transactions: [Transaction], into report: inout DoctorReport
    ) throws {
        let checks: [(table: String, group: String, expected: [ReportAggregateKey: ReportAggregate])] = [
            ("report_category_total", "category", ReportFormulas.categoryTotals(transactions)),
            ("report_line_total", "CAST(line_id AS TEXT)", ReportFormulas.lineTotals(transactions)),
        ]
        for check in checks {
            let stored = try ReportService.stored(db, table: check.table, group: check.group, budgetID: budgetID)
            for key in Set(stored.keys).union(check.expected.keys).sorted() {
                let have = stored[key] ?? ReportAggregate()
                let want = check.expected[key] ?? ReportAggregate()
                let label = "\(month) \(key.kind.rawValue) \(key.group.isEmpty ? ReportGroup.noneLabel : key.group)"
                if have.amount != want.amount {
                    report.problems.append(
                        DoctorProblem(
                            table: check.table, id: budgetID, label: label, field: "amount", stored: have.amount, expected: want.amount))
                }
                if have.count != want.count {
                    report.problems.append(
                        DoctorProblem(
                            check: .derived, table: check.table, id: budgetID,
                            message: "\(check.table) #\(budgetID) (\(label)) count: stored \(have.count), expected \(want.count)"))
                }
            }
        }
    }
}
