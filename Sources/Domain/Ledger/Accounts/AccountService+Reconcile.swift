import DomainKit
import GRDB
import Model
import Persistence
import Shared

extension AccountService {
    /// `account reconcile NAME BALANCE [--on DATE]`: compares the bank's balance on `date` with
    /// pulpe's. When they agree, every unchecked transaction of the account up to that date is
    /// checked and the reconciliation recorded, in one unit; when they differ nothing changes and
    /// the unchecked transactions up to that date come back, newest first, to explain it.
    /// `bank` is the figure as the bank prints it (a card's: what is owed).
    public func reconcile(_ name: String, bank typed: TypedAmount, on date: LocalDate) throws -> Reconciliation {
        try SupportedRange.check(date)
        let checkedAt = Timestamp.string(clock.now())
        return try database.write { db in
            let account = try Self.resolve(db, name)
            if let opening = account.openingDate, date < opening {
                throw DomainError.reconcileBeforeOpening(account: account.name, date: date, opening: opening)
            }
            let pulpe = try Self.balance(db, account, on: date)
            let bank = AccountFormulas.asset(try typed.read(in: account.currency, signed: true), kind: account.kind)
            guard bank == pulpe else {
                let unchecked = try Row.fetchAll(
                    db.cachedStatement(
                        sql: """
                            SELECT \(Selection.transaction) FROM tx INDEXED BY tx_by_account
                            WHERE account_id = ? AND date <= ? AND checked_at IS NULL ORDER BY date DESC, id DESC LIMIT 50
                            """),
                    arguments: [account.id, date.description]
                ).map(Transaction.init(row:))
                return Reconciliation(account: account, date: date, bank: bank, pulpe: pulpe, checkedCount: 0, unchecked: unchecked)
            }
            let checked = try TransactionWriter.checkAll(db, accountID: account.id, upTo: date, checkedAt: checkedAt)
            try AccountWriter.setReconciled(db, id: account.id, on: date, balance: bank)
            let stored = try Self.account(db, id: account.id).required("account", id: account.id)
            return Reconciliation(account: stored, date: date, bank: bank, pulpe: pulpe, checkedCount: checked, unchecked: [])
        }
    }
}
