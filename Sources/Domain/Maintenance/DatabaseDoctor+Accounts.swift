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
                    coalesce((SELECT sum(\(AccountBalanceTriggers.received("transfer"))) FROM transfer WHERE to_account_id = a.id), 0)
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
    /// Each account's day sums (`account_day`, which balances on a day read) against a recount of its
    /// transactions per day (a day whose sum is 0 keeps no row).
    static func examineAccountDays(_ db: Database, into report: inout DoctorReport) throws {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT d.account_id, coalesce(a.name, '?'), d.date, d.stored, d.expected
                FROM (SELECT account_id, date, sum(stored) AS stored, sum(expected) AS expected
                      FROM (SELECT account_id, date, tx_cents AS stored, 0 AS expected FROM account_day
                            UNION ALL SELECT account_id, date, 0, \(AccountBalanceTriggers.signed("tx")) FROM tx)
                      GROUP BY account_id, date HAVING sum(stored) <> sum(expected)) d
                LEFT JOIN account a ON a.id = d.account_id
                ORDER BY d.account_id, d.date
                """)
        for row in rows {
            let name: String = row[1]
            let date: String = row[2]
            report.problems.append(
                DoctorProblem(
                    table: "account_day", id: row[0], label: "\(name) \(date)", field: "day sum", stored: Money(cents: row[3]),
                    expected: Money(cents: row[4])))
        }
    }
}
