import Persistence
import Shared

/// How a message names a journaled row: its table's word and its name, month, keyword or week.
/// Example: a `tx` row named Migros → "transaction 'Migros'"; a `budget` row of 2026-11 →
/// "budget '2026-11'"; a row with none of those → the word alone.
package enum RowName {
    /// The columns that name a row, the first present chosen.
    package static let columns = ["name", "month", "keyword", "pattern", "week"]

    package static func of(table: String, _ value: (String) -> String?) -> String {
        let word = JournalTables.table(table)?.singular ?? table
        for column in columns {
            if let text = value(column) { return "\(word) '\(Echo.cut(text))'" }
        }
        return word
    }
}
