import DomainKit
import GRDB
import Model
import Shared

/// `tx show` and `open tx`: one transaction with its budget, period, line, checked time and goal.
extension TransactionService {
    public func detail(_ reference: TransactionReference) throws -> TransactionDetail {
        try database.read { db in
            let payDay = try SettingsService.settings(db).payDay
            let (transaction, budget) = try ReferenceResolver.transaction(db, reference, payDay: payDay)
            let stored = try Row.fetchOne(
                db.cachedStatement(sql: "SELECT checked_at, bank_reference, bank_text FROM tx WHERE id = ?"), arguments: [transaction.id])
            let checkedAt = stored.flatMap { String.fromDatabaseValue($0[0]) }
            var lineName: String?
            var goalName: String?
            if let lineID = transaction.lineID, let line = try BudgetQueries.line(db, id: lineID) {
                lineName = line.name
                if let goalID = line.savingsGoalID { goalName = try goalNamed(db, id: goalID) }
            }
            if goalName == nil, let goalID = transaction.sourceGoalID { goalName = try goalNamed(db, id: goalID) }
            let favouriteName = try String.fetchOne(
                db.cachedStatement(sql: "SELECT f.name FROM tx JOIN favourite f ON f.id = tx.favourite_id WHERE tx.id = ?"),
                arguments: [transaction.id])
            let account = try Row.fetchOne(
                db.cachedStatement(sql: "SELECT name, (SELECT count(*) FROM account) > 1 FROM account WHERE id = ?"),
                arguments: [transaction.accountID])
            return TransactionDetail(
                transaction: transaction, month: budget.month, period: PeriodFormulas.period(of: budget.month, payDay: payDay),
                lineName: lineName, checkedAt: checkedAt, goalName: goalName,
                favouriteName: favouriteName, bankReference: stored.flatMap { String.fromDatabaseValue($0[1]) },
                bankText: stored.flatMap { String.fromDatabaseValue($0[2]) }.flatMap { $0.isEmpty ? nil : $0 },
                accountName: account?[0] ?? "?", hasOtherAccounts: account?[1] ?? false,
                splitParts: try Self.movement(db, of: transaction).count > 1
                    ? Self.split(db, first: transaction.splitOf ?? transaction.id, month: budget.month).parts : [])
        }
    }

    private func goalNamed(_ db: Database, id: Int64) throws -> String? {
        try String.fetchOne(db.cachedStatement(sql: "SELECT name FROM savings_goal WHERE id = ?"), arguments: [id])
    }
}
