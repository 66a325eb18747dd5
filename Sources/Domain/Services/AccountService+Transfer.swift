import GRDB
import Model
import Persistence
import Shared

extension AccountService {
    /// What `transfer` made: the transfer, both accounts as they now stand, and the saving
    /// transaction when it realized a line (with the line's name and budget month).
    public struct TransferOutcome: Sendable, Equatable {
        public let transfer: Transfer
        public let from: AccountSummary
        public let to: AccountSummary
        public let saving: AddedTransaction?
    }

    /// `transfer remove #ID`: the transfer, and its saving transaction when it realized a line
    /// (removing that transaction removes the transfer: `ON DELETE CASCADE`).
    @discardableResult
    public func removeTransfer(id: Int64) throws -> Transfer {
        try database.write { db in
            guard
                let row = try Row.fetchOne(
                    db, sql: "SELECT from_account_id, to_account_id, amount_cents, date, note, tx_id FROM transfer WHERE id = ?",
                    arguments: [id])
            else { throw DomainError.notFound("no transfer #\(id): `account show NAME` lists an account's transfers with their ids") }
            let dateText: String = row[3]
            let transfer = Transfer(
                id: id, fromAccountID: row[0], toAccountID: row[1], amount: Money(cents: row[2]),
                date: try LocalDate.parse(dateText).required("transfer", id: id), note: row[4], transactionID: row[5])
            if let transactionID = transfer.transactionID {
                try TransactionWriter.delete(db, id: transactionID)
            } else {
                try TransferWriter.delete(db, id: id)
            }
            return transfer
        }
    }

    /// `transfer AMOUNT --from A --to B [--date D] [--line NAME]`: moves money between two open
    /// accounts. With a line (a saving line of the date's budget), the money leaves `from` as a
    /// saving transaction on that line, which the transfer points at; removing one removes both.
    public func transfer(
        amount: Money, from: String, to: String, date: LocalDate?, line: String?, note: String?, today: LocalDate
    ) throws -> TransferOutcome {
        try Validation.transactionAmount(amount)
        let date = date ?? today
        try SupportedRange.check(date)
        let note = try note.map { try Validation.name($0, of: "transfer note") }
        return try database.write { db in
            let source = try Self.resolve(db, from)
            let target = try Self.resolve(db, to)
            if source.id == target.id { throw DomainError.transferToSameAccount(source.name) }
            for account in [source, target] {
                if let closed = account.closedOn { throw DomainError.accountClosed(account.name, on: closed) }
            }
            var saving: AddedTransaction?
            if let line {
                let request = TransactionRequest(
                    budget: .periodOf(date), line: line, name: note ?? "Transfer to \(target.name)", amount: amount, kind: .saving,
                    date: date)
                // The kind is asked for: a line of another kind is refused (`kindContradictsLine`).
                // Checked: a transfer counts as cleared (Docs/Domain.md §12), on the side it leaves too.
                saving = try TransactionService.insert(
                    db, request, name: request.name, today: today, checkedAt: Timestamp.string(clock.now()), accountID: source.id)
            }
            let id = try TransferWriter.insert(
                db, from: source.id, to: target.id, amount: amount, date: date, note: note, transactionID: saving?.transaction.id)
            return TransferOutcome(
                transfer: Transfer(
                    id: id, fromAccountID: source.id, toAccountID: target.id, amount: amount, date: date, note: note,
                    transactionID: saving?.transaction.id),
                from: try Self.summary(db, id: source.id, on: today), to: try Self.summary(db, id: target.id, on: today), saving: saving)
        }
    }
}
