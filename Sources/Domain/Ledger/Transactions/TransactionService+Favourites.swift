import DomainKit
import GRDB
import Model
import Shared

/// `tx add @NAME [AMOUNT] [--date D]`: a transaction from a favourite, in the budget of its date,
/// its line found by name in that budget; the favourite counts the use in the same write.
extension TransactionService {
    /// Example: favourite Coffee 4.50 on line "Eating out", `tx add @Coffee --date 2026-12-03`
    /// → expense Coffee 4.50 in budget 2026-12 on that budget's "Eating out" line.
    public func add(favourite name: String, amount: Money?, date: LocalDate?, budget: BudgetChoice, today: LocalDate)
        throws -> (added: AddedTransaction, favourite: Favourite)
    {
        if let amount { try Validation.transactionAmount(amount) }
        if let date { try SupportedRange.check(date) }
        return try database.write { db in
            guard let favourite = try FavouriteService.favourite(db, named: name) else { throw DomainError.noFavouriteNamed(name) }
            let request = TransactionRequest(
                budget: budget, line: favourite.lineName, name: favourite.name, amount: amount ?? favourite.amount,
                kind: favourite.lineName == nil ? favourite.kind : nil, date: date, checked: false, category: favourite.category)
            let added = try Self.insert(db, request, name: favourite.name, today: today, checkedAt: nil, favouriteID: favourite.id)
            try FavouriteWriter.markUsed(db, id: favourite.id, on: added.transaction.date)
            return (added, favourite)
        }
    }
}
