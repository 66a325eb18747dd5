import DomainKit
import Foundation
import GRDB
import Model
import Persistence
import Shared

/// Owns real transactions. Allocation rules (same budget, same kind) and the period of the
/// date are checked here; every amount change re-stores the budget's month delta.
public actor TransactionService: ServiceActor {
    let database: AppDatabase
    let clock: any AppClock

    public init(database: AppDatabase, clock: any AppClock = SystemClock()) {
        self.database = database
        self.clock = clock
    }

    /// Adds a transaction as `tx add` typed it: the budget, the line and the date are resolved and
    /// checked here, in the one transaction that inserts it (each read once).
    /// Example: `.periodOf(2026-11-03)`, line "Groceries", no date, today 2026-12-02, pay day 1 →
    /// budget 2026-11, dated 2026-11-30 (today clamped into the period).
    public func add(_ request: TransactionRequest, today: LocalDate) throws -> AddedTransaction {
        let name = try Validation.name(request.name, of: "transaction")
        // An amount in another currency is checked once converted, in the write.
        if request.original == nil && request.typed == nil { try Validation.transactionAmount(request.amount) }
        if let date = request.date { try SupportedRange.check(date) }
        if let category = request.category { try Validation.category(category) }
        let checkedAt = request.checked ? Timestamp.string(clock.now()) : nil
        return try database.write { db in try Self.insert(db, request, name: name, today: today, checkedAt: checkedAt) }
    }

    /// The body of `add(_:today:)` inside a write already open (`tx add @NAME` marks the favourite in the same one).
    static func insert(
        _ db: Database, _ request: TransactionRequest, name: String, today: LocalDate, checkedAt: String?, favouriteID: Int64? = nil,
        accountID: Int64? = nil
    ) throws -> AddedTransaction {
        let settings = try SettingsService.settings(db)
        let named = try accountID == nil ? AccountService.forNewTransaction(db, request.account) : nil
        let accountID = accountID ?? named?.id ?? settings.defaultAccountID
        // Only a named account (or a transfer's) may hold its own currency: the default never does.
        let account = try named ?? (accountID == settings.defaultAccountID ? nil : AccountService.account(db, id: accountID))
        let payDay = settings.payDay
        let budget = try ReferenceResolver.budget(db, request.budget, payDay: payDay)
        let line = try request.line.map { try ReferenceResolver.line(db, $0, in: budget) }
        if let line, let kind = request.kind, kind != line.kind {
            throw DomainError.kindContradictsLine(line: line.name, lineKind: line.kind, kind: kind)
        }
        let period = PeriodFormulas.period(of: budget.month, payDay: payDay)
        let date = request.date ?? min(max(today, period.start), period.end)
        guard period.contains(date) else {
            throw DomainError.dateOutsidePeriod(date, month: budget.month, start: period.start, end: period.end)
        }
        let kind = line?.kind ?? request.kind ?? .expense
        var (amount, original) = (request.amount, request.original)
        let moved = try Self.accountAmount(request, in: account)
        if let moved { original = moved }
        if original == nil, let typed = request.typed {
            amount = try typed.read(in: nil)
            try Validation.transactionAmount(amount)
        }
        if let foreign = original {
            do {
                amount = try ExchangeRateService.convert(db, foreign, to: settings.currency, on: date, at: request.rate)
            } catch CurrencyError.missingRate(let currency, let date, let budget, _) {
                // `tx add` takes --rate: the message offers it.
                throw CurrencyError.missingRate(currency: currency, date: date, budget: budget, rateOption: true)
            }
            original = foreign.currency == settings.currency ? nil : foreign
            if amount.cents == 0 && foreign.amount.cents > 0 {
                throw CurrencyError.belowSmallestUnit(foreign, in: settings.currency)
            }
            try Validation.transactionAmount(amount)
        }
        let id = try TransactionWriter.insert(
            db,
            .init(
                budgetID: budget.id, lineID: line?.id, name: name, amount: amount, kind: kind, date: date,
                checkedAt: checkedAt, category: request.category, favouriteID: favouriteID, accountID: accountID,
                original: original, accountMinor: moved?.amount))
        let transaction = Transaction(
            id: id, budgetID: budget.id, lineID: line?.id, name: name, amount: amount, kind: kind, date: date,
            isChecked: checkedAt != nil, category: request.category, accountID: accountID, original: original)
        return AddedTransaction(transaction: transaction, month: budget.month, lineName: line?.name)
    }

    /// What a transaction in an account of its own currency moves the account by, in that currency:
    /// the amount typed (`--account`), or the amount paid when it is in the account's currency; nil
    /// for an account in the budget's currency. A payment in a third currency is refused.
    /// Example: Revolut holds USD, `tx add Lunch 12.50 --account Revolut` → USD 12.50.
    private static func accountAmount(_ request: TransactionRequest, in account: Account?) throws -> ForeignAmount? {
        guard let account, let currency = account.currency else { return nil }
        if let typed = request.typed { return ForeignAmount(amount: try typed.read(in: currency), currency: currency) }
        let paid = request.original ?? ForeignAmount(amount: request.amount, currency: currency)
        guard paid.currency == currency else {
            throw AccountCurrencyError.amountInAnotherCurrency(
                account: account.name, accountCurrency: currency.code, given: paid.currency.code)
        }
        return paid
    }

    /// Adds a transaction to budget and line ids already known (goal withdrawals, tests, the
    /// benchmark's data); the same checks as `add(_:today:)`.
    public func add(_ new: NewTransaction) throws -> Transaction {
        let name = try Validation.name(new.name, of: "transaction")
        try Validation.transactionAmount(new.amount)
        try SupportedRange.check(new.date)
        if let category = new.category { try Validation.category(category) }
        let checkedAt = new.checked ? Timestamp.string(clock.now()) : nil
        return try database.write { db in
            try Self.checkPlacement(db, budgetID: new.budgetID, lineID: new.lineID, kind: new.kind, date: new.date)
            let id = try TransactionWriter.insert(
                db,
                .init(
                    budgetID: new.budgetID, lineID: new.lineID, name: name, amount: new.amount, kind: new.kind, date: new.date,
                    checkedAt: checkedAt, category: new.category, sourceGoalID: new.sourceGoalID))
            // The row is exactly what was inserted: no need to read it back (one query less per `tx add`).
            return Transaction(
                id: id, budgetID: new.budgetID, lineID: new.lineID, name: name, amount: new.amount, kind: new.kind,
                date: new.date, isChecked: new.checked, category: new.category, sourceGoalID: new.sourceGoalID)
        }
    }

    /// Changes fields of a transaction; `lineID: .some(nil)` makes it free. Its date is checked
    /// against the budget's period only when it changes: a transaction a pay-day change left outside
    /// the period (Docs/Domain.md §6.5) can still be renamed, re-allocated or have its amount set.
    public func update(
        id: Int64, name rawName: String? = nil, amount: Money? = nil, date: LocalDate? = nil,
        lineID: Int64?? = nil
    ) throws -> Transaction {
        let name = try rawName.map { name throws(DomainError) in try Validation.name(name, of: "transaction") }
        if let amount { try Validation.transactionAmount(amount) }
        return try database.write { db in
            try Self.update(db, Self.existing(db, id: id), name: name, amount: amount, date: date, lineID: lineID)
        }
    }

    /// Applies validated changes to `transaction`, checks where it lands, and stores it.
    static func update(_ db: Database, _ original: Transaction, name: String?, amount: Money?, date: LocalDate?, lineID: Int64??)
        throws -> Transaction
    {
        var transaction = original
        if let name { transaction.name = name }
        if let amount { transaction.amount = amount }
        if let date { transaction.date = date }
        if let lineID { transaction.lineID = lineID }
        return try store(db, transaction, original: original)
    }

    /// Checks where `transaction`, changed from `original`, lands, stores it and reads it back. Its
    /// date is checked only when it or the budget changes (a transaction stranded by a pay-day
    /// change stays editable, Docs/Domain.md §6.5).
    static func store(_ db: Database, _ transaction: Transaction, original: Transaction) throws -> Transaction {
        try checkPlacement(
            db, budgetID: transaction.budgetID, lineID: transaction.lineID, kind: transaction.kind, date: transaction.date,
            checkingDate: transaction.date != original.date || transaction.budgetID != original.budgetID)
        try TransactionWriter.update(db, transaction)
        return try BudgetQueries.transaction(db, id: transaction.id).required("tx", id: transaction.id)
    }

    /// Checks or unchecks a transaction; planned totals never change.
    public func setChecked(id: Int64, _ checked: Bool) throws -> Transaction {
        let checkedAt = checked ? Timestamp.string(clock.now()) : nil
        return try database.write { db in try Self.setChecked(db, Self.existing(db, id: id), checkedAt: checkedAt) }
    }

    static func setChecked(_ db: Database, _ transaction: Transaction, checkedAt: String?) throws -> Transaction {
        if transaction.isChecked != (checkedAt != nil) {
            try TransactionWriter.setChecked(db, id: transaction.id, checkedAt: checkedAt)
        }
        return try BudgetQueries.transaction(db, id: transaction.id).required("tx", id: transaction.id)
    }

    @discardableResult
    public func remove(id: Int64) throws -> Transaction {
        try database.write { db in try Self.remove(db, Self.existing(db, id: id)) }
    }

    /// Removes a transaction and returns it; a split movement goes whole (its later parts first, so
    /// undo puts the first back before them) and is returned with its total; a later part alone is refused.
    static func remove(_ db: Database, _ transaction: Transaction) throws -> Transaction {
        try requireWhole(transaction, removing: true)
        let movement = try movement(db, of: transaction)
        for part in movement.dropFirst() { try TransactionWriter.delete(db, id: part.id) }
        try TransactionWriter.delete(db, id: transaction.id)
        var removed = transaction
        removed.amount = SplitFormulas.total(movement)
        return removed
    }

    public func transaction(id: Int64) throws -> Transaction? {
        try database.read { try BudgetQueries.transaction($0, id: id) }
    }

    /// The id of the newest transaction (ids grow with each insert), or nil when there is none.
    public func newestID() throws -> Int64? {
        try database.read { try Int64.fetchOne($0, sql: "SELECT max(id) FROM tx") }
    }

    /// The transactions of a budget whose name is `name` (case-insensitive), oldest first.
    public func transactions(named name: String, budgetID: Int64) throws -> [Transaction] {
        try database.read { db in
            try Row.fetchAll(
                db, sql: "SELECT \(Selection.transaction) FROM tx WHERE budget_id = ? AND name_key = ? ORDER BY id",
                arguments: [budgetID, NameKey.make(name)]
            ).map(Transaction.init(row:))
        }
    }

    /// The distinct names of a budget's transactions, for completion (at most `limit`).
    public func names(budgetID: Int64, limit: Int = 200) throws -> [String] {
        try database.read { db in
            try String.fetchAll(
                db, sql: "SELECT DISTINCT name FROM tx WHERE budget_id = ? ORDER BY name LIMIT ?",
                arguments: [budgetID, limit])
        }
    }

    /// The transactions of a budget, filtered and sorted as `tx list` asks.
    public func list(budgetID: Int64, query: TransactionQuery = TransactionQuery()) throws -> [Transaction] {
        var query = query
        query.budgetID = budgetID
        var transactions: [Transaction] = []
        try forEach(query) { transaction, _ in transactions.append(transaction) }
        return transactions
    }

    static func existing(_ db: Database, id: Int64) throws -> Transaction {
        guard let transaction = try BudgetQueries.transaction(db, id: id) else {
            throw DomainError.noTransactionID(id)
        }
        return transaction
    }

    /// The date must fall in the budget's period; an allocation must be to a line of the same
    /// budget and kind.
    /// `checkingDate: false` when the date does not change: a transaction stranded by a pay-day
    /// change stays editable.
    static func checkPlacement(
        _ db: Database, budgetID: Int64, lineID: Int64?, kind: Kind, date: LocalDate, checkingDate: Bool = true
    ) throws {
        guard let budget = try BudgetQueries.budget(db, id: budgetID) else { throw DomainError.noBudgetID(budgetID) }
        let period = PeriodFormulas.period(of: budget.month, payDay: try SettingsService.settings(db).payDay)
        guard !checkingDate || period.contains(date) else {
            throw DomainError.dateOutsidePeriod(date, month: budget.month, start: period.start, end: period.end)
        }
        guard let lineID else { return }
        guard let line = try BudgetQueries.line(db, id: lineID) else { throw DomainError.noLineID(lineID) }
        guard line.budgetID == budgetID else {
            throw DomainError.lineInAnotherBudget(line: line.name, lineID: line.id, month: budget.month)
        }
        guard line.kind == kind else { throw DomainError.kindDiffersFromLine(line: line.name, lineKind: line.kind, kind: kind) }
    }
}
