import DomainKit
import GRDB
import Model
import Shared

/// Split transactions (`tx split`, `tx unsplit`; Docs/Domain.md §12): one bank movement shared by
/// several lines. The first part keeps the row the movement came as; each further part is a row
/// naming it (`split_of`), with the movement's name, date, budget, account and checked state.
extension TransactionService {
    /// Shares the movement `reference` names (any of its parts) among `parts`, which must add up to
    /// its amount to the cent; a movement already split is shared anew. `category: .some(x)` gives
    /// every part that category (nil clears it); without it the parts keep the first part's.
    /// Example: Migros 82.40, parts Groceries=62.40 Household=20.00 → #5 62.40 on Groceries and a
    /// new #12 20.00 on Household.
    public func split(_ reference: TransactionReference, into parts: [SplitPart], category: String?? = nil) throws
        -> TransactionSplit
    {
        for part in parts { try Validation.transactionAmount(part.amount) }
        if case .some(.some(let text)) = category { try Validation.category(text) }
        return try database.write { db in
            let (named, budget) = try ReferenceResolver.transaction(db, reference, payDay: SettingsService.settings(db).payDay)
            let movement = try Self.movement(db, of: named)
            var first = movement[0]
            guard parts.count >= 2 else { throw DomainError.splitNeedsTwoParts(transactionID: first.id) }
            try Self.requireSplittable(db, movement)
            if let account = try AccountService.account(db, id: first.accountID), let currency = account.currency {
                throw DomainError.conflict(
                    "#\(first.id) is in '\(account.name)', which holds \(currency.code): a movement of an account of its own "
                        + "currency is not split (each part would need its \(currency.code) amount); set its line instead")
            }
            let total = SplitFormulas.total(movement)
            let difference = SplitFormulas.difference(total: total, parts: parts)
            guard difference == .zero else {
                throw DomainError.splitDoesNotAddUp(transactionID: first.id, total: total, parts: total + difference)
            }
            let lines = try Self.partLines(db, parts, in: budget, movementKind: first.kind)
            let category = category ?? first.category
            // Paid in another currency: each part pays its share of it, as of the francs.
            let shares = SplitFormulas.original(of: movement).map {
                SplitFormulas.originalShares($0, total: total, parts: parts.map(\.amount))
            }
            for part in movement.dropFirst() { try TransactionWriter.delete(db, id: part.id) }
            let original = first
            first.amount = parts[0].amount
            first.kind = lines[0]?.kind ?? original.kind
            first.lineID = lines[0]?.id
            first = try Self.store(db, first, original: original)
            if category != first.category { try TransactionWriter.setCategory(db, id: first.id, category: category) }
            if let shares, shares[0] != first.original { try TransactionWriter.setOriginal(db, id: first.id, original: shares[0]) }
            let kept = try Row.fetchOne(db, sql: "SELECT checked_at, source FROM tx WHERE id = ?", arguments: [first.id])
            let checkedAt: String? = kept?[0]
            // Each part came from where the movement came from (an imported row's parts are imported).
            let source: String? = kept?[1]
            for (index, (part, line)) in zip(parts.dropFirst(), lines.dropFirst()).enumerated() {
                _ = try TransactionWriter.insert(
                    db,
                    .init(
                        budgetID: first.budgetID, lineID: line?.id, name: first.name, amount: part.amount,
                        kind: line?.kind ?? original.kind, date: first.date, checkedAt: checkedAt, category: category,
                        accountID: first.accountID, splitOf: first.id, original: shares?[index + 1],
                        source: source ?? TransactionSource.typed))
            }
            return try Self.split(db, first: first.id, month: budget.month)
        }
    }

    /// Joins the parts of the movement `reference` names into its first part, which takes their
    /// total and keeps its own line (when that line's kind is the movement's).
    /// Example: #5 62.40 on Groceries + #12 20.00 on Household → #5 82.40 on Groceries.
    public func unsplit(_ reference: TransactionReference) throws -> TransactionSplit {
        try database.write { db in
            let (named, budget) = try ReferenceResolver.transaction(db, reference, payDay: SettingsService.settings(db).payDay)
            let movement = try Self.movement(db, of: named)
            guard movement.count > 1 else { throw DomainError.notSplit(transactionID: named.id) }
            for part in movement.dropFirst() { try TransactionWriter.delete(db, id: part.id) }
            var first = movement[0]
            first.amount = SplitFormulas.total(movement)
            _ = try Self.store(db, first, original: movement[0])
            let whole = SplitFormulas.original(of: movement)
            if whole != first.original { try TransactionWriter.setOriginal(db, id: first.id, original: whole) }
            return try Self.split(db, first: first.id, month: budget.month)
        }
    }

    /// The parts of the movement `transaction` belongs to, its first part first (one part when it is not split).
    static func movement(_ db: Database, of transaction: Transaction) throws -> [Transaction] {
        let first = try transaction.splitOf.map { try existing(db, id: $0) } ?? transaction
        let later = try Row.fetchAll(
            db.cachedStatement(sql: "SELECT \(Selection.transaction) FROM tx WHERE split_of = ? ORDER BY id"), arguments: [first.id]
        ).map(Transaction.init(row:))
        return [first] + later
    }

    /// The movement whose first part is `first`, each part with its line's name.
    static func split(_ db: Database, first: Int64, month: YearMonth) throws -> TransactionSplit {
        let parts = try movement(db, of: existing(db, id: first)).map { part in
            TransactionSplit.Part(transaction: part, lineName: try part.lineID.flatMap { try BudgetQueries.line(db, id: $0) }?.name)
        }
        return TransactionSplit(parts: parts, month: month)
    }

    /// Refuses a change a part cannot take alone: its amount, date, kind, budget or account, or its removal.
    static func requireWhole(_ transaction: Transaction, removing: Bool) throws {
        if let first = transaction.splitOf {
            throw DomainError.splitPartMovesWithItsMovement(transactionID: transaction.id, first: first, removing: removing)
        }
    }

    /// Whether the first part `transaction` has later parts.
    static func hasParts(_ db: Database, _ transaction: Transaction) throws -> Bool {
        try transaction.splitOf == nil
            && Bool.fetchOne(db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM tx WHERE split_of = ?)"), arguments: [transaction.id])
                == true
    }

    /// A goal withdrawal and a transfer's saving side keep their whole amount.
    private static func requireSplittable(_ db: Database, _ movement: [Transaction]) throws {
        let first = movement[0]
        if first.sourceGoalID != nil { throw DomainError.unsplittable(transactionID: first.id, transfer: nil) }
        if let transfer = try Int64.fetchOne(
            db, sql: "SELECT id FROM transfer WHERE tx_id IN (\(movement.map { String($0.id) }.joined(separator: ",")))")
        {
            throw DomainError.unsplittable(transactionID: first.id, transfer: transfer)
        }
    }

    /// Each part's line in `budget` (nil: free), each named once and of the movement's direction.
    private static func partLines(_ db: Database, _ parts: [SplitPart], in budget: Budget, movementKind: Kind) throws -> [BudgetLine?] {
        var seen: Set<Int64> = []
        return try parts.map { part in
            guard let text = part.line, let line = try ReferenceResolver.lineOrFree(db, text, in: budget) else { return nil }
            guard SplitFormulas.sameDirection(line.kind, movementKind) else {
                throw DomainError.splitLineOfOtherDirection(line: line.name, lineKind: line.kind, movementKind: movementKind)
            }
            guard seen.insert(line.id).inserted else { throw DomainError.splitLineTwice(line.name) }
            return line
        }
    }
}
