import GRDB
import Model
import Shared

/// The rule of split movements, checked on the stored rows: every later part shares its first
/// part's date, budget, account and check, and its direction (income, or money going out), and
/// the first part is no part of another. Example: a part dated 2026-11-04 of a movement of
/// 2026-11-03 is reported with how to share the movement anew.
extension DatabaseDoctor {
    static func examineSplits(_ db: Database, into report: inout DoctorReport) throws {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT p.id, p.split_of, f.split_of IS NOT NULL, p.date IS NOT f.date, p.budget_id IS NOT f.budget_id,
                    p.account_id IS NOT f.account_id, (p.checked_at IS NULL) <> (f.checked_at IS NULL),
                    (p.kind = 'income') <> (f.kind = 'income')
                FROM tx p JOIN tx f ON f.id = p.split_of
                WHERE f.split_of IS NOT NULL OR p.date IS NOT f.date OR p.budget_id IS NOT f.budget_id
                    OR p.account_id IS NOT f.account_id OR (p.checked_at IS NULL) <> (f.checked_at IS NULL)
                    OR (p.kind = 'income') <> (f.kind = 'income')
                ORDER BY p.id
                """)
        let differences = [(2, "a part itself"), (3, "date"), (4, "budget"), (5, "account"), (6, "check"), (7, "direction")]
        for row in rows {
            let id: Int64 = row[0]
            let first: Int64 = row[1]
            let what = differences.filter { (row[$0.0] as Bool?) == true }.map(\.1)
            report.problems.append(
                DoctorProblem(
                    check: .split, table: "tx", id: id,
                    message: "tx #\(id), a part of split #\(first), differs from it (\(what.joined(separator: ", "))): "
                        + "`tx unsplit #\(first)` joins the parts, then `tx split #\(first) …` shares it anew"))
        }
    }
}
