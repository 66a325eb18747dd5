import DomainKit
import GRDB
import Model
import Persistence
import Shared

/// Owns accounts: where the money is (`account add|list|show|set|rename|close|reopen|remove|default`).
/// Balances are read from the sums the schema keeps (`AccountBalanceTriggers`), less the few
/// transactions dated after the day asked for; reconciliation is `AccountService+Reconcile`.
public actor AccountService: ServiceActor {
    let database: AppDatabase
    let clock: any AppClock

    public init(database: AppDatabase, clock: any AppClock = SystemClock()) {
        self.database = database
        self.clock = clock
    }

    /// What `account add` and `account set` may change; nil leaves a field as it is.
    public struct Changes: Sendable, Equatable {
        public var kind: AccountKind?
        /// The figure as typed (a card's: what is owed), read in the account's currency.
        public var opening: TypedAmount?
        public var openingDate: LocalDate?
        /// `.some(nil)` clears the number.
        public var number: String??
        /// The currency it holds; the budget's is stored as none. Set only while it holds nothing.
        public var currency: Currency?

        public init(
            kind: AccountKind? = nil, opening: TypedAmount? = nil, openingDate: LocalDate? = nil, number: String?? = nil,
            currency: Currency? = nil
        ) {
            self.kind = kind
            self.opening = opening
            self.openingDate = openingDate
            self.number = number
            self.currency = currency
        }
    }

    /// Adds an account (checking unless said otherwise, opening 0).
    public func add(name rawName: String, _ changes: Changes, today: LocalDate) throws -> AccountSummary {
        let name = try Self.validName(rawName)
        let number = try changes.number.flatMap { try $0.map(Self.validNumber) }
        if let date = changes.openingDate { try SupportedRange.check(date) }
        return try database.write { db in
            if let existing = try Self.account(db, named: name) {
                throw DomainError.duplicateAccountName(existing.name, existingID: existing.id)
            }
            if let number { try Self.checkNumberFree(db, number, except: nil) }
            let kind = changes.kind ?? .checking
            let currency = try Self.ownCurrency(db, changes.currency)
            let opening = try changes.opening?.read(in: currency, signed: true) ?? .zero
            let id = try AccountWriter.insert(
                db, name: name, kind: kind, number: number, currency: currency, opening: AccountFormulas.asset(opening, kind: kind),
                openingDate: changes.openingDate)
            return try Self.summary(db, id: id, on: today)
        }
    }

    /// Every account with its balance on `today`, open ones first, each in name order.
    public func list(today: LocalDate) throws -> [AccountSummary] {
        try database.read { db in
            let defaultID = try TransactionWriter.defaultAccountID(db)
            return try Self.all(db).map { try Self.summary(db, $0, on: today, defaultID: defaultID) }
                .sorted {
                    ($0.account.isClosed ? 1 : 0, $0.account.name.lowercased()) < (
                        $1.account.isClosed ? 1 : 0, $1.account.name.lowercased()
                    )
                }
        }
    }

    /// A transfer as an account sees it: the other account, and the amount in (+) or out (−).
    public struct TransferLine: Sendable, Equatable {
        public let id: Int64
        public let date: LocalDate
        public let other: String
        public let amount: Money
        public let note: String?
    }

    /// What `account show` reads, in one read: the account with its balance, and the newest
    /// `shownLimit` of its transactions and transfers of the ten days up to `today`, newest first.
    public struct Detail: Sendable {
        /// A screen's worth: a busy account's ten days can hold thousands of movements.
        public static let shownLimit = 50

        public let summary: AccountSummary
        public let recent: [Transaction]
        public let transfers: [TransferLine]
        /// True when the ten days hold more than the movements kept.
        public let hasMore: Bool
        /// The balance pulpe counts today for the day last reconciled, nil when never reconciled:
        /// it differs from the bank's figure kept then when an entry dated by then changed since.
        public var balanceOnReconciledDay: Money?

        /// Keeps the newest `limit` movements of both lists (each newest first, at most `limit + 1`
        /// long), a transaction before a transfer of the same day.
        /// Example: limit 2, transactions on the 27th and 25th, a transfer on the 26th → the 27th's
        /// transaction and the transfer, with more left.
        init(summary: AccountSummary, recent: [Transaction], transfers: [TransferLine], limit: Int = shownLimit) {
            var (kept, keptTransfers) = (0, 0)
            while kept + keptTransfers < limit, kept < recent.count || keptTransfers < transfers.count {
                if keptTransfers == transfers.count || (kept < recent.count && recent[kept].date >= transfers[keptTransfers].date) {
                    kept += 1
                } else {
                    keptTransfers += 1
                }
            }
            self.summary = summary
            self.recent = Array(recent.prefix(kept))
            self.transfers = Array(transfers.prefix(keptTransfers))
            hasMore = recent.count + transfers.count > kept + keptTransfers
        }
    }

    /// An account with its balance and its last ten days (see `Detail`).
    public func show(_ name: String, today: LocalDate) throws -> Detail {
        try database.read { db in
            let account = try Self.resolve(db, name)
            let since = today.adding(days: -9).description
            let recent = try Row.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT \(Selection.transaction) FROM tx INDEXED BY tx_by_account
                        WHERE account_id = ? AND date >= ? AND date <= ? ORDER BY date DESC, id DESC LIMIT ?
                        """),
                arguments: [account.id, since, today.description, Detail.shownLimit + 1]
            ).map(Transaction.init(row:))
            let summary = try Self.summary(db, account, on: today, defaultID: try TransactionWriter.defaultAccountID(db))
            let transfers = try Self.transfers(db, account: account.id, from: since, to: today, limit: Detail.shownLimit + 1)
            var detail = Detail(summary: summary, recent: recent, transfers: transfers)
            detail.balanceOnReconciledDay = try account.reconciledOn.map { try Self.balance(db, account, on: $0) }
            return detail
        }
    }

    /// An account's transfers from `from` to `to`, newest first (the saving side of one that realized
    /// a line is among the transactions: only the incoming side shows here).
    private static func transfers(_ db: Database, account: Int64, from: String, to: LocalDate, limit: Int) throws -> [TransferLine] {
        try Row.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT t.id, t.date, CASE WHEN t.to_account_id = ?1 THEN f.name ELSE d.name END,
                        CASE WHEN t.to_account_id = ?1 THEN \(AccountBalanceTriggers.received("t")) ELSE -t.amount_cents END, t.note
                    FROM transfer t JOIN account f ON f.id = t.from_account_id JOIN account d ON d.id = t.to_account_id
                    WHERE (t.to_account_id = ?1 OR (t.from_account_id = ?1 AND t.tx_id IS NULL)) AND t.date >= ?2 AND t.date <= ?3
                    ORDER BY t.date DESC, t.id DESC LIMIT ?4
                    """), arguments: [account, from, to.description, limit]
        ).map { row in
            let dateText: String = row[1]
            return TransferLine(
                id: row[0], date: try LocalDate.parse(dateText).required("transfer", id: row[0]), other: row[2],
                amount: Money(cents: row[3]), note: row[4])
        }
    }

    /// Changes an account's kind, opening (and its date) or number.
    public func set(_ name: String, _ changes: Changes, today: LocalDate) throws -> AccountSummary {
        let number = try changes.number.map { try $0.map(Self.validNumber) }
        if let date = changes.openingDate { try SupportedRange.check(date) }
        return try database.write { db in
            var account = try Self.resolve(db, name)
            if let kind = changes.kind { account.kind = kind }
            if let currency = changes.currency {
                let own = try Self.ownCurrency(db, currency)
                if own != account.currency {
                    let (transactions, transfers) = try Self.holdings(db, id: account.id)
                    if transactions + transfers > 0 {
                        throw AccountCurrencyError.currencyOfAccountInUse(
                            account: account.name, transactions: transactions, transfers: transfers)
                    }
                    if own != nil, account.id == (try TransactionWriter.defaultAccountID(db)) {
                        throw AccountCurrencyError.defaultInOwnCurrency(account: account.name, currency: currency.code)
                    }
                    account.currency = own
                }
            }
            // A new kind alone keeps what the account held; an opening typed is read for the (new) kind and currency.
            if let opening = changes.opening {
                account.opening = AccountFormulas.asset(try opening.read(in: account.currency, signed: true), kind: account.kind)
            }
            if let date = changes.openingDate { account.openingDate = date }
            if let number {
                if let number { try Self.checkNumberFree(db, number, except: account.id) }
                account.number = number
            }
            try AccountWriter.update(db, account)
            return try Self.summary(db, id: account.id, on: today)
        }
    }

    public func rename(_ name: String, to rawNew: String, today: LocalDate) throws -> AccountSummary {
        let newName = try Self.validName(rawNew)
        return try database.write { db in
            var account = try Self.resolve(db, name)
            if let other = try Self.account(db, named: newName), other.id != account.id {
                throw DomainError.duplicateAccountName(other.name, existingID: other.id)
            }
            account.name = newName
            try AccountWriter.update(db, account)
            return try Self.summary(db, id: account.id, on: today)
        }
    }

    /// Closes an account: its history stays, it takes no new transaction. The default account
    /// cannot be closed (every transaction that names none goes there), nor an account on a day
    /// to come, before its opening or before its last movement. `unchanged`: it was closed already.
    public func close(_ name: String, on date: LocalDate, today: LocalDate) throws -> (summary: AccountSummary, unchanged: Bool) {
        try database.write { db in
            let account = try Self.resolve(db, name)
            if let closed = account.closedOn { return (try Self.summary(db, id: account.id, on: closed), true) }
            guard date <= today else {
                throw DomainError.invalidValue("--on \(date.shown) is after today (\(today.shown)): close it on a day that has come")
            }
            if let opened = account.openingDate, date < opened {
                throw DomainError.conflict("account '\(account.name)' opened on \(opened.shown): close it on that day or later")
            }
            if account.id == (try TransactionWriter.defaultAccountID(db)) {
                throw DomainError.conflict(
                    "'\(account.name)' is the default account, where transactions that name none go: "
                        + "make another the default first (`account default NAME`)")
            }
            if let last = try Self.lastMovement(db, id: account.id), last > date {
                throw DomainError.conflict(
                    "'\(account.name)' has a movement on \(last.shown), after \(date.shown): close it on that day or later "
                        + "(`account close \(Tokenizer.quoted(account.name)) --on \(last)`)")
            }
            try AccountWriter.setClosed(db, id: account.id, on: date)
            return (try Self.summary(db, id: account.id, on: date), false)
        }
    }

    /// The day of the account's last transaction or transfer, nil when it has none.
    static func lastMovement(_ db: Database, id: Int64) throws -> LocalDate? {
        let day = try String.fetchOne(
            db,
            sql: """
                SELECT max(day) FROM (
                    SELECT max(date) AS day FROM tx WHERE account_id = ?1
                    UNION ALL SELECT max(date) FROM transfer WHERE from_account_id = ?1
                    UNION ALL SELECT max(date) FROM transfer WHERE to_account_id = ?1)
                """, arguments: [id])
        return day.flatMap(LocalDate.parse)
    }

    /// Opens a closed account again; `unchanged`: it was open.
    public func reopen(_ name: String, today: LocalDate) throws -> (summary: AccountSummary, unchanged: Bool) {
        try database.write { db in
            let account = try Self.resolve(db, name)
            guard account.isClosed else { return (try Self.summary(db, id: account.id, on: today), true) }
            try AccountWriter.setClosed(db, id: account.id, on: nil)
            return (try Self.summary(db, id: account.id, on: today), false)
        }
    }

    /// Removes an account that holds nothing; with `moveTo`, its transactions and transfers move
    /// there first (a transfer between the two becomes impossible and is refused).
    public func remove(_ name: String, moveTo: String?, today: LocalDate) throws -> (removed: Account, moved: Int) {
        try database.write { db in
            let account = try Self.resolve(db, name)
            if account.id == (try TransactionWriter.defaultAccountID(db)) {
                throw DomainError.conflict(
                    "'\(account.name)' is the default account: make another the default first (`account default NAME`)")
            }
            var moved = 0
            if let moveTo {
                let target = try Self.resolve(db, moveTo)
                if target.id == account.id { throw DomainError.transferToSameAccount(account.name) }
                if let closed = target.closedOn { throw DomainError.accountClosed(target.name, on: closed) }
                if try Self.holdings(db, id: account.id) != (0, 0) { try Self.requireOneCurrency(db, account, target) }
                let between = try Int64.fetchAll(
                    db,
                    sql: """
                        SELECT id FROM transfer WHERE (from_account_id = ?1 AND to_account_id = ?2) OR (from_account_id = ?2 AND to_account_id = ?1)
                        ORDER BY id
                        """, arguments: [account.id, target.id])
                if !between.isEmpty {
                    throw DomainError.conflict(
                        "transfer\(between.count == 1 ? "" : "s") \(between.map { "#\($0)" }.joined(separator: ", ")) between '\(account.name)' "
                            + "and '\(target.name)' would go from '\(target.name)' to itself: remove \(between.count == 1 ? "it" : "them") first "
                            + "(`transfer remove #\(between[0])`), or move to another account")
                }
                moved = try TransactionWriter.moveAll(db, fromAccount: account.id, toAccount: target.id)
                moved += try TransferWriter.moveAll(db, fromAccount: account.id, toAccount: target.id)
            }
            let (transactions, transfers) = try Self.holdings(db, id: account.id)
            if transactions + transfers > 0 {
                throw DomainError.accountInUse(account.name, transactions: transactions, transfers: transfers)
            }
            try AccountWriter.delete(db, id: account.id)
            return (account, moved)
        }
    }

    /// Makes `name` the account of every transaction that names none.
    public func setDefault(_ name: String, today: LocalDate) throws -> AccountSummary {
        try database.write { db in
            let account = try Self.resolve(db, name)
            if let closed = account.closedOn { throw DomainError.accountClosed(account.name, on: closed) }
            if let currency = account.currency {
                throw AccountCurrencyError.defaultInOwnCurrency(account: account.name, currency: currency.code)
            }
            try SettingsService.storeDefaultAccount(db, id: account.id)
            return try Self.summary(db, id: account.id, on: today)
        }
    }

    /// An account's name and balance on `date` (an imported statement's closing balance is compared with it).
    public func balance(accountID: Int64, on date: LocalDate) throws -> (account: Account, balance: Money) {
        try database.read { db in
            let account = try Self.account(db, id: accountID).required("account", id: accountID)
            return (account, try Self.balance(db, account, on: date))
        }
    }

    public func account(named name: String) throws -> Account? {
        try database.read { try Self.account($0, named: name) }
    }

    /// Every account's name, for completion and messages.
    public func names() throws -> [String] {
        try database.read { try Self.all($0).map(\.name) }
    }

    // MARK: - Queries

    /// Refuses to move transactions from `from` to `to` when they hold two currencies.
    static func requireOneCurrency(_ db: Database, _ from: Account, _ to: Account) throws {
        guard from.currency != to.currency else { return }
        let home = try SettingsService.settings(db).currency
        throw AccountCurrencyError.accountsOfTwoCurrencies(
            from: from.name, fromCurrency: (from.currency ?? home).code, to: to.name, toCurrency: (to.currency ?? home).code)
    }

    /// The currency an account stores: nil for the budget's own (so an account follows the budget's).
    static func ownCurrency(_ db: Database, _ currency: Currency?) throws -> Currency? {
        guard let currency else { return nil }
        return currency == (try SettingsService.settings(db)).currency ? nil : currency
    }

    package static func all(_ db: Database) throws -> [Account] {
        try Row.fetchAll(db, sql: "SELECT \(AccountRecord.Columns.selection) FROM account ORDER BY id").map {
            try AccountRecord(row: $0).account
        }
    }

    package static func account(_ db: Database, named name: String) throws -> Account? {
        try Row.fetchOne(
            db, sql: "SELECT \(AccountRecord.Columns.selection) FROM account WHERE name_key = ?", arguments: [NameKey.make(name)]
        ).map { try AccountRecord(row: $0).account }
    }

    package static func account(_ db: Database, id: Int64) throws -> Account? {
        try Row.fetchOne(db, sql: "SELECT \(AccountRecord.Columns.selection) FROM account WHERE id = ?", arguments: [id])
            .map { try AccountRecord(row: $0).account }
    }

    /// The account named `reference` (a name, or `#ID`), or an error listing the accounts.
    static func resolve(_ db: Database, _ reference: String) throws -> Account {
        let trimmed = reference.trimmingSpaces()
        if trimmed.hasPrefix("#"), let id = Int64(trimmed.dropFirst()), let account = try account(db, id: id) { return account }
        if let account = try account(db, named: trimmed) { return account }
        let known = try all(db).map(\.name)
        throw DomainError.noAccountNamed(reference, suggestion: EditDistance.nearest(to: trimmed, in: known), known: known)
    }

    /// The account a new transaction goes to when `reference` names one (nil: the default); refused when closed.
    package static func forNewTransaction(_ db: Database, _ reference: String?) throws -> Account? {
        guard let reference else { return nil }
        let account = try resolve(db, reference)
        if let closed = account.closedOn { throw DomainError.accountClosed(account.name, on: closed) }
        return account
    }

    /// The balance on `date`: everything recorded, less the transactions (their day sums) and transfers dated after it.
    package static func balance(_ db: Database, _ account: Account, on date: LocalDate) throws -> Money {
        let later =
            try Int64.fetchOne(
                db.cachedStatement(
                    sql: """
                        SELECT coalesce((SELECT sum(tx_cents) FROM account_day WHERE account_id = ?1 AND date > ?2), 0)
                             + coalesce((SELECT sum(\(AccountBalanceTriggers.received("transfer"))) FROM transfer
                                         WHERE to_account_id = ?1 AND date > ?2), 0)
                             - coalesce((SELECT sum(amount_cents) FROM transfer
                                         WHERE from_account_id = ?1 AND date > ?2 AND tx_id IS NULL), 0)
                        """),
                arguments: [account.id, date.description]) ?? 0
        return AccountFormulas.balance(account, less: Money(cents: later))
    }

    static func summary(_ db: Database, _ account: Account, on date: LocalDate, defaultID: Int64) throws -> AccountSummary {
        AccountSummary(
            account: account, balance: try balance(db, account, on: date), checkedBalance: AccountFormulas.checkedBalance(account),
            isDefault: account.id == defaultID)
    }

    static func summary(_ db: Database, id: Int64, on date: LocalDate) throws -> AccountSummary {
        let account = try account(db, id: id).required("account", id: id)
        return try summary(db, account, on: date, defaultID: try TransactionWriter.defaultAccountID(db))
    }

    /// How many transactions and transfers an account holds.
    static func holdings(_ db: Database, id: Int64) throws -> (transactions: Int, transfers: Int) {
        let transactions = try Int.fetchOne(db, sql: "SELECT count(*) FROM tx WHERE account_id = ?", arguments: [id]) ?? 0
        let transfers =
            try Int.fetchOne(
                db, sql: "SELECT count(*) FROM transfer WHERE from_account_id = ?1 OR to_account_id = ?1", arguments: [id]) ?? 0
        return (transactions, transfers)
    }

    /// An account's name: not of the form `#12`, which names an account by its id.
    static func validName(_ raw: String) throws -> String {
        let name = try Validation.name(raw, of: "account")
        if name.hasPrefix("#"), Int64(name.dropFirst()) != nil {
            throw DomainError.invalidValue("'\(name)' names an account by its id: choose a name that is not # and a number")
        }
        return name
    }

    /// An account number as stored: spaces dropped, letters upper-cased (`CH93 0076 2011` → `CH930076…`).
    static func validNumber(_ raw: String) throws -> String {
        let number = String(raw.unicodeScalars.filter { $0 != " " }.map(Character.init)).uppercased()
        try Validation.plainText(number, "an account number")
        guard !number.isEmpty, number.count <= 64 else {
            throw DomainError.invalidValue("an account number has 1 to 64 characters (an IBAN or the bank's account id)")
        }
        return number
    }

    private static func checkNumberFree(_ db: Database, _ number: String, except id: Int64?) throws {
        if let other = try Row.fetchOne(db, sql: "SELECT id, name FROM account WHERE number = ?", arguments: [number]),
            (other[0] as Int64) != id
        {
            throw DomainError.duplicateAccountNumber(number, account: other[1])
        }
    }
}
