import GRDB
import Model
import Shared

/// The allocation rule, checked on the stored rows: a transaction on a line has the line's kind
/// and budget. Example: an expense Shoes on an income line Gym is reported with how to free it.
extension DatabaseDoctor {
    /// Every transaction on a line must share the line's kind and budget: the triggers refuse
    /// any other, but a merge of an older release wrote a line's kind under its transactions.
    static func examineAllocations(_ db: Database, into report: inout DoctorReport) throws {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT t.id, t.name, t.kind, l.name, l.kind, t.budget_id = l.budget_id FROM tx t JOIN budget_line l ON l.id = t.budget_line_id
                WHERE t.kind IS NOT l.kind OR t.budget_id IS NOT l.budget_id ORDER BY t.id
                """)
        for row in rows {
            let id: Int64 = row[0]
            let text = { (index: Int) in TerminalSafe.escaped(Echo.cut(String.fromDatabaseValue(row[index]) ?? "?")) }
            let sameBudget: Bool = row[5]
            let other = sameBudget ? "of another kind (\(text(4)))" : "of another budget"
            report.problems.append(
                DoctorProblem(
                    check: .allocation, table: "tx", id: id,
                    message: "tx #\(id) '\(text(1))' (\(text(2))) is on line '\(text(3))' \(other): `tx set #\(id) --line none` frees it"))
        }
    }
}
