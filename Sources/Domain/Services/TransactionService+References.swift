import GRDB
import Model
import Shared

/// Transactions as commands name them (`#ID`, `last`, a name in a budget), resolved inside the
/// one transaction that changes them.
extension TransactionService {
    /// `tx set TX [AMOUNT] [--name N] [--date D] [--line L|none] [--category C]`: `line` is looked up in the
    /// transaction's own budget; "none" makes it free. `category: .some(nil)` (typed `--category ""`) clears it.
    public func update(
        _ reference: TransactionReference, name rawName: String? = nil, amount: Money? = nil, date: LocalDate? = nil,
        line: String? = nil, category rawCategory: String?? = nil
    ) throws -> TransactionChange {
        let name = try rawName.map { name throws(DomainError) in try Validation.name(name, of: "transaction") }
        if let amount { try Validation.transactionAmount(amount) }
        let category = rawCategory.map { $0.map { $0.trimmingSpaces() }.flatMap { $0.isEmpty ? nil : $0 } }
        if case .some(.some(let text)) = category { try Validation.category(text) }
        return try change(reference) { db, transaction, budget in
            var lineID: Int64??
            if let line {
                lineID = line.lowercased() == "none" ? .some(nil) : .some(try ReferenceResolver.line(db, line, in: budget).id)
            }
            let updated = try Self.update(db, transaction, name: name, amount: amount, date: date, lineID: lineID)
            guard let category, category != updated.category else { return updated }
            try TransactionWriter.setCategory(db, id: updated.id, category: category)
            return try BudgetQueries.transaction(db, id: updated.id).required("tx", id: updated.id)
        }
    }

    /// `tx check TX` / `tx uncheck TX`.
    public func setChecked(_ reference: TransactionReference, _ checked: Bool) throws -> TransactionChange {
        let checkedAt = checked ? Timestamp.string(clock.now()) : nil
        return try change(reference) { db, transaction, _ in try Self.setChecked(db, transaction, checkedAt: checkedAt) }
    }

    /// `tx remove TX`: what the transaction was.
    public func remove(_ reference: TransactionReference) throws -> TransactionChange {
        try change(reference) { db, transaction, _ in
            try TransactionWriter.delete(db, id: transaction.id)
            return transaction
        }
    }

    private func change(_ reference: TransactionReference, _ body: (Database, Transaction, Budget) throws -> Transaction) throws
        -> TransactionChange
    {
        try database.write { db in
            let (transaction, budget) = try ReferenceResolver.transaction(db, reference, payDay: SettingsService.settings(db).payDay)
            return TransactionChange(transaction: try body(db, transaction, budget), month: budget.month)
        }
    }
}
