import GRDB
import Model
import Shared

/// Categories as data: the names in use, read from the per-budget totals the triggers keep
/// (a few hundred rows, whatever the number of transactions).
extension TransactionService {
    /// The distinct categories of every budget, in reading order (at most `limit`), for completion.
    public func categoryNames(limit: Int = 200) throws -> [String] {
        try database.read { db in
            let names = try String.fetchAll(
                db, sql: "SELECT DISTINCT category FROM report_category_total WHERE category <> '' LIMIT ?", arguments: [limit])
            return names.sorted { SearchKey.make($0) < SearchKey.make($1) }
        }
    }
}
