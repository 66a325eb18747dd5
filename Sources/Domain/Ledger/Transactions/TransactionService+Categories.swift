import DomainKit
import GRDB
import Model
import Shared

/// Categories as data: the names in use (read from the per-budget totals the triggers keep, a few
/// hundred rows whatever the number of transactions), their totals, and renaming one everywhere.
extension TransactionService {
    /// The distinct categories of every budget, in reading order (at most `limit`), for completion.
    public func categoryNames(limit: Int = 200) throws -> [String] {
        try database.read { db in
            let names = try String.fetchAll(
                db, sql: "SELECT DISTINCT category FROM report_category_total WHERE category <> '' LIMIT ?", arguments: [limit])
            return names.sorted { SearchKey.make($0) < SearchKey.make($1) }
        }
    }

    /// The categories of the transactions in `budgetID` (or every budget), or between `since` and
    /// `until` when either is set, with counts and sums per kind; categories equal but for case and
    /// accents are one. Sorted in reading order, no category last.
    /// Example: "Café" 2 × 5.00 and "cafe" 1 × 3.00 expenses → one row "Café": 3, expenses 13.00.
    public func categoryTotals(budgetID: Int64? = nil, since: LocalDate? = nil, until: LocalDate? = nil) throws -> [CategoryTotal] {
        let rows: [(category: String, kind: String, count: Int, cents: Int64)] = try database.read { db in
            var sql: String
            var arguments: [any DatabaseValueConvertible] = []
            if since != nil || until != nil {
                let filter = Self.filter(TransactionQuery(budgetID: budgetID, since: since, until: until))
                sql = "SELECT IFNULL(category, ''), kind, COUNT(*), SUM(amount_cents) FROM tx WHERE \(filter.sql) GROUP BY 1, 2"
                arguments = filter.arguments
            } else {
                sql = "SELECT category, kind, SUM(tx_count), SUM(amount_cents) FROM report_category_total"
                if let budgetID {
                    sql += " WHERE budget_id = ?"
                    arguments.append(budgetID)
                }
                sql += " GROUP BY 1, 2"
            }
            var result: [(String, String, Int, Int64)] = []
            let cursor = try Row.fetchCursor(db, sql: sql, arguments: StatementArguments(arguments))
            while let row = try cursor.next() { result.append((row[0], row[1], row[2], row[3])) }
            return result
        }
        var byKey: [String: CategoryTotal] = [:]
        // The name shown for categories equal but for case and accents: the most used spelling, then the first in code order.
        for row in rows.sorted(by: { ($1.count, $0.category) < ($0.count, $1.category) }) {
            let key = SearchKey.make(row.category)
            var entry = byKey[key] ?? CategoryTotal(name: row.category.isEmpty ? nil : row.category, totals: TransactionTotals())
            let sum = Money(cents: row.cents)
            entry.totals.count += row.count
            switch Kind(rawValue: row.kind) {
            case .income: entry.totals.income += sum
            case .expense: entry.totals.expense += sum
            case .saving: entry.totals.saving += sum
            case nil: throw DomainError.unreadableRow(table: "tx", id: nil, column: "kind", value: Echo.cut(row.kind))
            }
            byKey[key] = entry
        }
        return byKey.sorted { left, right in
            if left.key.isEmpty != right.key.isEmpty { return right.key.isEmpty }
            return left.key < right.key
        }.map(\.value)
    }

    /// `category rename OLD NEW`: every transaction whose category is OLD (case and accents
    /// ignored) gets NEW; returns how many. None is an error naming OLD.
    public func renameCategory(_ old: String, to new: String) throws -> Int {
        let newName = new.trimmingSpaces()
        guard !newName.isEmpty else {
            throw DomainError.invalidValue("the new category is empty: give a name (`tx set TX --category \"\"` clears one)")
        }
        try Validation.category(newName)
        return try database.write { db in
            let count = try TransactionWriter.renameCategory(db, key: SearchKey.make(old), to: newName)
            guard count > 0 else { throw DomainError.noCategory(old) }
            return count
        }
    }
}
