import DomainKit
import GRDB
import Model
import Shared

/// Transactions as commands name them (`#ID`, `last`, a name in a budget), resolved inside the
/// one transaction that changes them.
extension TransactionService {
    /// `tx set TX [AMOUNT] [--name N] [--date D] [--line L|none] [--kind K] [--category C] [--budget M] [--account A]`:
    /// a date in another budget's period, or another budget, moves the transaction there, and
    /// another kind may take it off its line (`relocate`); `line` is looked up in the budget it ends
    /// in, "none" makes it free. `category: .some(nil)` (typed `--category ""`) clears it.
    public func update(_ reference: TransactionReference, _ edit: TransactionEdit) throws -> TransactionChange {
        let name = try edit.name.map { name throws(DomainError) in try Validation.name(name, of: "transaction") }
        if let amount = edit.amount { try Validation.transactionAmount(amount) }
        let category = edit.category.map { $0.map { $0.trimmingSpaces() }.flatMap { $0.isEmpty ? nil : $0 } }
        if case .some(.some(let text)) = category { try Validation.category(text) }
        return try database.write { db in
            let payDay = try SettingsService.settings(db).payDay
            let (original, budget) = try ReferenceResolver.transaction(db, reference, payDay: payDay)
            if edit.amount != nil || edit.date != nil || edit.kind != nil || edit.budget != nil || edit.account != nil,
                let transfer = try Int64.fetchOne(db, sql: "SELECT id FROM transfer WHERE tx_id = ?", arguments: [original.id])
            {
                throw DomainError.conflict(
                    "transaction #\(original.id) is the saving side of transfer #\(transfer), which moved that amount on that day: "
                        + "its amount, date, kind, budget and account stay the transfer's; remove it (`tx remove #\(original.id)` "
                        + "removes both) and make the transfer again")
            }
            // Paid in another currency, its amount is that one's at the day's rate: a new amount alone
            // would leave the account (and the paid figure) on the old one.
            if edit.amount != nil, let paid = original.original {
                throw DomainError.conflict(
                    "transaction #\(original.id) was paid \(paid.formatted): its amount follows from that; to change it, remove it "
                        + "and add it again (`tx remove #\(original.id)`, then `tx add … --currency \(paid.currency.code)`)")
            }
            if edit.amount != nil || edit.date != nil || edit.budget != nil || edit.account != nil
                || edit.kind.map({ !SplitFormulas.sameDirection($0, original.kind) }) == true,
                try original.splitOf != nil || Self.hasParts(db, original)
            {
                throw DomainError.splitPartMovesWithItsMovement(
                    transactionID: original.id, first: original.splitOf ?? original.id, removing: false)
            }
            var placed = try Self.relocate(db, original, from: budget, edit, payDay: payDay)
            if let name { placed.transaction.name = name }
            if let amount = edit.amount { placed.transaction.amount = amount }
            var updated = try Self.store(db, placed.transaction, original: original)
            if let category, category != updated.category {
                try TransactionWriter.setCategory(db, id: updated.id, category: category)
                updated = try BudgetQueries.transaction(db, id: updated.id).required("tx", id: updated.id)
            }
            if let account = try AccountService.forNewTransaction(db, edit.account), account.id != updated.accountID {
                let current = try AccountService.account(db, id: updated.accountID).required("account", id: updated.accountID)
                try AccountService.requireOneCurrency(db, current, account)
                try TransactionWriter.setAccount(db, id: updated.id, accountID: account.id)
                updated.accountID = account.id
            }
            return TransactionChange(transaction: updated, month: placed.budget.month, relocation: placed.relocation)
        }
    }

    /// `tx check TX` / `tx uncheck TX`.
    public func setChecked(_ reference: TransactionReference, _ checked: Bool) throws -> TransactionChange {
        let checkedAt = checked ? Timestamp.string(clock.now()) : nil
        return try database.write { db in
            let (transaction, budget) = try ReferenceResolver.transaction(db, reference, payDay: SettingsService.settings(db).payDay)
            // A movement is checked as one: every part with it, the one named last.
            let movement = try Self.movement(db, of: transaction)
            let unchanged = movement.allSatisfy { $0.isChecked == checked }
            var parts: [Int64: Transaction] = [:]
            for part in movement where part.id != transaction.id { parts[part.id] = try Self.setChecked(db, part, checkedAt: checkedAt) }
            let named = try Self.setChecked(db, transaction, checkedAt: checkedAt)
            parts[named.id] = named
            return TransactionChange(
                transaction: named, month: budget.month, splitParts: movement.count > 1 ? movement.compactMap { parts[$0.id] } : [],
                unchanged: unchanged)
        }
    }

    /// `tx remove TX`: what the transaction was (a split movement goes whole, named by its first part).
    /// The saving side of a transfer takes its transfer with it, and says which.
    public func remove(_ reference: TransactionReference) throws -> TransactionChange {
        try database.write { db in
            let (transaction, budget) = try ReferenceResolver.transaction(db, reference, payDay: SettingsService.settings(db).payDay)
            let transfer = try Row.fetchOne(
                db,
                sql: """
                    SELECT f.name, t.name FROM transfer tr JOIN account f ON f.id = tr.from_account_id
                    JOIN account t ON t.id = tr.to_account_id WHERE tr.tx_id = ?
                    """, arguments: [transaction.id]
            ).map { row -> String in "\(row[0] as String) → \(row[1] as String)" }
            return TransactionChange(transaction: try Self.remove(db, transaction), month: budget.month, removedTransfer: transfer)
        }
    }
}
