import DomainKit
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
                    db,
                    sql:
                        "SELECT from_account_id, to_account_id, amount_cents, date, note, tx_id, received_minor FROM transfer WHERE id = ?",
                    arguments: [id])
            else { throw DomainError.notFound("no transfer #\(id): `account show NAME` lists an account's transfers with their ids") }
            let dateText: String = row[3]
            let transfer = Transfer(
                id: id, fromAccountID: row[0], toAccountID: row[1], amount: Money(cents: row[2]),
                received: (row[6] as Int64?).map(Money.init(cents:)), date: try LocalDate.parse(dateText).required("transfer", id: id),
                note: row[4], transactionID: row[5])
            if let transactionID = transfer.transactionID {
                try TransactionWriter.delete(db, id: transactionID)
            } else {
                try TransferWriter.delete(db, id: id)
            }
            return transfer
        }
    }

    /// `transfer AMOUNT --from A --to B [--date D] [--line NAME] [--received AMOUNT]`: moves money
    /// between two open accounts. AMOUNT is read in the currency of `from`; between accounts of two
    /// currencies, what arrives is `received` (in the currency of `to`), else AMOUNT at the rates
    /// kept for the date (through the budget's currency). With a line (a saving line of the date's
    /// budget), the money leaves `from` as a saving transaction on that line, which the transfer
    /// points at; removing one removes both.
    /// Example: CHF budget, USD kept at 0.8897: 100.00 from Main (CHF) to Revolut (USD) → 100 / 0.8897
    /// = 112.397… → USD 112.40 arrives.
    public func transfer(
        amount typed: TypedAmount, from: String, to: String, date: LocalDate?, line: String?, note: String?,
        received typedReceived: TypedAmount? = nil, today: LocalDate
    ) throws -> TransferOutcome {
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
            let amount = try typed.read(in: source.currency)
            try Self.checkAmount(amount, in: source.currency)
            let received = try Self.received(db, amount, from: source, to: target, on: date, typed: typedReceived)
            var saving: AddedTransaction?
            if let line {
                let request = TransactionRequest(
                    budget: .periodOf(date), line: line, name: note ?? "Transfer to \(target.name)", amount: amount, kind: .saving,
                    date: date, original: source.currency.map { ForeignAmount(amount: amount, currency: $0) })
                // Checked: a transfer counts as cleared (Docs/Domain.md §12), on the side it leaves too.
                do {
                    saving = try TransactionService.insert(
                        db, request, name: request.name, today: today, checkedAt: Timestamp.string(clock.now()), accountID: source.id)
                } catch DomainError.kindContradictsLine(let name, let lineKind, _) {
                    // The kind is pulpe's, not typed: the line is what is wrong.
                    throw DomainError.invalidArgument(
                        "line '\(name)' is \(lineKind.rawValue): a transfer's --line names a saving line, which the transfer feeds")
                }
            }
            let id = try TransferWriter.insert(
                db, from: source.id, to: target.id, amount: amount, received: received, date: date, note: note,
                transactionID: saving?.transaction.id)
            return TransferOutcome(
                transfer: Transfer(
                    id: id, fromAccountID: source.id, toAccountID: target.id, amount: amount, received: received, date: date,
                    note: note, transactionID: saving?.transaction.id),
                from: try Self.summary(db, id: source.id, on: today), to: try Self.summary(db, id: target.id, on: today), saving: saving)
        }
    }

    /// An amount moved in `currency` (nil: the budget's): above zero, and within that currency's
    /// typo guard (the budget's own guard for the budget's currency).
    static func checkAmount(_ amount: Money, in currency: Currency?) throws {
        guard let currency else { return try Validation.transactionAmount(amount) }
        let maximum = currency.defaultMaximumTransaction
        guard amount.cents > 0, amount <= maximum else {
            let (given, most) = (ForeignAmount(amount: amount, currency: currency), ForeignAmount(amount: maximum, currency: currency))
            throw DomainError.invalidValue(
                "\(given.formatted) cannot be moved: an amount is above zero and at most \(most.formatted) (a typo guard)")
        }
    }

    /// What arrives in `target` when `amount` leaves `source`: nil between accounts of one currency;
    /// else `typed` read in the target's currency, or `amount` at the rates kept for `date`.
    private static func received(
        _ db: Database, _ amount: Money, from source: Account, to target: Account, on date: LocalDate, typed: TypedAmount?
    ) throws -> Money? {
        let home = try SettingsService.settings(db).currency
        let (fromCurrency, toCurrency) = (source.currency ?? home, target.currency ?? home)
        guard fromCurrency != toCurrency else {
            if typed != nil {
                throw AccountCurrencyError.receivedInOneCurrency(from: source.name, to: target.name, currency: fromCurrency.code)
            }
            return nil
        }
        if let typed {
            let received = try typed.read(in: target.currency)
            try checkAmount(received, in: target.currency)
            return received
        }
        let sent = ForeignAmount(amount: amount, currency: fromCurrency)
        let inBudget = try ExchangeRateService.convert(db, sent, to: home, on: date, at: nil)
        // 1 JPY to a CHF account is 0.00 CHF: nothing would arrive.
        guard inBudget.cents > 0 else { throw CurrencyError.belowSmallestUnit(sent, in: home) }
        guard toCurrency != home else { return inBudget }
        guard let rate = try ExchangeRateService.rate(db, toCurrency, on: date)?.rate else {
            throw CurrencyError.missingRate(currency: toCurrency.code, date: date, budget: home.code)
        }
        guard let received = rate.convertBack(inBudget, fromDigits: home.minorDigits, toDigits: toCurrency.minorDigits) else {
            throw CurrencyError.convertedTooLarge(
                amount: sent.formatted, rate: rate.description)
        }
        guard received.cents > 0 else { throw CurrencyError.belowSmallestUnit(sent, in: toCurrency) }
        return received
    }
}
