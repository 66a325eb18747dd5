import DomainKit
import GRDB
import Ledger
import Model
import Persistence
import Planning
import Shared

/// Imports bank rows in one transaction: each row goes to the budget of its date's pay-day
/// period (created from the default template when missing, unless refused), the rules place it
/// on a line, and its import key keeps a second import of the same row from adding it again.
/// A bad row stops everything (nothing written) unless `keepGoing`; `dryRun` rolls it all back.
public actor ImportService: ServiceActor {
    let database: AppDatabase
    let clock: any AppClock

    public init(database: AppDatabase, clock: any AppClock = SystemClock()) {
        self.database = database
        self.clock = clock
    }

    /// Reads rows from `next` until it returns nil and imports them; `progress` hears the count
    /// of rows read every 4,096 rows. Throws the first bad row's `ImportProblem` (without
    /// `keepGoing`) or `ImportError.missingBudgets` (with `createBudgets` false): nothing is written.
    /// Nonisolated, as every method that calls back into its caller: the rows are read on the
    /// caller's executor, which is this actor's too (`ServiceActor`).
    public nonisolated func importRows(
        _ request: ImportRequest, next: () throws -> ImportInput?, progress: (Int) -> Void = { _ in }
    ) throws -> ImportOutcome {
        try withoutActuallyEscaping(next) { next in
            try importRows(
                request,
                produce: { emit in
                    while let input = try next() { try emit(input) }
                }, progress: progress)
        }
    }

    /// The same, for a reader that pushes its rows as it reads them (a streamed XML parser):
    /// `produce` calls `emit` with each row, inside the import's transaction, so no row waits in
    /// memory for the others. An error `emit` throws (a bad row, the database) is `produce`'s to rethrow.
    public nonisolated func importRows(
        _ request: ImportRequest, produce: (_ emit: (ImportInput) throws -> Void) throws -> Void, progress: (Int) -> Void = { _ in }
    ) throws -> ImportOutcome {
        do {
            return try withoutActuallyEscaping(progress) { progress in
                try database.write { db in
                    var run = try ImportRun(db, request: request, checkedAt: request.checked ? Timestamp.string(clock.now()) : nil)
                    try produce { input in
                        try run.take(input)
                        if run.read & 4095 == 0 { progress(run.read) }
                    }
                    progress(run.read)
                    let outcome = try run.finish()
                    if request.dryRun { throw DryRunRollback(outcome: outcome) }
                    return outcome
                }
            }
        } catch let rollback as DryRunRollback {
            return rollback.outcome
        }
    }
}

/// Carries a dry run's outcome out of the savepoint it rolls back; caught in `ImportService`, so
/// its message is only a safeguard.
struct DryRunRollback: UserFacingError, Sendable {
    let outcome: ImportOutcome

    var message: String { "the dry run of the import changed nothing: run it without --dry-run to import" }
}

/// The state of one import inside its transaction: the budgets met so far with their lines,
/// the rules, and the occurrences of identical rows.
private struct ImportRun {
    struct PlacedBudget {
        let id: Int64
        let month: YearMonth
        let lines: [String: BudgetLine]
    }

    let db: Database
    let request: ImportRequest
    /// When the rows were marked checked (`--checked`), nil when they land unchecked.
    let checkedAt: String?
    let payDay: Int
    /// The budget's currency: a row paid in another keeps it as its original.
    let currency: Currency
    let defaultTemplate: Int64?
    let rules: RuleMatcher
    var budgets: [YearMonth: PlacedBudget] = [:]
    var missing: Set<YearMonth> = []
    /// The (date, amount, payee) triples met so far, by their hash (this run only); most occur
    /// once, so a set of 8-byte hashes holds them (a dictionary of counts took 12 MB more at 1M
    /// rows), and `repeats` counts the others from their second occurrence.
    var seen: Set<Int> = []
    var repeats: [Int: Int32] = [:]
    var outcome = ImportOutcome()
    /// Payee → its `NameKey`, for the payees met so far (bank files repeat a few hundred names).
    var payeeKeys: [String: String] = [:]
    /// Payee → the rule that places it (nil: none), for the payees met so far.
    var rulesByPayee: [String: ImportRule?] = [:]
    /// The last account met on a row, with its key (a file names one account, or a few in turn).
    var accountKey: (account: String, key: String)?
    /// The account `--account` names; else the one a file's number names (cached by number), else the default.
    let requestAccount: Account?
    let defaultAccount: Account
    var accountsByNumber: [String: Account?] = [:]
    /// The other sources a row of this import may have been keyed with before, when the file names
    /// no account: the account's name and `#ID`, and "" for the default one (imported without
    /// `--account`). Example: `import csv s.csv`, then `import csv s.csv --account Main`
    /// (the default) finds the rows the first one keyed under "".
    let aliasSources: [String]
    /// The account an alias match must be in: another account's row keyed alike is not this one's
    /// (the default account changed since, or a name or `#ID` now names another account).
    let aliasAccountID: Int64
    /// The accounts whose rows a file books in another currency than theirs, said once each.
    var notedCurrencies: Set<Int64> = []
    /// Whether the database has more than one account (the summary then names where rows went).
    let severalAccounts: Bool
    var read = 0
    /// The free incomes and expenses this import added, when there are several accounts: the
    /// movements that may be one side of a transfer (`TransferPairing`).
    var pairable: [Int64] = []
    /// The import's rows go in with the per-row triggers set aside, brought up to date at the end.
    var bulk: TransactionWriter.Bulk

    init(_ db: Database, request: ImportRequest, checkedAt: String?) throws {
        self.checkedAt = checkedAt
        self.db = db
        self.request = request
        let settings = try SettingsService.settings(db)
        payDay = settings.payDay
        currency = settings.currency
        defaultTemplate = try Int64.fetchOne(db, sql: "SELECT id FROM template WHERE is_default = 1")
        let stored = try ImportSetupService.rules(db)
        rules = try RuleMatcher(rules: stored)
        outcome.dryRun = request.dryRun
        outcome.pairsTransfers = request.pairTransfers
        bulk = try TransactionWriter.Bulk(db)
        if let reference = request.account {
            requestAccount = try AccountService.forNewTransaction(db, reference)
        } else {
            requestAccount = nil
        }
        let defaultID = try TransactionWriter.defaultAccountID(db)
        defaultAccount = try AccountService.account(db, id: defaultID).required("account", id: defaultID)
        let target = requestAccount ?? defaultAccount
        aliasAccountID = target.id
        // Looked up only in an account that holds something (two index probes): the first import
        // into a new account pays nothing for them.
        if request.keysByAccount,
            try Bool.fetchOne(
                db,
                sql: """
                    SELECT EXISTS (SELECT 1 FROM tx WHERE account_id = ?1)
                        OR EXISTS (SELECT 1 FROM transfer WHERE from_account_id = ?1)
                        OR EXISTS (SELECT 1 FROM transfer WHERE to_account_id = ?1)
                    """, arguments: [target.id]) == true
        {
            let sources = [NameKey.make(target.name), "#\(target.id)"] + (target.id == defaultID ? [""] : [])
            aliasSources = sources.filter { $0 != request.source }
        } else {
            aliasSources = []
        }
        severalAccounts = (try Int.fetchOne(db, sql: "SELECT count(*) FROM account") ?? 0) > 1
    }

    /// The account a row goes to: `--account`, else the account holding the number the file
    /// names (an IBAN with or without spaces), else the account of that name (a QIF names its
    /// account `NVisa`), else the default one.
    private mutating func account(of row: ImportRow) throws -> Account {
        if let requestAccount { return requestAccount }
        guard let number = row.account else { return defaultAccount }
        if let known = accountsByNumber[number] { return known ?? defaultAccount }
        let byNumber = try Row.fetchOne(
            db, sql: "SELECT \(AccountRecord.Columns.selection) FROM account WHERE number = ?",
            arguments: [String(number.unicodeScalars.filter { $0 != " " }.map(Character.init)).uppercased()]
        ).map { try AccountRecord(row: $0).account }
        let found =
            try byNumber
            ?? Row.fetchOne(
                db, sql: "SELECT \(AccountRecord.Columns.selection) FROM account WHERE name_key = ?", arguments: [NameKey.make(number)]
            ).map { try AccountRecord(row: $0).account }
        if let found, let closed = found.closedOn { throw DomainError.accountClosed(found.name, on: closed) }
        accountsByNumber[number] = .some(found)
        if found == nil && severalAccounts && !outcome.unknownAccountNumbers.contains(number) {
            outcome.unknownAccountNumbers.append(number)
        }
        return found ?? defaultAccount
    }

    mutating func take(_ input: ImportInput) throws {
        read += 1
        switch input {
        case .bad(let problem):
            try refuse(problem, name: "")
        case .row(let row):
            try place(row)
        case .leftOut(let line, let reason):
            outcome.skipped.append((line, reason))
            if request.dryRun { outcome.rows.append(.init(line: line, name: "", date: nil, amount: nil, fate: .skipped(reason))) }
        }
    }

    private mutating func refuse(_ problem: ImportProblem, name: String, date: LocalDate? = nil, amount: Money? = nil) throws {
        guard request.keepGoing else { throw problem }
        outcome.bad.append((problem.line, problem.messageAfterLine))
        if request.dryRun {
            outcome.rows.append(.init(line: problem.line, name: name, date: date, amount: amount, fate: .bad(problem.messageAfterLine)))
        }
    }

    private mutating func record(_ row: ImportRow, name: String, _ fate: ImportOutcome.Fate) {
        if request.dryRun { outcome.rows.append(.init(line: row.line, name: name, date: row.date, amount: row.amount, fate: fate)) }
    }

    private mutating func place(_ read: ImportRow) throws {
        var row = read
        let name = Self.name(row.payee)
        let account = try account(of: row)
        if let booked = row.booked, booked != (account.currency ?? currency), !notedCurrencies.contains(account.id) {
            notedCurrencies.insert(account.id)
            outcome.notes.append(
                (
                    row.line,
                    "the file books its amounts in \(booked.code) and account \(account.name) holds \((account.currency ?? currency).code): "
                        + "they were taken as \((account.currency ?? currency).code); for an account in \(booked.code), "
                        + "`account add NAME --currency \(booked.code)` and import with --account NAME"
                ))
        }
        if let own = account.currency, own != currency {
            do {
                row = try inAccountCurrency(row, own)
            } catch let error as UserFacingError {
                return try refuse(
                    ImportProblem(
                        line: row.line, column: "", value: "", problem: "the amount \(row.amount.formatted) is refused: \(error.message)"),
                    name: name, date: row.date)
            }
        } else if let original = row.original {
            do {
                row = try converted(row, original)
            } catch let error as CurrencyError {
                return try refuse(
                    ImportProblem(
                        line: row.line, column: "", value: "",
                        problem: "the amount \(original.magnitude.formatted) is refused: \(error.message)"),
                    name: name, date: row.date)
            }
        }
        guard let signKind = ImportFormulas.kind(of: row.amount) else {
            outcome.skipped.append((row.line, "the amount is zero"))
            record(row, name: name, .skipped("the amount is zero"))
            return
        }
        let magnitude = row.amount.magnitude
        do {
            try Validation.transactionAmount(magnitude)
            try SupportedRange.check(row.date)
        } catch {
            // Said of the value as read, not of a column: a statement may name its columns otherwise, or have none.
            let what = magnitude > MoneyRules.current.maximumTransaction ? "the amount \(row.amount.formatted)" : "the date \(row.date)"
            return try refuse(
                ImportProblem(line: row.line, column: "", value: "", problem: "\(what) is refused: \(error.message)"), name: name,
                date: row.date, amount: row.amount)
        }
        let payeeKey = foldedPayee(row.payee)
        // An account of its own currency keys its rows by the file's amount, not by what the rate
        // kept that day made of it: a rate set again later must not make the same file new.
        var keyed = row
        if account.currency != nil, account.currency != currency { keyed.amount = read.amount }
        var occurrence = 1
        do {
            // A reference the file repeats names several movements (never one listed twice): each is kept.
            let hash = (keyed.identity.map { "ref|" + $0 } ?? ImportFormulas.occurrenceKey(keyed, payeeKey: payeeKey)).hashValue
            if !seen.insert(hash).inserted {
                let count = repeats[hash, default: 1] + 1
                repeats[hash] = count
                occurrence = Int(count)
            }
        }
        let key = StoredImportKey.make(ImportFormulas.key(source: source(of: row), row: keyed, payeeKey: payeeKey, occurrence: occurrence))
        outcome.lastAccountID = account.id
        // Named for rows already there too: a second import of the file says which account holds them.
        if severalAccounts && !outcome.accounts.contains(account.name) { outcome.accounts.append(account.name) }
        var there = try bulk.existing(importKey: key)
        if there == nil, row.account == nil {
            for alias in aliasSources where there == nil {
                there = try bulk.existing(
                    inAccount: aliasAccountID,
                    importKey: StoredImportKey.make(
                        ImportFormulas.key(source: alias, row: keyed, payeeKey: payeeKey, occurrence: occurrence)))
            }
        }
        if let there {
            // Imported before and still a transaction: it may be paired now (a first import said no, or ran without --transfers).
            if severalAccounts && there > 0 { pairable.append(there) }
            outcome.alreadyThere += 1
            record(row, name: name, .alreadyThere)
            return
        }
        let month = PeriodFormulas.budgetMonth(for: row.date, payDay: payDay)
        guard let budget = try budget(month) else {
            missing.insert(month)
            return
        }
        let rule = rules.isEmpty ? nil : rule(for: row.payee, folded: payeeKey)
        let kind = rule?.kind ?? signKind
        var line: BudgetLine?
        if let rule {
            if let found = budget.lines[NameKey.make(rule.line)] {
                if found.kind == kind {
                    line = found
                } else {
                    outcome.notes.append(
                        (
                            row.line,
                            "rule '\(rule.pattern)' names \(found.kind.rawValue) line '\(found.name)' for an \(kind.rawValue): left free"
                        ))
                }
            } else {
                outcome.notes.append(
                    (row.line, "rule '\(rule.pattern)' names line '\(rule.line)', which \(month) does not have: left free"))
            }
        }
        let finalName = rule?.rename ?? name
        // The bank's words are kept apart only when they say more than the name (most rows: the payee alone); when they
        // are the name, an empty text says so (a rename then keeps them), where nil means the file gave none.
        let bankText = row.text.flatMap { Self.bankWords($0, limit: 1_000) }.map { $0 == finalName ? "" : $0 }
        let id = try bulk.insert(
            db,
            .init(
                budgetID: budget.id, lineID: line?.id, name: finalName, amount: magnitude, kind: kind, date: row.date, checkedAt: checkedAt,
                category: rule?.category ?? row.category.flatMap(Self.category), importKey: key,
                bankReference: row.reference.flatMap { Self.bankWords($0, limit: 140) },
                bankText: bankText, accountID: account.id,
                original: row.original?.magnitude, accountMinor: account.currency == nil ? nil : row.original?.magnitude.amount,
                source: request.origin))
        outcome.added += 1
        if severalAccounts && line == nil && kind != .saving { pairable.append(id) }
        record(row, name: finalName, .added(month: month, line: line?.name))
    }

    /// A row paid in another currency: the bank's converted amount when the file gives one, else the
    /// original at the rate kept for its day; one in the budget's own currency is an ordinary row.
    private func converted(_ read: ImportRow, _ original: ForeignAmount) throws -> ImportRow {
        var row = read
        if original.currency == currency {
            if row.amount == .zero { row.amount = original.amount }
            row.original = nil
        } else if row.amount == .zero {
            let magnitude = original.magnitude
            let amount = try ExchangeRateService.convert(db, magnitude, to: currency, on: row.date, at: nil)
            row.amount = original.amount.isNegative ? -amount : amount
        }
        return row
    }

    /// A row of an account of its own currency: the file's amount is what the account moved, in
    /// that currency (read in the budget's decimals, brought to the account's), kept as paid; the
    /// transaction's amount is the same money in the budget's currency, at the rate kept for its day.
    /// Example: a JPY account, CHF budget, JPY kept at 0.0059: `-1500` → JPY 1'500 paid, CHF 8.85.
    private func inAccountCurrency(_ read: ImportRow, _ own: Currency) throws -> ImportRow {
        var row = read
        let moved: Money
        if row.amount == .zero, let original = row.original, original.currency == own {
            moved = original.amount
        } else {
            guard let rescaled = row.amount.rescaled(from: MoneyRules.current.minorDigits, to: own.minorDigits) else {
                throw AccountCurrencyError.moreDecimalsThanCurrency(amount: row.amount.formatted, currency: own.code)
            }
            moved = rescaled
        }
        let inBudget = try ExchangeRateService.convert(
            db, ForeignAmount(amount: moved.magnitude, currency: own), to: currency, on: row.date, at: nil)
        row.amount = moved.isNegative ? -inBudget : inBudget
        row.original = ForeignAmount(amount: moved, currency: own)
        return row
    }

    /// The account part of a row's import key: the account its file names, else the request's.
    private mutating func source(of row: ImportRow) -> String {
        guard let account = row.account else { return request.source }
        if let known = accountKey, known.account == account { return known.key }
        let key = NameKey.make(account)
        accountKey = (account, key)
        return key
    }

    private mutating func foldedPayee(_ payee: String) -> String {
        if let key = payeeKeys[payee] { return key }
        if payeeKeys.count > 50_000 { payeeKeys.removeAll(keepingCapacity: true) }
        let key = NameKey.make(payee)
        payeeKeys[payee] = key
        return key
    }

    /// The first rule matching `payee` (`RuleMatcher.match`), asked once per payee: bank files repeat a few hundred.
    private mutating func rule(for payee: String, folded: String) -> ImportRule? {
        if let known = rulesByPayee[payee] { return known }
        if rulesByPayee.count > 50_000 { rulesByPayee.removeAll(keepingCapacity: true) }
        let rule = rules.match(payee, folded: folded)
        rulesByPayee[payee] = .some(rule)
        return rule
    }

    /// The budget of `month` with its lines, created from the default template when allowed.
    private mutating func budget(_ month: YearMonth) throws -> PlacedBudget? {
        if let budget = budgets[month] { return budget }
        if missing.contains(month) { return nil }
        var found = try BudgetQueries.budget(db, month: month)
        if found == nil {
            guard request.createBudgets else { return nil }
            found = try BudgetGeneration.insertBudget(db, month: month, description: nil, templateID: defaultTemplate, payDay: payDay)
            outcome.createdBudgets.append(month)
            outcome.createdFromTemplate = defaultTemplate != nil
        }
        guard let found else { return nil }
        let lines = try BudgetQueries.lines(db, budgetID: found.id)
        let placed = PlacedBudget(
            id: found.id, month: month, lines: Dictionary(lines.map { (NameKey.make($0.name), $0) }, uniquingKeysWith: { a, _ in a }))
        budgets[month] = placed
        return placed
    }

    mutating func finish() throws -> ImportOutcome {
        if !missing.isEmpty { throw ImportError.missingBudgets(missing.sorted()) }
        try bulk.finish(db)
        outcome.createdBudgets.sort()
        (outcome.transfers, outcome.transferNotes) = try TransferPairing.run(
            db, added: pairable, pair: request.pairTransfers && !request.dryRun)
        return outcome
    }

    /// A category a file gives, as stored: control characters become spaces, at most 100
    /// characters; nil when nothing is left.
    static func category(_ text: String) -> String? {
        let name = Self.name(text)
        return name == "(no payee)" ? nil : name
    }

    /// What a bank wrote, as stored: control characters become spaces, invisible ones go, at most
    /// `limit` characters; nil when nothing visible is left.
    static func bankWords(_ text: String, limit: Int) -> String? {
        let clean = StoredText.isClean(text) ? text.trimmingSpaces() : StoredText.cleaned(text)
        if clean.isEmpty || clean == "?" && text.trimmingSpaces() != "?" { return nil }
        // A text of at most `limit` bytes has at most `limit` characters: no need to count them.
        return clean.utf8.count > limit && clean.count > limit ? String(clean.prefix(limit)) : clean
    }

    /// A payee as a transaction name: control characters become spaces, at most 100 characters,
    /// "(no payee)" when empty.
    static func name(_ payee: String) -> String {
        var text = payee
        if Tokenizer.mayContainControl(text) {
            text = String(text.map { $0 == "\t" || Tokenizer.isControl($0) ? " " : $0 })
        }
        text = text.trimmingSpaces()
        if text.isEmpty { return "(no payee)" }
        return text.utf8.count > 100 && text.count > 100 ? String(text.prefix(100)) : text
    }
}
