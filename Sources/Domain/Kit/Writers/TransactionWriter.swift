import GRDB
import Model
import Persistence
import Shared

/// The one writer of the `tx` table. The schema's triggers keep what depends on it current in
/// the same statement: the line's consumption, the budget's free sums and its month delta.
/// Callers validate first; the writer only writes.
package enum TransactionWriter {
    /// A row to insert: what the services decided, already validated and placed.
    package struct NewRow {
        package var budgetID: Int64
        package var lineID: Int64?
        package var name: String
        package var amount: Money
        package var kind: Kind
        package var date: LocalDate
        package var checkedAt: String?
        package var category: String?
        package var sourceGoalID: Int64?
        /// The favourite `tx add @NAME` made it from.
        package var favouriteID: Int64? = nil
        /// An imported row's key as stored (`StoredImportKey` of `ImportFormulas.key`: unique); nil for rows typed by hand.
        package var importKey: String? = nil
        /// What the bank said of an imported row: its reference, and its words when they differ from
        /// `name` (empty when they are the name; nil when the file gave none or the row was typed).
        package var bankReference: String? = nil
        package var bankText: String? = nil
        /// The account it belongs to; nil for the default account (`settings.default_account_id`).
        package var accountID: Int64? = nil
        /// A later part of a split movement: the id of its first part (Docs/Domain.md §12).
        package var splitOf: Int64? = nil
        /// The amount as paid in another currency; `amount` is then the same money in the budget's.
        package var original: ForeignAmount? = nil
        /// What its account moved, in the account's currency, when that is not the budget's.
        package var accountMinor: Money? = nil
        /// Where it came from (`tx.source`): `typed`, `notification SOURCE`, `import FORMAT`.
        package var source: String = TransactionSource.typed

        package init(
            budgetID: Int64,
            lineID: Int64? = nil,
            name: String,
            amount: Money,
            kind: Kind,
            date: LocalDate,
            checkedAt: String? = nil,
            category: String? = nil,
            sourceGoalID: Int64? = nil,
            favouriteID: Int64? = nil,
            importKey: String? = nil,
            bankReference: String? = nil,
            bankText: String? = nil,
            accountID: Int64? = nil,
            splitOf: Int64? = nil,
            original: ForeignAmount? = nil,
            accountMinor: Money? = nil,
            source: String = TransactionSource.typed
        ) {
            self.budgetID = budgetID
            self.lineID = lineID
            self.name = name
            self.amount = amount
            self.kind = kind
            self.date = date
            self.checkedAt = checkedAt
            self.category = category
            self.sourceGoalID = sourceGoalID
            self.favouriteID = favouriteID
            self.importKey = importKey
            self.bankReference = bankReference
            self.bankText = bankText
            self.accountID = accountID
            self.splitOf = splitOf
            self.original = original
            self.accountMinor = accountMinor
            self.source = source
        }
    }

    /// The account a transaction that names none goes to.
    package static func defaultAccountID(_ db: Database) throws -> Int64 {
        try Int64.fetchOne(db.cachedStatement(sql: "SELECT default_account_id FROM settings WHERE id = 1")) ?? Account.mainID
    }

    /// The search key of what the bank said: its words and its reference, folded as names are.
    /// Example: text "Swisscom / Rechnung 4711", reference "ZV-88" → "swisscom / rechnung 4711 zv-88".
    package static func bankSearchKey(text: String?, reference: String?) -> String? {
        let words = [text, reference].compactMap { $0 }.filter { !$0.isEmpty }
        return words.isEmpty ? nil : SearchKey.make(words.joined(separator: " "))
    }

    /// The one insert of `tx`; `insert` and `bind` give its values in this order.
    package static let insertSQL = """
        INSERT INTO tx (budget_id, budget_line_id, name, name_key, search_name, amount_cents, kind, date, checked_at,
                        category, search_category, source_goal_id, favourite_id, import_key, bank_reference, bank_text,
                        search_bank, account_id, split_of, original_minor, original_currency, account_minor, source)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """

    /// Binds `row`'s values to a statement of `insertSQL` (the bulk insert's, see `Bulk`), as `insert` passes them;
    /// `accountID` stands for a row that names none.
    package static func bind(
        _ statement: BoundStatement, _ row: NewRow, name keys: (name: String, search: String), searchCategory: String?,
        accountID: Int64
    ) {
        statement.reset()
        statement.bind(1, row.budgetID)
        statement.bind(2, row.lineID)
        statement.bind(3, row.name)
        statement.bind(4, keys.name)
        statement.bind(5, keys.search)
        statement.bind(6, row.amount.cents)
        statement.bind(7, row.kind.rawValue)
        statement.bind(8, row.date.description)
        statement.bind(9, row.checkedAt)
        statement.bind(10, row.category)
        statement.bind(11, searchCategory)
        statement.bind(12, row.sourceGoalID)
        statement.bind(13, row.favouriteID)
        statement.bind(14, row.importKey)
        statement.bind(15, row.bankReference)
        statement.bind(16, row.bankText)
        statement.bind(17, bankSearchKey(text: row.bankText, reference: row.bankReference))
        statement.bind(18, row.accountID ?? accountID)
        statement.bind(19, row.splitOf)
        statement.bind(20, row.original?.amount.cents)
        statement.bind(21, row.original?.currency.code)
        statement.bind(22, row.accountMinor?.cents)
        statement.bind(23, row.source)
    }

    /// Inserts a transaction, typed or imported, and returns its id: the one insert of `tx`, so
    /// every derived key (name, search name and category) is written the same way.
    package static func insert(_ db: Database, _ row: NewRow) throws -> Int64 {
        try insert(db, row, name: (NameKey.make(row.name), SearchKey.make(row.name)), searchCategory: row.category.map(SearchKey.make))
    }

    /// The insert, with the name's keys and the category's search key made by the caller (from
    /// this file's functions: `Bulk` keeps them for the names a file repeats).
    package static func insert(_ db: Database, _ row: NewRow, name keys: (name: String, search: String), searchCategory: String?) throws
        -> Int64
    {
        try db.cachedStatement(sql: insertSQL).execute(arguments: [
            row.budgetID, row.lineID, row.name, keys.name, keys.search, row.amount.cents,
            row.kind.rawValue, row.date.description, row.checkedAt, row.category, searchCategory,
            row.sourceGoalID, row.favouriteID, row.importKey, row.bankReference, row.bankText,
            bankSearchKey(text: row.bankText, reference: row.bankReference), try row.accountID ?? defaultAccountID(db), row.splitOf,
            row.original?.amount.cents, row.original?.currency.code, row.accountMinor?.cents, row.source,
        ])
        return db.lastInsertedRowID
    }

    /// Stores the editable fields of `transaction` (name, amount, date, kind, budget, line). Renaming an imported
    /// row whose name is the bank's own words (its bank text empty: see `ImportService`) keeps
    /// those words as its bank text first.
    package static func update(_ db: Database, _ transaction: Transaction) throws {
        if let kept = try Row.fetchOne(
            db.cachedStatement(sql: "SELECT name, bank_reference FROM tx WHERE id = ? AND bank_text = ''"),
            arguments: [transaction.id]), let oldName = String.fromDatabaseValue(kept[0]), oldName != transaction.name
        {
            let reference = String.fromDatabaseValue(kept[1])
            try db.cachedStatement(sql: "UPDATE tx SET bank_text = ?, search_bank = ? WHERE id = ?").execute(arguments: [
                oldName, bankSearchKey(text: oldName, reference: reference), transaction.id,
            ])
        }
        try db.cachedStatement(
            sql: """
                UPDATE tx SET name = ?, name_key = ?, search_name = ?, amount_cents = ?, date = ?, kind = ?, budget_id = ?,
                              budget_line_id = ?
                WHERE id = ?
                """
        ).execute(arguments: [
            transaction.name, NameKey.make(transaction.name), SearchKey.make(transaction.name), transaction.amount.cents,
            transaction.date.description, transaction.kind.rawValue, transaction.budgetID, transaction.lineID, transaction.id,
        ])
    }

    /// Sets or clears the amount paid in another currency: a split shares it among its parts.
    package static func setOriginal(_ db: Database, id: Int64, original: ForeignAmount?) throws {
        try db.cachedStatement(sql: "UPDATE tx SET original_minor = ?, original_currency = ? WHERE id = ?")
            .execute(arguments: [original?.amount.cents, original?.currency.code, id])
    }

    /// Sets or clears the category (`nil`), with its folded search key.
    package static func setCategory(_ db: Database, id: Int64, category: String?) throws {
        try db.cachedStatement(sql: "UPDATE tx SET category = ?, search_category = ? WHERE id = ?")
            .execute(arguments: [category, category.map(SearchKey.make), id])
    }

    /// Renames a category wherever it is used (compared folded: "cafe" renames "Café"); returns how many rows.
    package static func renameCategory(_ db: Database, key: String, to category: String) throws -> Int {
        try db.execute(
            sql: "UPDATE tx SET category = ?, search_category = ? WHERE search_category = ?",
            arguments: [category, SearchKey.make(category), key])
        return db.changesCount
    }

    /// Sets or clears the checked timestamp.
    package static func setChecked(_ db: Database, id: Int64, checkedAt: String?) throws {
        try db.cachedStatement(sql: "UPDATE tx SET checked_at = ? WHERE id = ?").execute(arguments: [checkedAt, id])
    }

    /// Links a real withdrawal (a free income drawn from a goal) to the planned one it realizes.
    package static func linkPlannedWithdrawal(_ db: Database, transactionID: Int64, plannedID: Int64) throws {
        try db.execute(
            sql: "UPDATE tx SET planned_withdrawal_id = ? WHERE id = ? AND source_goal_id IS NOT NULL",
            arguments: [plannedID, transactionID])
    }

    /// Puts a transaction in another budget, on `lineID` there or free (a pay-day change).
    package static func move(_ db: Database, id: Int64, toBudget budgetID: Int64, lineID: Int64?) throws {
        try db.execute(sql: "UPDATE tx SET budget_id = ?, budget_line_id = ? WHERE id = ?", arguments: [budgetID, lineID, id])
    }

    /// Puts a transaction in another account.
    package static func setAccount(_ db: Database, id: Int64, accountID: Int64) throws {
        try db.execute(sql: "UPDATE tx SET account_id = ? WHERE id = ?", arguments: [accountID, id])
    }

    /// Moves every transaction of an account to another (before the first is removed); returns how many.
    package static func moveAll(_ db: Database, fromAccount: Int64, toAccount: Int64) throws -> Int {
        try db.execute(sql: "UPDATE tx SET account_id = ? WHERE account_id = ?", arguments: [toAccount, fromAccount])
        return db.changesCount
    }

    /// Checks every unchecked transaction of an account dated up to `date`; returns how many.
    package static func checkAll(_ db: Database, accountID: Int64, upTo date: LocalDate, checkedAt: String) throws -> Int {
        try db.execute(
            sql: "UPDATE tx SET checked_at = ? WHERE account_id = ? AND date <= ? AND checked_at IS NULL",
            arguments: [checkedAt, accountID, date.description])
        return db.changesCount
    }

    /// Frees the transactions of a line whose kind or budget is about to become `kind` / `budget`
    /// (nil: unchanged) and differs from theirs (a sync merge); returns their names.
    package static func freeMismatched(_ db: Database, line: DatabaseValue, kind: DatabaseValue?, budget: DatabaseValue?) throws -> [String]
    {
        let condition = "budget_line_id = ?1 AND (kind IS NOT coalesce(?2, kind) OR budget_id IS NOT coalesce(?3, budget_id))"
        let arguments: StatementArguments = [line, kind ?? .null, budget ?? .null]
        let names = try String.fetchAll(db, sql: "SELECT name FROM tx WHERE \(condition) ORDER BY id", arguments: arguments)
        if !names.isEmpty { try db.execute(sql: "UPDATE tx SET budget_line_id = NULL WHERE \(condition)", arguments: arguments) }
        return names
    }

    /// Makes every transaction of a line free (the line is about to go).
    package static func freeAll(_ db: Database, lineID: Int64) throws {
        try db.execute(sql: "UPDATE tx SET budget_line_id = NULL WHERE budget_line_id = ?", arguments: [lineID])
    }

    package static func delete(_ db: Database, id: Int64) throws {
        try db.cachedStatement(sql: "DELETE FROM tx WHERE id = ?").execute(arguments: [id])
    }
}
