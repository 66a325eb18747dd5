import GRDB
import Model
import Persistence
import Shared

/// `doctor`'s check of every account's kept sums (transactions, checked ones, transfers) against
/// a recount from the rows themselves, in one pass over `tx` grouped by account.
extension DatabaseDoctor {
    static func examineAccounts(_ db: Database, into report: inout DoctorReport) throws {
        let signed = AccountBalanceTriggers.signed("tx")
        let recount = try Row.fetchAll(
            db,
            sql: """
                SELECT a.id, a.name, a.tx_sum_cents, a.checked_sum_cents, a.transfer_sum_cents,
                    coalesce(t.total, 0), coalesce(t.checked, 0),
                    coalesce((SELECT sum(amount_cents) FROM transfer WHERE to_account_id = a.id), 0)
                    - coalesce((SELECT sum(amount_cents) FROM transfer WHERE from_account_id = a.id AND tx_id IS NULL), 0)
                FROM account a
                LEFT JOIN (SELECT account_id, sum(\(signed)) AS total,
                                  sum(CASE WHEN checked_at IS NULL THEN 0 ELSE \(signed) END) AS checked
                           FROM tx GROUP BY account_id) t ON t.account_id = a.id
                ORDER BY a.id
                """)
        for row in recount {
            let id: Int64 = row[0]
            let name: String = row[1]
            let fields: [(field: String, stored: Int64, expected: Int64)] = [
                ("transactions", row[2], row[5]), ("checked", row[3], row[6]), ("transfers", row[4], row[7]),
            ]
            for value in fields where value.stored != value.expected {
                report.problems.append(
                    DoctorProblem(
                        table: "account", id: id, label: name, field: value.field, stored: Money(cents: value.stored),
                        expected: Money(cents: value.expected)))
            }
        }
    }
}
