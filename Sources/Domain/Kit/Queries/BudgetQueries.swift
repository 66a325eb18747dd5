import GRDB
import Model
import Shared

/// Reads shared by the services, run inside their database access.
package enum BudgetQueries {
    package static func budget(_ db: Database, id: Int64) throws -> Budget? {
        try db.cachedStatement(sql: "SELECT \(Selection.budget) FROM budget WHERE id = ?").decodeFirst(arguments: [id], Budget.init(row:))
    }

    package static func budget(_ db: Database, month: YearMonth) throws -> Budget? {
        try db.cachedStatement(sql: "SELECT \(Selection.budget) FROM budget WHERE month = ?")
            .decodeFirst(arguments: [month.description], Budget.init(row:))
    }

    /// The budget of `month`, or an error that says how to create it.
    package static func existingBudget(_ db: Database, month: YearMonth) throws -> Budget {
        guard let budget = try budget(db, month: month) else { throw DomainError.noBudget(month) }
        return budget
    }

    /// The sum of the month deltas of every budget before `month` (Docs/Domain.md §5.6), from the
    /// starting balance (`start`).
    package static func rollover(_ db: Database, before month: YearMonth) throws -> Money {
        try start(db)
            + Money(
                cents: try Int64.fetchOne(
                    db.cachedStatement(sql: "SELECT COALESCE(SUM(month_delta_cents), 0) FROM budget WHERE month < ?"),
                    arguments: [month.description]) ?? 0)
    }

    /// Where the rollover chain starts: 0 (Pulpe's figures), or with `settings set starting-balance
    /// accounts` what the accounts held at their openings (a card's debt taken off; Docs/Domain.md §12).
    /// An account of its own currency counts at the rate kept on its opening day (the first rate
    /// kept when none is that old; the latest when the account has no opening day), and not at all
    /// while its currency has no rate. Example: CHF budget, Bank opened at 100.00, US at USD
    /// 1'000.00 with USD kept at 0.5 → 100.00 + 500.00 = 600.00.
    package static func start(_ db: Database) throws -> Money {
        let settings = try SettingsService.settings(db)
        guard settings.startsFromAccounts else { return .zero }
        var total = Money.zero
        // A handful of rows, read whole.
        for row in try Row.fetchAll(
            db.cachedStatement(sql: "SELECT opening_cents, currency, opening_date FROM account WHERE opening_cents <> 0"))
        {
            let opening = Money(cents: row[0])
            guard let code: String = row[1], let currency = Currency.parse(code), currency != settings.currency else {
                total += opening
                continue
            }
            let rate = try String.fetchOne(
                db.cachedStatement(
                    sql: """
                        SELECT rate FROM exchange_rate WHERE currency = ?1
                        ORDER BY on_date <= ?2 DESC, CASE WHEN on_date <= ?2 THEN on_date END DESC, on_date LIMIT 1
                        """), arguments: [currency.code, (row[2] as String?) ?? "9999-12-31"]
            ).flatMap(ExchangeRate.parse)
            if let rate, rate.isUsable,
                let converted = rate.convert(opening, fromDigits: currency.minorDigits, toDigits: settings.currency.minorDigits)
            {
                total += converted
            }
        }
        return total
    }

    package static func lines(_ db: Database, budgetID: Int64) throws -> [BudgetLine] {
        try Row.fetchAll(
            db.cachedStatement(sql: "SELECT \(Selection.line) FROM budget_line WHERE budget_id = ? ORDER BY id"),
            arguments: [budgetID]
        ).map(BudgetLine.init(row:))
    }

    package static func line(_ db: Database, id: Int64) throws -> BudgetLine? {
        try db.cachedStatement(sql: "SELECT \(Selection.line) FROM budget_line WHERE id = ?").decodeFirst(
            arguments: [id], BudgetLine.init(row:))
    }

    /// What a line's transactions consumed (§5.4), from the aggregate the schema's triggers keep.
    package static func consumed(_ db: Database, lineID: Int64) throws -> Money {
        Money(
            cents: try Int64.fetchOne(
                db.cachedStatement(sql: "SELECT consumed_cents FROM budget_line WHERE id = ?"), arguments: [lineID]) ?? 0)
    }

    /// The line named `name` (case-insensitive) in a budget, or nil.
    package static func line(_ db: Database, named name: String, budgetID: Int64) throws -> BudgetLine? {
        try db.cachedStatement(sql: "SELECT \(Selection.line) FROM budget_line WHERE budget_id = ? AND name_key = ?")
            .decodeFirst(arguments: [budgetID, NameKey.make(name)], BudgetLine.init(row:))
    }

    /// Decoded from a cursor into an array sized by a count from the index: a month can hold tens
    /// of thousands of rows, and fetchAll would copy each row and grow the array step by step.
    package static func transactions(_ db: Database, budgetID: Int64) throws -> [Transaction] {
        var transactions: [Transaction] = []
        transactions.reserveCapacity(
            try Int.fetchOne(
                db.cachedStatement(sql: "SELECT count(*) FROM tx WHERE budget_id = ?"),
                arguments: [budgetID]) ?? 0)
        let rows = try Row.fetchCursor(
            db.cachedStatement(sql: "SELECT \(Selection.transaction) FROM tx WHERE budget_id = ? ORDER BY date, id"),
            arguments: [budgetID])
        while let row = try rows.next() { transactions.append(try Transaction(row: row)) }
        return transactions
    }

    package static func transaction(_ db: Database, id: Int64) throws -> Transaction? {
        try db.cachedStatement(sql: "SELECT \(Selection.transaction) FROM tx WHERE id = ?").decodeFirst(
            arguments: [id], Transaction.init(row:))
    }
}
