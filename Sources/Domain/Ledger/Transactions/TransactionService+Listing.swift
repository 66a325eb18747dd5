import DomainKit
import GRDB
import Model
import Persistence
import Shared

/// `tx list` across periods: one filter built once in SQL, read row by row (never the whole
/// history in memory), with its totals and page counted by SQLite; a search of three characters
/// or more reads only the rows the search index (`TransactionSearchIndex`) gives, once for its page
/// and totals together.
extension TransactionService {
    /// Hands the transactions `query` keeps to `body` one at a time, in its order and page, with
    /// the name of the line each is allocated to (nil when free). `body` must not use the database.
    public nonisolated func forEach(_ query: TransactionQuery, _ body: (Transaction, _ lineName: String?) throws -> Void) throws {
        let filter = Self.filter(query)
        let order = Self.order(query)
        var arguments = filter.arguments
        var page = ""
        if let limit = query.limit {
            page = " LIMIT ? OFFSET ?"
            arguments += [limit, query.offset]
        } else if query.offset > 0 {
            page = " LIMIT -1 OFFSET ?"
            arguments += [query.offset]
        }
        let sql = "SELECT \(Selection.transaction), \(Self.lineName) FROM tx WHERE \(filter.sql) ORDER BY \(order)\(page)"
        try database.read { db in
            let rows = try Row.fetchCursor(db.cachedStatement(sql: sql), arguments: StatementArguments(arguments))
            while let row = try rows.next() {
                let transaction = try Transaction(row: row)
                try body(transaction, try row.field(LineNameColumn.lineName, of: "tx", id: transaction.id))
            }
        }
    }

    /// Hands the page `query` asks for to `body`, as `forEach` does, and returns the totals of every
    /// match, as `totals` does. A page of a search the index narrows reads its matches once instead
    /// of twice: their id, kind, amount and sort columns are kept aside (not the whole row), counted,
    /// and ordered for the page, whose rows alone are then read whole. Other pages stay two passes: their
    /// totals are kept sums or a scan, and their page walks an index in order and stops early.
    /// Example: `--all --search dental --limit 20` at a million rows looks up its 6,802 matches once.
    public nonisolated func forEachOnPage(
        _ query: TransactionQuery, _ body: (Transaction, _ lineName: String?) throws -> Void
    ) throws -> TransactionTotals {
        let narrowed = query.search.flatMap { TransactionSearchIndex.matchQuery(forKey: SearchKey.make($0)) } != nil
        guard let limit = query.limit, narrowed else {
            var sums = TransactionTotals()
            try forEach(query) { transaction, line in
                sums.add(transaction)
                try body(transaction, line)
            }
            return query.limit == nil ? sums : try totals(query)
        }
        let filter = Self.filter(query)
        let order = Self.order(query)
        let matches = """
            WITH match AS MATERIALIZED (SELECT id, kind, amount_cents\(Self.sortColumns(query)) FROM tx WHERE \(filter.sql)),
            page AS (SELECT id FROM match ORDER BY \(order) LIMIT ? OFFSET ?)
            SELECT kind, COUNT(*), SUM(amount_cents), NULL FROM match GROUP BY kind
            UNION ALL SELECT NULL, NULL, NULL, id FROM page
            """
        let rows = """
            SELECT \(Selection.transaction), \(Self.lineName) FROM tx WHERE id IN (SELECT value FROM json_each(?)) ORDER BY \(order)
            """
        return try database.read { db in
            var totals = TransactionTotals()
            var ids: [Int64] = []
            let found = try Row.fetchCursor(
                db.cachedStatement(sql: matches), arguments: StatementArguments(filter.arguments + [limit, query.offset]))
            while let row = try found.next() {
                if let id: Int64 = row[3] {
                    ids.append(id)
                    continue
                }
                let kind: String = row[0]
                try Self.count(kind: kind, row[1], sum: Money(cents: row[2]), into: &totals)
            }
            guard !ids.isEmpty else { return totals }
            let list = "[" + ids.map(String.init).joined(separator: ",") + "]"
            let page = try Row.fetchCursor(db.cachedStatement(sql: rows), arguments: [list])
            while let row = try page.next() {
                let transaction = try Transaction(row: row)
                try body(transaction, try row.field(LineNameColumn.lineName, of: "tx", id: transaction.id))
            }
            return totals
        }
    }

    /// The count and sums per kind of every transaction `query` keeps, whatever its page. A budget
    /// or every budget, by category, line or kind alone, is read from the totals the triggers keep
    /// (a few hundred rows); other filters sum the matching transactions.
    public nonisolated func totals(_ query: TransactionQuery) throws -> TransactionTotals {
        if let stored = try storedTotals(query) { return stored }
        let filter = Self.filter(query)
        let sql = "SELECT kind, COUNT(*), SUM(amount_cents) FROM tx WHERE \(filter.sql) GROUP BY kind"
        return try database.read { db in
            var totals = TransactionTotals()
            let rows = try Row.fetchCursor(db.cachedStatement(sql: sql), arguments: StatementArguments(filter.arguments))
            while let row = try rows.next() {
                let kind: String = row[0]
                try Self.count(kind: kind, row[1], sum: Money(cents: row[2]), into: &totals)
            }
            return totals
        }
    }

    /// The totals from `report_category_total` or `report_line_total`, when the query asks only for
    /// periods by budget and a category, a line or a kind; nil otherwise.
    /// Example: `--all --category food` sums the rows of every budget whose category folds to "food".
    private nonisolated func storedTotals(_ query: TransactionQuery) throws -> TransactionTotals? {
        guard query.since == nil, query.until == nil, query.lineName == nil, (query.search ?? "").isEmpty,
            query.minAmount == nil, query.maxAmount == nil, query.checked == nil, query.lineID == nil || query.category == nil
        else { return nil }
        var sql: String
        var arguments: [any DatabaseValueConvertible] = []
        var conditions: [String] = []
        if let lineID = query.lineID {
            sql = "SELECT '', kind, SUM(tx_count), SUM(amount_cents) FROM report_line_total"
            conditions.append("line_id = ?")
            arguments.append(lineID)
        } else {
            sql = "SELECT category, kind, SUM(tx_count), SUM(amount_cents) FROM report_category_total"
        }
        if let budgetID = query.budgetID {
            conditions.append("budget_id = ?")
            arguments.append(budgetID)
        }
        if !conditions.isEmpty { sql += " WHERE " + conditions.joined(separator: " AND ") }
        sql += " GROUP BY 1, 2"
        let key = query.category.map(SearchKey.make)
        return try database.read { db in
            var totals = TransactionTotals()
            let rows = try Row.fetchCursor(db, sql: sql, arguments: StatementArguments(arguments))
            while let row = try rows.next() {
                let category: String = row[0]
                if let key, category.isEmpty || SearchKey.make(category) != key { continue }
                let kind: String = row[1]
                guard let parsed = Kind(rawValue: kind) else {
                    throw DomainError.unreadableRow(table: "report totals", id: nil, column: "kind", value: Echo.cut(kind))
                }
                if let wanted = query.kind, wanted != parsed { continue }
                let count: Int = row[2]
                let sum = Money(cents: row[3])
                totals.count += count
                switch parsed {
                case .income: totals.income += sum
                case .expense: totals.expense += sum
                case .saving: totals.saving += sum
                }
            }
            return totals
        }
    }

    /// The name of the line a transaction is allocated to, selected after its columns.
    private static let lineName = "(SELECT name FROM budget_line WHERE budget_line.id = tx.budget_line_id)"

    /// The line's name, read after the transaction's columns.
    private enum LineNameColumn: Int, RecordColumns {
        case lineName = 14  // TransactionRecord.Columns has 14 columns, 0 to 13
        var name: String { "line name" }
    }

    /// Adds `count` transactions of `kind` (as stored) summing `sum` to `totals`.
    private static func count(kind: String, _ count: Int, sum: Money, into totals: inout TransactionTotals) throws {
        totals.count += count
        switch Kind(rawValue: kind) {
        case .income: totals.income += sum
        case .expense: totals.expense += sum
        case .saving: totals.saving += sum
        case nil: throw DomainError.unreadableRow(table: "tx", id: nil, column: "kind", value: Echo.cut(kind))
        }
    }

    /// The ORDER BY of `query`: its sort, then the id, so every order is total.
    private static func order(_ query: TransactionQuery) -> String {
        let direction = query.descending ? "DESC" : "ASC"
        return switch query.sort {
        case .date: "date \(direction), id \(direction)"
        case .amount: "amount_cents \(direction), id \(direction)"
        case .name: "search_name \(direction), name \(direction), id \(direction)"
        // No category sorts last in either direction.
        case .category: "search_category IS NULL, search_category \(direction), date \(direction), id \(direction)"
        }
    }

    /// The columns `order(query)` reads besides the id and amount, each after a comma, to follow them
    /// in a selection.
    private static func sortColumns(_ query: TransactionQuery) -> String {
        switch query.sort {
        case .date: ", date"
        case .amount: ""
        case .name: ", search_name, name"
        case .category: ", search_category, date"
        }
    }

    /// The WHERE clause of `query` and its arguments.
    static func filter(_ query: TransactionQuery) -> (sql: String, arguments: [any DatabaseValueConvertible]) {
        var conditions: [String] = []
        var arguments: [any DatabaseValueConvertible] = []
        func add(_ condition: String, _ values: any DatabaseValueConvertible...) {
            conditions.append(condition)
            arguments += values
        }
        if let budgetID = query.budgetID { add("budget_id = ?", budgetID) }
        if let accountID = query.accountID { add("account_id = ?", accountID) }
        if let since = query.since { add("date >= ?", since.description) }
        if let until = query.until { add("date <= ?", until.description) }
        if let kind = query.kind { add("kind = ?", kind.rawValue) }
        if let lineID = query.lineID { add("budget_line_id = ?", lineID) }
        if let lineName = query.lineName {
            add("budget_line_id IN (SELECT id FROM budget_line WHERE name_key = ?)", NameKey.make(lineName))
        }
        if let category = query.category { add("search_category = ?", SearchKey.make(category)) }
        if let search = query.search.map(SearchKey.make), !search.isEmpty {
            // The trigram index narrows the rows a term of three characters or more can match; `instr` decides.
            if let match = TransactionSearchIndex.matchQuery(forKey: search) { add(TransactionSearchIndex.condition, match) }
            add(
                "(instr(search_name, ?) > 0 OR instr(IFNULL(search_category, ''), ?) > 0 OR instr(IFNULL(search_bank, ''), ?) > 0)",
                search, search, search)
        }
        if let min = query.minAmount { add("amount_cents >= ?", min.cents) }
        if let max = query.maxAmount { add("amount_cents <= ?", max.cents) }
        if let checked = query.checked { conditions.append(checked ? "checked_at IS NOT NULL" : "checked_at IS NULL") }
        return (conditions.isEmpty ? "1" : conditions.joined(separator: " AND "), arguments)
    }
}
